DROP INDEX "offers_tenant_status_idx";--> statement-breakpoint
DROP INDEX "offers_organisation_status_idx";--> statement-breakpoint
CREATE INDEX "interviews_org_status_starts_idx" ON "interviews" USING btree ("tenant_id","organisation_id","status","starts_at","id");--> statement-breakpoint
CREATE INDEX "interviews_tenant_status_starts_idx" ON "interviews" USING btree ("tenant_id","status","starts_at","id");--> statement-breakpoint
CREATE INDEX "offers_tenant_updated_idx" ON "offers" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "offers_organisation_updated_idx" ON "offers" USING btree ("tenant_id","organisation_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "offers_tenant_status_idx" ON "offers" USING btree ("tenant_id","status","updated_at","id");--> statement-breakpoint
CREATE INDEX "offers_organisation_status_idx" ON "offers" USING btree ("tenant_id","organisation_id","status","updated_at","id");