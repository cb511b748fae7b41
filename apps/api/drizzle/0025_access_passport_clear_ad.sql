CREATE TABLE "access_passports" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"own_words" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passport_shares" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"share" text DEFAULT 'none' NOT NULL,
	"keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passport_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "passport_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"seeker_id" integer NOT NULL,
	"viewer_id" integer,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "clear_ad" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "access_passports" ADD CONSTRAINT "access_passports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_passports" ADD CONSTRAINT "access_passports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_passports" ADD CONSTRAINT "access_passports_tenant_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passport_shares" ADD CONSTRAINT "passport_shares_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passport_shares" ADD CONSTRAINT "passport_shares_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passport_shares" ADD CONSTRAINT "passport_shares_tenant_application_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passport_views" ADD CONSTRAINT "passport_views_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passport_views" ADD CONSTRAINT "passport_views_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passport_views" ADD CONSTRAINT "passport_views_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passport_views" ADD CONSTRAINT "passport_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passport_views_seeker_idx" ON "passport_views" USING btree ("tenant_id","seeker_id","viewed_at");--> statement-breakpoint
CREATE INDEX "passport_views_application_idx" ON "passport_views" USING btree ("tenant_id","application_id","viewer_id","viewed_at");--> statement-breakpoint
CREATE INDEX "jobs_tenant_clear_idx" ON "jobs" USING btree ("tenant_id","status","published_at") WHERE "jobs"."clear_ad";