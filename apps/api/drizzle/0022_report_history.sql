CREATE INDEX "application_status_history_to_status_idx" ON "application_status_history" USING btree ("tenant_id","to_status","created_at");--> statement-breakpoint
-- Backfill (issue 14): an application without any history row (written before every service recorded
-- one) gets its application row, and a second row for the status it is in when that is not applied, so
-- every application's history starts with its application and ends with its current status.
INSERT INTO "application_status_history" ("tenant_id", "application_id", "from_status", "to_status", "created_at")
SELECT a."tenant_id", a."id", NULL, 'applied', a."created_at"
FROM "applications" a
WHERE NOT EXISTS (SELECT 1 FROM "application_status_history" h WHERE h."tenant_id" = a."tenant_id" AND h."application_id" = a."id");
--> statement-breakpoint
INSERT INTO "application_status_history" ("tenant_id", "application_id", "from_status", "to_status", "reason", "reason_code", "created_at")
SELECT a."tenant_id", a."id", 'applied', a."status", a."reason", a."reason_code", greatest(a."updated_at", a."created_at")
FROM "applications" a
WHERE a."status" <> 'applied'
  AND NOT EXISTS (SELECT 1 FROM "application_status_history" h WHERE h."tenant_id" = a."tenant_id" AND h."application_id" = a."id" AND h."from_status" IS NOT NULL)
  AND NOT EXISTS (
    SELECT 1 FROM "application_status_history" h WHERE h."tenant_id" = a."tenant_id" AND h."application_id" = a."id" AND h."to_status" = a."status"
  );
--> statement-breakpoint
-- Append-only: no row is ever changed; a row goes only with its application or tenant (the cascade runs
-- inside the foreign key's own trigger, so pg_trigger_depth() is above 1 there and 1 for a direct DELETE).
CREATE OR REPLACE FUNCTION application_status_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'application_status_history is append-only (% refused)', TG_OP USING ERRCODE = 'check_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER application_status_history_append_only BEFORE UPDATE OR DELETE ON "application_status_history"
FOR EACH ROW EXECUTE FUNCTION application_status_history_append_only();
