CREATE TABLE "meal_ticks" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"meal_id" integer,
	"meal_label" text NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_ticks_meal_date_uq" UNIQUE("meal_id","date")
);
--> statement-breakpoint
CREATE TABLE "plan_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"token" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	CONSTRAINT "plan_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "plan_shares" (
	"plan_id" integer PRIMARY KEY NOT NULL,
	"shared_by" integer,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_writes" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vital_readings" ADD COLUMN "reported_by" text DEFAULT 'nutritionist' NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_ticks" ADD CONSTRAINT "meal_ticks_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_ticks" ADD CONSTRAINT "meal_ticks_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_links" ADD CONSTRAINT "plan_links_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_links" ADD CONSTRAINT "plan_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_links" ADD CONSTRAINT "plan_links_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_shares" ADD CONSTRAINT "plan_shares_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_shares" ADD CONSTRAINT "plan_shares_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_writes" ADD CONSTRAINT "portal_writes_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_ticks_package_idx" ON "meal_ticks" USING btree ("package_id","date");--> statement-breakpoint
CREATE INDEX "plan_links_package_idx" ON "plan_links" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_links_live_uq" ON "plan_links" USING btree ("package_id") WHERE revoked_at is null;--> statement-breakpoint
CREATE INDEX "portal_writes_package_idx" ON "portal_writes" USING btree ("package_id");