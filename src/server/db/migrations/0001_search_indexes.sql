-- Trigram indexes make the "contains" searches of the lists fast on 100,000+ rows.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_search_trgm_idx" ON "clients" USING gin ((lower(coalesce("first_name",'') || ' ' || coalesce("last_name",'') || ' ' || coalesce("contact_email",'') || ' ' || coalesce("phone",'') || ' ' || coalesce("unique_id",''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "food_items_name_trgm_idx" ON "food_items" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "nutritionists_search_trgm_idx" ON "nutritionists" USING gin ((lower("first_name" || ' ' || "last_name" || ' ' || "email")) gin_trgm_ops);
