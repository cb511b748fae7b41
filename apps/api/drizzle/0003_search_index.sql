CREATE TABLE "job_search" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"published_at" timestamp with time zone,
	"latitude" double precision,
	"longitude" double precision,
	"remote" text NOT NULL,
	"employment_type" text NOT NULL,
	"experience_min" integer NOT NULL,
	"experience_max" integer NOT NULL,
	"rank_doc" "tsvector" NOT NULL,
	"search" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_search" ADD CONSTRAINT "job_search_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_search" ADD CONSTRAINT "job_search_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_search_gin" ON "job_search" USING gin ("search");--> statement-breakpoint
CREATE INDEX "job_search_geo_idx" ON "job_search" USING btree ("tenant_id","latitude","longitude");--> statement-breakpoint
CREATE INDEX "job_search_newest_idx" ON "job_search" USING btree ("tenant_id","published_at" DESC NULLS LAST,"job_id" DESC NULLS LAST);