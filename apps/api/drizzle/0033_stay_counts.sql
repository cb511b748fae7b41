CREATE TABLE "application_stage_counts" (
	"tenant_id" integer NOT NULL,
	"applied_on" date NOT NULL,
	"status" text NOT NULL,
	"furthest" smallint NOT NULL,
	"reached" smallint NOT NULL,
	"applications" integer NOT NULL,
	CONSTRAINT "application_stage_counts_pk" PRIMARY KEY("tenant_id","applied_on","status","furthest","reached")
);
--> statement-breakpoint
CREATE TABLE "application_stay_counts" (
	"tenant_id" integer NOT NULL,
	"applied_on" date NOT NULL,
	"stage" smallint NOT NULL,
	"days" double precision NOT NULL,
	"stays" integer NOT NULL,
	CONSTRAINT "application_stay_counts_pk" PRIMARY KEY("tenant_id","applied_on","stage","days")
);
--> statement-breakpoint
ALTER TABLE "application_stage_counts" ADD CONSTRAINT "application_stage_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_stay_counts" ADD CONSTRAINT "application_stay_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- application_stays(f) lists one facts row's
-- finished stays as (stage, days), stage 0 applied … 4 hired, days exactly as the row holds them.
CREATE OR REPLACE FUNCTION application_stays(f "application_report_facts") RETURNS TABLE ("stage" smallint, "days" double precision)
LANGUAGE sql IMMUTABLE AS $$
  SELECT v."stage", d FROM (VALUES (0::smallint, f."applied_days"), (1::smallint, f."screening_days"), (2::smallint, f."interview_days"),
    (3::smallint, f."offered_days"), (4::smallint, f."hired_days")) v("stage", "days"), unnest(v."days") d
$$;
--> statement-breakpoint
-- The stages one facts row reached, bit i for stage i (0 applied … 4 hired).
CREATE OR REPLACE FUNCTION application_reached(f "application_report_facts") RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT (f."reached_applied"::int + 2 * f."reached_screening"::int + 4 * f."reached_interview"::int
    + 8 * f."reached_offered"::int + 16 * f."reached_hired"::int)::smallint
$$;
--> statement-breakpoint
-- Issue 14: the historic pipeline's counts (application_stage_counts: applications per tenant, day made,
-- status, furthest stage and stages reached) and stays (application_stay_counts: the histogram).
-- Adds the stays and the applications of `added` and takes away those of `removed`: one net change per
-- key, in key order (so concurrent writers lock the counts in the same order), each an INSERT … ON
-- CONFLICT DO UPDATE that adds to the count under its row lock: concurrent changes all count. A removal
-- whose count is gone (the tenant being deleted) is skipped.
CREATE OR REPLACE FUNCTION application_stay_counts_apply(added "application_report_facts"[], removed "application_report_facts"[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "application_stay_counts" AS c ("tenant_id", "applied_on", "stage", "days", "stays")
  SELECT d.tenant_id, d.applied_on, d.stage, d.days, d.delta FROM (
    SELECT (x.f)."tenant_id" AS tenant_id, ((x.f)."applied_at" AT TIME ZONE 'UTC')::date AS applied_on, s."stage" AS stage,
      s."days" AS days, sum(x.delta)::int AS delta
    FROM (SELECT a AS f, 1 AS delta FROM unnest(added) a UNION ALL SELECT r, -1 FROM unnest(removed) r) x, LATERAL application_stays(x.f) s
    GROUP BY 1, 2, 3, 4 HAVING sum(x.delta) <> 0) d
  WHERE d.delta > 0 OR EXISTS (SELECT 1 FROM "application_stay_counts" e WHERE e."tenant_id" = d.tenant_id
    AND e."applied_on" = d.applied_on AND e."stage" = d.stage AND e."days" = d.days)
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ("tenant_id", "applied_on", "stage", "days") DO UPDATE SET "stays" = c."stays" + excluded."stays";
  INSERT INTO "application_stage_counts" AS c ("tenant_id", "applied_on", "status", "furthest", "reached", "applications")
  SELECT d.tenant_id, d.applied_on, d.status, d.furthest, d.reached, d.delta FROM (
    SELECT (x.f)."tenant_id" AS tenant_id, ((x.f)."applied_at" AT TIME ZONE 'UTC')::date AS applied_on, (x.f)."status" AS status,
      coalesce((x.f)."furthest", -1)::smallint AS furthest, application_reached(x.f) AS reached, sum(x.delta)::int AS delta
    FROM (SELECT a AS f, 1 AS delta FROM unnest(added) a UNION ALL SELECT r, -1 FROM unnest(removed) r) x
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(x.delta) <> 0) d
  WHERE d.delta > 0 OR EXISTS (SELECT 1 FROM "application_stage_counts" e WHERE e."tenant_id" = d.tenant_id
    AND e."applied_on" = d.applied_on AND e."status" = d.status AND e."furthest" = d.furthest AND e."reached" = d.reached)
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("tenant_id", "applied_on", "status", "furthest", "reached") DO UPDATE SET "applications" = c."applications" + excluded."applications"
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION application_stay_counts_on_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM application_stay_counts_apply(ARRAY(SELECT n::"application_report_facts" FROM new_rows n), '{}');
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM application_stay_counts_apply(ARRAY(SELECT n::"application_report_facts" FROM new_rows n),
      ARRAY(SELECT o::"application_report_facts" FROM old_rows o));
  ELSE
    PERFORM application_stay_counts_apply('{}', ARRAY(SELECT o::"application_report_facts" FROM old_rows o));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER application_stay_counts_on_insert AFTER INSERT ON "application_report_facts"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_stay_counts_on_facts();
--> statement-breakpoint
CREATE TRIGGER application_stay_counts_on_update AFTER UPDATE ON "application_report_facts"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_stay_counts_on_facts();
--> statement-breakpoint
CREATE TRIGGER application_stay_counts_on_delete AFTER DELETE ON "application_report_facts"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION application_stay_counts_on_facts();
--> statement-breakpoint
-- The stays and applications recorded before this migration.
INSERT INTO "application_stay_counts" ("tenant_id", "applied_on", "stage", "days", "stays")
SELECT f."tenant_id", (f."applied_at" AT TIME ZONE 'UTC')::date, s."stage", s."days", count(*)::int
FROM "application_report_facts" f, LATERAL application_stays(f) s
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "application_stage_counts" ("tenant_id", "applied_on", "status", "furthest", "reached", "applications")
SELECT f."tenant_id", (f."applied_at" AT TIME ZONE 'UTC')::date, f."status", coalesce(f."furthest", -1), application_reached(f), count(*)::int
FROM "application_report_facts" f
GROUP BY 1, 2, 3, 4, 5;
