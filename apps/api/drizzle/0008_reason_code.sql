-- A reason code beside the free-text reason of an application and of each history entry.
ALTER TABLE "application_status_history" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reason_code" text;--> statement-breakpoint
-- Rows written before reason codes: the English default reason of a job close becomes the code, so it is
-- shown in each reader's language.
UPDATE "applications" SET "reason" = NULL, "reason_code" = 'job_closed' WHERE "reason" = 'The job was closed.';
--> statement-breakpoint
UPDATE "application_status_history" SET "reason" = NULL, "reason_code" = 'job_closed' WHERE "reason" = 'The job was closed.';
--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'application_closed_job_closed_plain', "params" = "params" - 'reason'
WHERE "message_key" = 'application_closed_job_closed' AND "params"->>'reason' = 'The job was closed.';
