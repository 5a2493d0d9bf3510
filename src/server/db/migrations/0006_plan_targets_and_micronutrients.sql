CREATE TABLE "plan_targets" (
	"plan_id" integer PRIMARY KEY NOT NULL,
	"energy_kcal" double precision,
	"protein_g" double precision,
	"carbohydrate_g" double precision,
	"fat_g" double precision,
	"fibre_g" double precision,
	"micronutrient_floors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"basis" jsonb,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "food_items" ADD COLUMN "iron_mg" double precision;--> statement-breakpoint
ALTER TABLE "food_items" ADD COLUMN "calcium_mg" double precision;--> statement-breakpoint
ALTER TABLE "food_items" ADD COLUMN "zinc_mg" double precision;--> statement-breakpoint
ALTER TABLE "food_items" ADD COLUMN "magnesium_mg" double precision;--> statement-breakpoint
ALTER TABLE "food_items" ADD COLUMN "vitamin_c_mg" double precision;--> statement-breakpoint
ALTER TABLE "food_items" ADD COLUMN "folate_ug" double precision;--> statement-breakpoint
ALTER TABLE "food_items" ADD COLUMN "vitamin_a_ug" double precision;--> statement-breakpoint
ALTER TABLE "food_items" ADD COLUMN "thiamine_mg" double precision;--> statement-breakpoint
ALTER TABLE "food_items" ADD COLUMN "riboflavin_mg" double precision;--> statement-breakpoint
ALTER TABLE "food_items" ADD COLUMN "niacin_mg" double precision;--> statement-breakpoint
ALTER TABLE "plan_targets" ADD CONSTRAINT "plan_targets_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_targets" ADD CONSTRAINT "plan_targets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;