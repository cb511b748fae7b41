-- Scope (issue 11 §1): rows that point at a job, a user or an application carry their tenant in the
-- foreign key, so no row can point into another tenant; applications record the partner that put the job
-- seeker forward; put_forwards holds a partner's request that a linked job seeker agrees to.
ALTER TABLE "applications" ADD CONSTRAINT "applications_tenant_id_id_uq" UNIQUE("tenant_id","id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_tenant_id_id_uq" UNIQUE("tenant_id","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_id_uq" UNIQUE("tenant_id","id");--> statement-breakpoint
CREATE TABLE "put_forwards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "put_forwards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"proposed_by" integer,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"application_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "source_organisation_id" integer;--> statement-breakpoint
ALTER TABLE "put_forwards" ADD CONSTRAINT "put_forwards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "put_forwards" ADD CONSTRAINT "put_forwards_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "put_forwards" ADD CONSTRAINT "put_forwards_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "put_forwards" ADD CONSTRAINT "put_forwards_tenant_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "put_forwards" ADD CONSTRAINT "put_forwards_tenant_job_fk" FOREIGN KEY ("tenant_id","job_id") REFERENCES "public"."jobs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "put_forwards" ADD CONSTRAINT "put_forwards_tenant_organisation_fk" FOREIGN KEY ("tenant_id","organisation_id") REFERENCES "public"."organisations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "put_forwards_open_uq" ON "put_forwards" USING btree ("tenant_id","user_id","job_id") WHERE "put_forwards"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "put_forwards_user_idx" ON "put_forwards" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "put_forwards_org_idx" ON "put_forwards" USING btree ("tenant_id","organisation_id","created_at");--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_tenant_application_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_tenant_application_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_tenant_job_fk" FOREIGN KEY ("tenant_id","job_id") REFERENCES "public"."jobs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_tenant_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_tenant_source_organisation_fk" FOREIGN KEY ("tenant_id","source_organisation_id") REFERENCES "public"."organisations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_partner_links" ADD CONSTRAINT "seeker_partner_links_tenant_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
