CREATE TABLE "import_batches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "import_batches_tenant_id_id_uq" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "import_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"batch_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"file_name" text NOT NULL,
	"path" text,
	"row" jsonb,
	"sha256" text DEFAULT '' NOT NULL,
	"outcome" text,
	"reason" text DEFAULT '' NOT NULL,
	"job_id" integer,
	"seeker_id" integer,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "awaiting_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_tenant_organisation_fk" FOREIGN KEY ("tenant_id","organisation_id") REFERENCES "public"."organisations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_tenant_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_files" ADD CONSTRAINT "import_files_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_files" ADD CONSTRAINT "import_files_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_files" ADD CONSTRAINT "import_files_tenant_batch_fk" FOREIGN KEY ("tenant_id","batch_id") REFERENCES "public"."import_batches"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_batches_user_idx" ON "import_batches" USING btree ("tenant_id","user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "import_batches_organisation_idx" ON "import_batches" USING btree ("tenant_id","organisation_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "import_files_batch_position_uq" ON "import_files" USING btree ("batch_id","position");--> statement-breakpoint
CREATE INDEX "import_files_tenant_sha_idx" ON "import_files" USING btree ("tenant_id","sha256") WHERE "import_files"."outcome" = 'newly_created';--> statement-breakpoint
CREATE INDEX "stored_files_tenant_sha_idx" ON "stored_files" USING btree ("tenant_id","sha256");