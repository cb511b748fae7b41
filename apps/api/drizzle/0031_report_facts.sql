CREATE TABLE "application_report_facts" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"hired_at" timestamp with time zone,
	"paused_seconds" numeric DEFAULT '0' NOT NULL,
	"furthest" integer,
	"reached_applied" boolean DEFAULT false NOT NULL,
	"reached_screening" boolean DEFAULT false NOT NULL,
	"reached_interview" boolean DEFAULT false NOT NULL,
	"reached_offered" boolean DEFAULT false NOT NULL,
	"reached_hired" boolean DEFAULT false NOT NULL,
	"applied_days" double precision[] DEFAULT '{}' NOT NULL,
	"screening_days" double precision[] DEFAULT '{}' NOT NULL,
	"interview_days" double precision[] DEFAULT '{}' NOT NULL,
	"offered_days" double precision[] DEFAULT '{}' NOT NULL,
	"hired_days" double precision[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_report_facts" ADD CONSTRAINT "application_report_facts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_report_facts" ADD CONSTRAINT "application_report_facts_application_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_report_facts_applied_idx" ON "application_report_facts" USING btree ("tenant_id","applied_at");--> statement-breakpoint
CREATE INDEX "application_report_facts_hired_idx" ON "application_report_facts" USING btree ("tenant_id","hired_at") WHERE "application_report_facts"."status" = 'hired';--> statement-breakpoint
CREATE INDEX "application_report_facts_job_idx" ON "application_report_facts" USING btree ("tenant_id","job_id","applied_at");--> statement-breakpoint
CREATE INDEX "application_report_facts_user_idx" ON "application_report_facts" USING btree ("tenant_id","user_id");--> statement-breakpoint
-- Issue 14: the reports' per-application summary. application_report_facts_refresh(ids) recomputes the
-- rows of those applications from their whole history, exactly as the report definitions read it (the
-- first row is the application, the latest by time then id its current status, a stay lasts until the
-- next row); so rows inserted out of order are right too.
CREATE OR REPLACE FUNCTION application_report_facts_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "application_report_facts" AS f ("application_id", "tenant_id", "job_id", "user_id", "source", "applied_at", "status",
    "hired_at", "paused_seconds", "furthest", "reached_applied", "reached_screening", "reached_interview", "reached_offered", "reached_hired",
    "applied_days", "screening_days", "interview_days", "offered_days", "hired_days")
  WITH moves AS (
    SELECT h."application_id" AS app, h."to_status" AS status, h."created_at" AS at,
      lead(h."created_at") OVER (PARTITION BY h."application_id" ORDER BY h."created_at", h."id") AS left_at,
      row_number() OVER (PARTITION BY h."application_id" ORDER BY h."created_at" DESC, h."id" DESC) AS from_last
    FROM "application_status_history" h WHERE h."application_id" = ANY (ids)
  ),
  per AS (
    SELECT app, min(at) AS applied_at, max(status) FILTER (WHERE from_last = 1) AS status,
      max(at) FILTER (WHERE status = 'hired') AS hired_at,
      max(CASE status WHEN 'applied' THEN 0 WHEN 'screening' THEN 1 WHEN 'interview' THEN 2 WHEN 'offered' THEN 3 WHEN 'hired' THEN 4 END) AS furthest,
      bool_or(status = 'applied') AS r0, bool_or(status = 'screening') AS r1, bool_or(status = 'interview') AS r2,
      bool_or(status = 'offered') AS r3, bool_or(status = 'hired') AS r4,
      coalesce(array_agg((extract(epoch FROM (left_at - at)) / 86400.0)::float8 ORDER BY at) FILTER (WHERE status = 'applied' AND left_at IS NOT NULL), '{}') AS d0,
      coalesce(array_agg((extract(epoch FROM (left_at - at)) / 86400.0)::float8 ORDER BY at) FILTER (WHERE status = 'screening' AND left_at IS NOT NULL), '{}') AS d1,
      coalesce(array_agg((extract(epoch FROM (left_at - at)) / 86400.0)::float8 ORDER BY at) FILTER (WHERE status = 'interview' AND left_at IS NOT NULL), '{}') AS d2,
      coalesce(array_agg((extract(epoch FROM (left_at - at)) / 86400.0)::float8 ORDER BY at) FILTER (WHERE status = 'offered' AND left_at IS NOT NULL), '{}') AS d3,
      coalesce(array_agg((extract(epoch FROM (left_at - at)) / 86400.0)::float8 ORDER BY at) FILTER (WHERE status = 'hired' AND left_at IS NOT NULL), '{}') AS d4
    FROM moves GROUP BY app
  ),
  paused AS (
    SELECT m.app, sum(extract(epoch FROM (least(coalesce(m.left_at, p.hired_at), p.hired_at) - m.at))) AS secs
    FROM moves m JOIN per p ON p.app = m.app
    WHERE p.hired_at IS NOT NULL AND m.status IN ('on-hold', 'rejected') AND m.at < p.hired_at GROUP BY m.app
  )
  SELECT a."id", a."tenant_id", a."job_id", a."user_id", a."source", p.applied_at, p.status, p.hired_at, coalesce(pa.secs, 0), p.furthest,
    p.r0, p.r1, p.r2, p.r3, p.r4, p.d0, p.d1, p.d2, p.d3, p.d4
  FROM per p JOIN "applications" a ON a."id" = p.app LEFT JOIN paused pa ON pa.app = p.app
  ON CONFLICT ("application_id") DO UPDATE SET "tenant_id" = excluded."tenant_id", "job_id" = excluded."job_id",
    "user_id" = excluded."user_id", "source" = excluded."source", "applied_at" = excluded."applied_at", "status" = excluded."status",
    "hired_at" = excluded."hired_at", "paused_seconds" = excluded."paused_seconds", "furthest" = excluded."furthest",
    "reached_applied" = excluded."reached_applied", "reached_screening" = excluded."reached_screening",
    "reached_interview" = excluded."reached_interview", "reached_offered" = excluded."reached_offered",
    "reached_hired" = excluded."reached_hired", "applied_days" = excluded."applied_days", "screening_days" = excluded."screening_days",
    "interview_days" = excluded."interview_days", "offered_days" = excluded."offered_days", "hired_days" = excluded."hired_days";
END;
$$;
--> statement-breakpoint
-- Every insert into the (append-only) history refreshes the applications it touched: one statement-level
-- trigger, so a bulk move (closing a job, an import) is one set-based refresh, not one per row.
CREATE OR REPLACE FUNCTION application_report_facts_on_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM application_report_facts_refresh(ARRAY(SELECT DISTINCT "application_id" FROM new_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER application_report_facts_on_history AFTER INSERT ON "application_status_history"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_report_facts_on_history();
--> statement-breakpoint
-- An application's job, job seeker or source changing (the filters and the source report read them).
CREATE OR REPLACE FUNCTION application_report_facts_on_application() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "application_report_facts" SET "job_id" = NEW."job_id", "user_id" = NEW."user_id", "source" = NEW."source"
  WHERE "application_id" = NEW."id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER application_report_facts_on_application AFTER UPDATE OF "job_id", "user_id", "source" ON "applications"
FOR EACH ROW EXECUTE FUNCTION application_report_facts_on_application();
--> statement-breakpoint
-- The applications recorded before this migration.
SELECT application_report_facts_refresh(ARRAY(SELECT "application_id" FROM "application_status_history" GROUP BY "application_id"));
