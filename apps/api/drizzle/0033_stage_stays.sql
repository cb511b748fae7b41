CREATE TABLE "application_stage_stays" (
	"tenant_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"stage" smallint NOT NULL,
	"days" double precision NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"job_id" integer NOT NULL,
	"user_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_stage_stays" ADD CONSTRAINT "application_stage_stays_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_stage_stays" ADD CONSTRAINT "application_stage_stays_application_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_stage_stays_median_idx" ON "application_stage_stays" USING btree ("tenant_id","stage","days","applied_at","job_id","user_id");--> statement-breakpoint
CREATE INDEX "application_stage_stays_job_idx" ON "application_stage_stays" USING btree ("tenant_id","job_id","stage","days");--> statement-breakpoint
CREATE INDEX "application_stage_stays_application_idx" ON "application_stage_stays" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "application_report_facts" DROP COLUMN "applied_days";--> statement-breakpoint
ALTER TABLE "application_report_facts" DROP COLUMN "screening_days";--> statement-breakpoint
ALTER TABLE "application_report_facts" DROP COLUMN "interview_days";--> statement-breakpoint
ALTER TABLE "application_report_facts" DROP COLUMN "offered_days";--> statement-breakpoint
ALTER TABLE "application_report_facts" DROP COLUMN "hired_days";--> statement-breakpoint
-- Issue 14: the finished stays move from application_report_facts' arrays to application_stage_stays, one
-- row per stay, so the historic pipeline's exact medians read an index-only scan in (stage, days) order
-- instead of unnesting and sorting every stay of the scope at each request. The refresh recomputes both
-- from the applications' whole history, as before (a row written out of order is still right); writers
-- hold the application for update, so two refreshes of one application do not overlap.
CREATE OR REPLACE FUNCTION application_report_facts_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "application_report_facts" AS f ("application_id", "tenant_id", "job_id", "user_id", "source", "applied_at", "status",
    "hired_at", "paused_seconds", "furthest", "reached_applied", "reached_screening", "reached_interview", "reached_offered", "reached_hired")
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
      bool_or(status = 'offered') AS r3, bool_or(status = 'hired') AS r4
    FROM moves GROUP BY app
  ),
  paused AS (
    SELECT m.app, sum(extract(epoch FROM (least(coalesce(m.left_at, p.hired_at), p.hired_at) - m.at))) AS secs
    FROM moves m JOIN per p ON p.app = m.app
    WHERE p.hired_at IS NOT NULL AND m.status IN ('on-hold', 'rejected') AND m.at < p.hired_at GROUP BY m.app
  )
  SELECT a."id", a."tenant_id", a."job_id", a."user_id", a."source", p.applied_at, p.status, p.hired_at, coalesce(pa.secs, 0), p.furthest,
    p.r0, p.r1, p.r2, p.r3, p.r4
  FROM per p JOIN "applications" a ON a."id" = p.app LEFT JOIN paused pa ON pa.app = p.app
  ON CONFLICT ("application_id") DO UPDATE SET "tenant_id" = excluded."tenant_id", "job_id" = excluded."job_id",
    "user_id" = excluded."user_id", "source" = excluded."source", "applied_at" = excluded."applied_at", "status" = excluded."status",
    "hired_at" = excluded."hired_at", "paused_seconds" = excluded."paused_seconds", "furthest" = excluded."furthest",
    "reached_applied" = excluded."reached_applied", "reached_screening" = excluded."reached_screening",
    "reached_interview" = excluded."reached_interview", "reached_offered" = excluded."reached_offered",
    "reached_hired" = excluded."reached_hired";
  -- Each finished stay in a stage of the funnel (a stay lasts until the next row; the last one is still going).
  DELETE FROM "application_stage_stays" WHERE "application_id" = ANY (ids);
  INSERT INTO "application_stage_stays" ("tenant_id", "application_id", "stage", "days", "applied_at", "job_id", "user_id")
  SELECT f."tenant_id", f."application_id", m.stage, (extract(epoch FROM (m.left_at - m.at)) / 86400.0)::float8, f."applied_at", f."job_id", f."user_id"
  FROM (
    SELECT h."application_id" AS app, h."created_at" AS at,
      CASE h."to_status" WHEN 'applied' THEN 0 WHEN 'screening' THEN 1 WHEN 'interview' THEN 2 WHEN 'offered' THEN 3 WHEN 'hired' THEN 4 END AS stage,
      lead(h."created_at") OVER (PARTITION BY h."application_id" ORDER BY h."created_at", h."id") AS left_at
    FROM "application_status_history" h WHERE h."application_id" = ANY (ids)
  ) m JOIN "application_report_facts" f ON f."application_id" = m.app
  WHERE m.stage IS NOT NULL AND m.left_at IS NOT NULL;
END;
$$;
--> statement-breakpoint
-- An application's job, job seeker or source changing (the filters, the scope and the source report read them).
CREATE OR REPLACE FUNCTION application_report_facts_on_application() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "application_report_facts" SET "job_id" = NEW."job_id", "user_id" = NEW."user_id", "source" = NEW."source"
  WHERE "application_id" = NEW."id";
  IF NEW."job_id" IS DISTINCT FROM OLD."job_id" OR NEW."user_id" IS DISTINCT FROM OLD."user_id" THEN
    UPDATE "application_stage_stays" SET "job_id" = NEW."job_id", "user_id" = NEW."user_id" WHERE "application_id" = NEW."id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The stays of the history recorded before this migration.
SELECT application_report_facts_refresh(ARRAY(SELECT "application_id" FROM "application_status_history" GROUP BY "application_id"));
--> statement-breakpoint
-- Statistics for the planner at once (the median's index-only scan), rather than at autovacuum's leisure.
ANALYZE "application_stage_stays";
