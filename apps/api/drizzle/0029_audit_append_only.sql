CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("tenant_id","action","at");--> statement-breakpoint
-- Issue 14: every status change is an audit entry, written here so no service can move an application
-- without one (the actor is the history row's changed_by; the organisation the job's employer). One
-- statement-level trigger per insert, so a bulk move (closing a job) is one extra insert, not one per row.
CREATE OR REPLACE FUNCTION application_status_history_audit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "audit_log" ("tenant_id", "actor_user_id", "action", "target_type", "target_id", "organisation_id", "details", "at")
  SELECT n."tenant_id", n."changed_by", 'application.status_change', 'application', n."application_id", j."organisation_id",
    jsonb_strip_nulls(jsonb_build_object('from', n."from_status", 'to', n."to_status", 'reason_code', n."reason_code")), n."created_at"
  FROM new_rows n
  JOIN "applications" a ON a."tenant_id" = n."tenant_id" AND a."id" = n."application_id"
  JOIN "jobs" j ON j."tenant_id" = a."tenant_id" AND j."id" = a."job_id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER application_status_history_audit AFTER INSERT ON "application_status_history"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_status_history_audit();
--> statement-breakpoint
-- The status changes recorded before this migration join the log too.
INSERT INTO "audit_log" ("tenant_id", "actor_user_id", "action", "target_type", "target_id", "organisation_id", "details", "at")
SELECT h."tenant_id", h."changed_by", 'application.status_change', 'application', h."application_id", j."organisation_id",
  jsonb_strip_nulls(jsonb_build_object('from', h."from_status", 'to', h."to_status", 'reason_code', h."reason_code")), h."created_at"
FROM "application_status_history" h
JOIN "applications" a ON a."tenant_id" = h."tenant_id" AND a."id" = h."application_id"
JOIN "jobs" j ON j."tenant_id" = a."tenant_id" AND j."id" = a."job_id";
--> statement-breakpoint
-- Append-only, as application_status_history (0022): no entry is changed or deleted through the product.
-- A row goes only with its tenant (the cascade runs inside the foreign key's own trigger, so
-- pg_trigger_depth() is above 1 there), and the only change allowed is the actor's id going null when that
-- user is deleted (the foreign key's ON DELETE SET NULL, also at depth above 1).
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND pg_trigger_depth() > 1 AND NEW."actor_user_id" IS NULL
     AND (to_jsonb(NEW) - 'actor_user_id') = (to_jsonb(OLD) - 'actor_user_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'check_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log"
FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
