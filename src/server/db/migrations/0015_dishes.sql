CREATE TABLE "dish_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"dish_id" integer NOT NULL,
	"version" integer NOT NULL,
	"food_item_id" integer NOT NULL,
	"ingredients" jsonb NOT NULL,
	"yield_grams" double precision NOT NULL,
	"measures" jsonb NOT NULL,
	"plate_groups" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dish_versions_food_item_id_unique" UNIQUE("food_item_id"),
	CONSTRAINT "dish_versions_uq" UNIQUE("dish_id","version")
);
--> statement-breakpoint
CREATE TABLE "dishes" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text,
	"name" text NOT NULL,
	"local_names" text[] DEFAULT '{}' NOT NULL,
	"region" text NOT NULL,
	"slots" text[] NOT NULL,
	"role" text NOT NULL,
	"source" text,
	"created_by" integer,
	"is_shared" boolean DEFAULT false NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"current_food_item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dishes_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "food_items" ADD COLUMN "measures" jsonb;--> statement-breakpoint
ALTER TABLE "food_items" ADD COLUMN "dish_id" integer;--> statement-breakpoint
ALTER TABLE "meal_items" ADD COLUMN "measure_label" text;--> statement-breakpoint
ALTER TABLE "meal_items" ADD COLUMN "measure_count" double precision;--> statement-breakpoint
ALTER TABLE "dish_versions" ADD CONSTRAINT "dish_versions_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dish_versions" ADD CONSTRAINT "dish_versions_food_item_id_food_items_id_fk" FOREIGN KEY ("food_item_id") REFERENCES "public"."food_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dish_versions" ADD CONSTRAINT "dish_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dishes" ADD CONSTRAINT "dishes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dishes" ADD CONSTRAINT "dishes_current_food_item_id_food_items_id_fk" FOREIGN KEY ("current_food_item_id") REFERENCES "public"."food_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dishes_current_food_idx" ON "dishes" USING btree ("current_food_item_id");