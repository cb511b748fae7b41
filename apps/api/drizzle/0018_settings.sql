-- Settings, onboarding and the dashboard (issue 11 §4): personal language, time zone and which notification
-- kinds also arrive by email; when the first-run checklist was dismissed and the dashboard last seen; an
-- employer's default hiring team.
ALTER TABLE "organisations" ADD COLUMN "default_hiring_team" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_notifications" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "onboarding_dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dashboard_seen_at" timestamp with time zone;
