CREATE TABLE "offer_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"pay_amount" integer NOT NULL,
	"pay_currency" text NOT NULL,
	"pay_period" text NOT NULL,
	"start_date" text NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"expires_on" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"language" text NOT NULL,
	"letter" text NOT NULL,
	"needs_program_approval" boolean DEFAULT false NOT NULL,
	"manager_approved_by" integer,
	"manager_approved_at" timestamp with time zone,
	"program_approved_by" integer,
	"program_approved_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"decline_reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_tenant_id_id_uq" UNIQUE("tenant_id","id"),
	CONSTRAINT "offers_pay_amount_positive" CHECK ("offers"."pay_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "offers_need_program_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_tenant_offer_fk" FOREIGN KEY ("tenant_id","offer_id") REFERENCES "public"."offers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_templates" ADD CONSTRAINT "offer_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_templates" ADD CONSTRAINT "offer_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_templates" ADD CONSTRAINT "offer_templates_tenant_organisation_fk" FOREIGN KEY ("tenant_id","organisation_id") REFERENCES "public"."organisations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_manager_approved_by_users_id_fk" FOREIGN KEY ("manager_approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_program_approved_by_users_id_fk" FOREIGN KEY ("program_approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_tenant_application_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_tenant_organisation_fk" FOREIGN KEY ("tenant_id","organisation_id") REFERENCES "public"."organisations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_events_offer_idx" ON "offer_events" USING btree ("tenant_id","offer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_templates_org_language_uq" ON "offer_templates" USING btree ("tenant_id","organisation_id","language");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_open_application_uq" ON "offers" USING btree ("tenant_id","application_id") WHERE "offers"."status" IN ('draft', 'awaiting_approval', 'approved', 'sent');--> statement-breakpoint
CREATE INDEX "offers_application_idx" ON "offers" USING btree ("tenant_id","application_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_tenant_status_idx" ON "offers" USING btree ("tenant_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "offers_organisation_status_idx" ON "offers" USING btree ("tenant_id","organisation_id","status","updated_at");