CREATE TABLE "interview_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"interview_id" integer NOT NULL,
	"kind" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"interview_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_panel" (
	"tenant_id" integer NOT NULL,
	"interview_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "interview_panel_interview_id_user_id_pk" PRIMARY KEY("interview_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "interview_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"interview_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"time_zone" text NOT NULL,
	"details" jsonb NOT NULL,
	"uid" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"reschedule_request" text,
	"reschedule_requested_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_tenant_id_id_uq" UNIQUE("tenant_id","id"),
	CONSTRAINT "interviews_duration" CHECK ("interviews"."duration_minutes" BETWEEN 5 AND 480),
	CONSTRAINT "interviews_times" CHECK (("interviews"."starts_at" IS NULL) = ("interviews"."ends_at" IS NULL) AND ("interviews"."starts_at" IS NULL OR "interviews"."ends_at" > "interviews"."starts_at"))
);
--> statement-breakpoint
CREATE TABLE "job_interview_criteria" (
	"tenant_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"criteria" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_interview_criteria_tenant_id_job_id_pk" PRIMARY KEY("tenant_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "scorecards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scorecards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"interview_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"ratings" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"recommendation" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview_adjustments" ADD CONSTRAINT "interview_adjustments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_adjustments" ADD CONSTRAINT "interview_adjustments_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_adjustments" ADD CONSTRAINT "interview_adjustments_tenant_interview_fk" FOREIGN KEY ("tenant_id","interview_id") REFERENCES "public"."interviews"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_events" ADD CONSTRAINT "interview_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_events" ADD CONSTRAINT "interview_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_events" ADD CONSTRAINT "interview_events_tenant_interview_fk" FOREIGN KEY ("tenant_id","interview_id") REFERENCES "public"."interviews"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_panel" ADD CONSTRAINT "interview_panel_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_panel" ADD CONSTRAINT "interview_panel_tenant_interview_fk" FOREIGN KEY ("tenant_id","interview_id") REFERENCES "public"."interviews"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_panel" ADD CONSTRAINT "interview_panel_tenant_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_tenant_interview_fk" FOREIGN KEY ("tenant_id","interview_id") REFERENCES "public"."interviews"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_tenant_application_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_tenant_job_fk" FOREIGN KEY ("tenant_id","job_id") REFERENCES "public"."jobs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_interview_criteria" ADD CONSTRAINT "job_interview_criteria_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_interview_criteria" ADD CONSTRAINT "job_interview_criteria_tenant_job_fk" FOREIGN KEY ("tenant_id","job_id") REFERENCES "public"."jobs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_tenant_interview_fk" FOREIGN KEY ("tenant_id","interview_id") REFERENCES "public"."interviews"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_tenant_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_adjustments_interview_idx" ON "interview_adjustments" USING btree ("tenant_id","interview_id","created_at");--> statement-breakpoint
CREATE INDEX "interview_events_interview_idx" ON "interview_events" USING btree ("tenant_id","interview_id","created_at");--> statement-breakpoint
CREATE INDEX "interview_panel_user_idx" ON "interview_panel" USING btree ("tenant_id","user_id","interview_id");--> statement-breakpoint
CREATE INDEX "interview_slots_interview_idx" ON "interview_slots" USING btree ("tenant_id","interview_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("tenant_id","application_id","created_at");--> statement-breakpoint
CREATE INDEX "interviews_org_starts_idx" ON "interviews" USING btree ("tenant_id","organisation_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "interviews_tenant_starts_idx" ON "interviews" USING btree ("tenant_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "interviews_job_idx" ON "interviews" USING btree ("tenant_id","job_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scorecards_interview_user_uq" ON "scorecards" USING btree ("tenant_id","interview_id","user_id");