ALTER TABLE "food_items" ADD COLUMN "plain_name" text;--> statement-breakpoint
ALTER TABLE "food_items" ADD COLUMN "name_hi" text;