-- Package list: a nutritionist's packages in status order walk one index (see
-- docs/decisions/004-package-list.md); organisation "contains" searches use trigrams.
CREATE INDEX IF NOT EXISTS "packages_dietitian_status_idx" ON "packages" ("dietitian_id", "status", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "packages_org_trgm_idx" ON "packages" USING gin ((lower(coalesce("organisation_name", ''))) gin_trgm_ops);
