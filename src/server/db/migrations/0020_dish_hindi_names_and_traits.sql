ALTER TABLE "dishes" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN "traits" text[] DEFAULT '{}' NOT NULL;