DROP INDEX "portal_writes_package_idx";--> statement-breakpoint
ALTER TABLE "portal_writes" ADD COLUMN "content_hash" text;--> statement-breakpoint
CREATE INDEX "portal_writes_package_idx" ON "portal_writes" USING btree ("package_id","created_at");