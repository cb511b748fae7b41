CREATE TABLE "career_feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "career_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer,
	"feedback_type" text NOT NULL,
	"description" text NOT NULL,
	"page" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nsat_feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nsat_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer,
	"email" text,
	"rating" integer NOT NULL,
	"feed" text DEFAULT '' NOT NULL,
	"page" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nsat_feedback_rating_chk" CHECK ("nsat_feedback"."rating" between -1 and 1)
);
--> statement-breakpoint
ALTER TABLE "career_feedback" ADD CONSTRAINT "career_feedback_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_feedback" ADD CONSTRAINT "career_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsat_feedback" ADD CONSTRAINT "nsat_feedback_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsat_feedback" ADD CONSTRAINT "nsat_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_feedback_tenant_idx" ON "career_feedback" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "career_feedback_type_idx" ON "career_feedback" USING btree ("tenant_id","feedback_type","created_at");--> statement-breakpoint
CREATE INDEX "nsat_feedback_tenant_idx" ON "nsat_feedback" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "nsat_feedback_rating_idx" ON "nsat_feedback" USING btree ("tenant_id","rating","created_at");