-- Indexes for the staff lists and searches, and per-status job counts kept by triggers.
-- pg_trgm gives GIN indexes that ILIKE '%…%' can use (trusted since PostgreSQL 13; PGlite loads it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "job_status_counts" (
	"tenant_id" integer NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_status_counts_tenant_id_status_pk" PRIMARY KEY("tenant_id","status")
);
--> statement-breakpoint
ALTER TABLE "job_status_counts" ADD CONSTRAINT "job_status_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_job_status_idx" ON "applications" USING btree ("tenant_id","job_id","status");--> statement-breakpoint
CREATE INDEX "jobs_tenant_status_created_idx" ON "jobs" USING btree ("tenant_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_title_trgm" ON "jobs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_company_trgm" ON "jobs" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "seeker_profiles_headline_trgm" ON "seeker_profiles" USING gin ("headline" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "seeker_profiles_resume_idx" ON "seeker_profiles" USING btree ("resume_file_id");--> statement-breakpoint
CREATE INDEX "stored_files_text_trgm" ON "stored_files" USING gin ("extracted_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
-- job_status_counts follows jobs: one statement trigger per event adds the net change per tenant and status.
CREATE OR REPLACE FUNCTION job_status_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_status_counts (tenant_id, status, n)
  SELECT tenant_id, status, count(*)::int FROM new_rows GROUP BY tenant_id, status
  ON CONFLICT (tenant_id, status) DO UPDATE SET n = job_status_counts.n + EXCLUDED.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_status_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_status_counts (tenant_id, status, n)
  SELECT tenant_id, status, sum(delta)::int FROM (
    SELECT tenant_id, status, -1 AS delta FROM old_rows
    UNION ALL
    SELECT tenant_id, status, 1 AS delta FROM new_rows
  ) changes
  GROUP BY tenant_id, status
  HAVING sum(delta) <> 0
  ON CONFLICT (tenant_id, status) DO UPDATE SET n = job_status_counts.n + EXCLUDED.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_status_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_status_counts c SET n = c.n - d.n
  FROM (SELECT tenant_id, status, count(*)::int AS n FROM old_rows GROUP BY tenant_id, status) d
  WHERE c.tenant_id = d.tenant_id AND c.status = d.status;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER job_status_counts_insert AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_status_counts_insert();
--> statement-breakpoint
CREATE TRIGGER job_status_counts_update AFTER UPDATE ON "jobs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_status_counts_update();
--> statement-breakpoint
CREATE TRIGGER job_status_counts_delete AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION job_status_counts_delete();
--> statement-breakpoint
INSERT INTO job_status_counts (tenant_id, status, n) SELECT tenant_id, status, count(*)::int FROM "jobs" GROUP BY tenant_id, status;
