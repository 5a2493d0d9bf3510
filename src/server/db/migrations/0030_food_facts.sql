ALTER TABLE "dishes" ADD COLUMN "form" text;--> statement-breakpoint
ALTER TABLE "food_items" ADD COLUMN "facts" jsonb;