-- Organisations (issue 11 §1): employers and partners inside a tenant. Jobs move from a free-text company to
-- an employer organisation: each distinct company of a tenant (compared without case and outer blanks)
-- becomes an approved employer, named by its most used spelling, and its jobs point at it. From here on
-- jobs.company is a copy of the organisation's name, kept by the trigger jobs_organisation.
CREATE TABLE "organisations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organisations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"name" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"logo" text,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"status_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_tenant_id_id_uq" UNIQUE("tenant_id","id"),
	CONSTRAINT "organisations_name_not_blank" CHECK (btrim("organisations"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "seeker_partner_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seeker_partner_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "organisation_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "organisation_id" integer;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_partner_links" ADD CONSTRAINT "seeker_partner_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_partner_links" ADD CONSTRAINT "seeker_partner_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_partner_links" ADD CONSTRAINT "seeker_partner_links_tenant_organisation_fk" FOREIGN KEY ("tenant_id","organisation_id") REFERENCES "public"."organisations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_tenant_name_uq" ON "organisations" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
INSERT INTO "organisations" ("tenant_id", "kind", "status", "name", "created_at", "updated_at")
SELECT "tenant_id", 'employer', 'approved',
       mode() WITHIN GROUP (ORDER BY coalesce(nullif(btrim("company"), ''), 'Unnamed employer')),
       min("created_at"), min("created_at")
FROM "jobs"
GROUP BY "tenant_id", lower(coalesce(nullif(btrim("company"), ''), 'Unnamed employer'))
ORDER BY "tenant_id", min("created_at");--> statement-breakpoint
UPDATE "jobs" SET "organisation_id" = o."id", "company" = o."name"
FROM "organisations" o
WHERE o."tenant_id" = "jobs"."tenant_id" AND lower(o."name") = lower(coalesce(nullif(btrim("jobs"."company"), ''), 'Unnamed employer'));--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "organisations_tenant_kind_status_idx" ON "organisations" USING btree ("tenant_id","kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "seeker_partner_links_open_uq" ON "seeker_partner_links" USING btree ("user_id","organisation_id") WHERE "seeker_partner_links"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "seeker_partner_links_org_idx" ON "seeker_partner_links" USING btree ("tenant_id","organisation_id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_tenant_organisation_fk" FOREIGN KEY ("tenant_id","organisation_id") REFERENCES "public"."organisations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_organisation_fk" FOREIGN KEY ("tenant_id","organisation_id") REFERENCES "public"."organisations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_tenant_organisation_idx" ON "jobs" USING btree ("tenant_id","organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "users_organisation_idx" ON "users" USING btree ("tenant_id","organisation_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organisation_only_org_roles" CHECK ("users"."organisation_id" IS NULL OR "users"."role_id" IN (1, 2, 4, 5));;--> statement-breakpoint
-- A job written with only a company name (program staff, imports, fixtures) gets the tenant's employer of
-- that name, created approved when new; a job written with an organisation gets its name as company.
CREATE FUNCTION "jobs_organisation"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  org_name text;
  wanted text;
BEGIN
  IF NEW."organisation_id" IS NULL
     OR (TG_OP = 'UPDATE' AND NEW."organisation_id" = OLD."organisation_id" AND NEW."company" IS DISTINCT FROM OLD."company") THEN
    wanted := coalesce(nullif(btrim(NEW."company"), ''), 'Unnamed employer');
    INSERT INTO "organisations" ("tenant_id", "kind", "status", "name")
    VALUES (NEW."tenant_id", 'employer', 'approved', wanted)
    ON CONFLICT ("tenant_id", lower("name")) DO NOTHING;
    SELECT "id", "name" INTO NEW."organisation_id", org_name
    FROM "organisations" WHERE "tenant_id" = NEW."tenant_id" AND lower("name") = lower(wanted);
  ELSE
    SELECT "name" INTO org_name FROM "organisations" WHERE "tenant_id" = NEW."tenant_id" AND "id" = NEW."organisation_id";
  END IF;
  IF org_name IS NOT NULL THEN
    NEW."company" := org_name;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_organisation" BEFORE INSERT OR UPDATE OF "organisation_id", "company" ON "jobs"
FOR EACH ROW EXECUTE FUNCTION "jobs_organisation"();