ALTER TABLE "auth_sessions" ADD COLUMN "impersonated_by" integer;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "impersonator_sid" uuid;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_impersonated_by_users_id_fk" FOREIGN KEY ("impersonated_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_impersonated_idx" ON "auth_sessions" USING btree ("tenant_id","user_id","created_at") WHERE "auth_sessions"."impersonated_by" is not null;