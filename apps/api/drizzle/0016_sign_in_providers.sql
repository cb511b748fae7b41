CREATE TABLE "sign_in_flows" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"method" text NOT NULL,
	"provider_id" integer,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"return_to" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_domains" (
	"tenant_id" integer NOT NULL,
	"domain" text NOT NULL,
	"provider_id" integer NOT NULL,
	CONSTRAINT "sso_domains_tenant_id_domain_pk" PRIMARY KEY("tenant_id","domain"),
	CONSTRAINT "sso_domains_lower" CHECK ("sso_domains"."domain" = lower("sso_domains"."domain") AND "sso_domains"."domain" <> '')
);
--> statement-breakpoint
CREATE TABLE "sso_providers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sso_providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"organisation_id" integer,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_providers_tenant_id_uq" UNIQUE("tenant_id","id"),
	CONSTRAINT "sso_providers_issuer_url" CHECK ("sso_providers"."issuer" ~ '^https?://')
);
--> statement-breakpoint
ALTER TABLE "sign_in_flows" ADD CONSTRAINT "sign_in_flows_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_flows" ADD CONSTRAINT "sign_in_flows_tenant_provider_fk" FOREIGN KEY ("tenant_id","provider_id") REFERENCES "public"."sso_providers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_domains" ADD CONSTRAINT "sso_domains_tenant_provider_fk" FOREIGN KEY ("tenant_id","provider_id") REFERENCES "public"."sso_providers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_providers" ADD CONSTRAINT "sso_providers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_providers" ADD CONSTRAINT "sso_providers_tenant_organisation_fk" FOREIGN KEY ("tenant_id","organisation_id") REFERENCES "public"."organisations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_flows_expires_idx" ON "sign_in_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sso_domains_provider_idx" ON "sso_domains" USING btree ("tenant_id","provider_id");--> statement-breakpoint
CREATE INDEX "sso_providers_organisation_idx" ON "sso_providers" USING btree ("tenant_id","organisation_id");