ALTER TABLE "food_items" ADD COLUMN "energy_source" text DEFAULT 'stated' NOT NULL;--> statement-breakpoint
ALTER TABLE "food_items" ADD COLUMN "energy_note" text;