-- Rate limits become one counter row per tenant, bucket and key, taken in one upsert (atomic under
-- concurrency, on every instance); the per-event log they replace is dropped (its windows last at most a day).
DROP TABLE "rate_events" CASCADE;--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"tenant_id" integer NOT NULL,
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limits_tenant_id_bucket_key_pk" PRIMARY KEY("tenant_id","bucket","key")
);
--> statement-breakpoint
ALTER TABLE "rate_limits" ADD CONSTRAINT "rate_limits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");