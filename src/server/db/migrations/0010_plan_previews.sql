CREATE TABLE "plan_previews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"created_by" integer,
	"preview" jsonb NOT NULL,
	"versions" jsonb NOT NULL,
	"snapshot" jsonb,
	"applied_versions" jsonb,
	"applied_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_previews" ADD CONSTRAINT "plan_previews_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_previews" ADD CONSTRAINT "plan_previews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_previews_expires_idx" ON "plan_previews" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "plan_previews_plan_idx" ON "plan_previews" USING btree ("plan_id");