CREATE TABLE "appointment_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"mail_id" integer,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"day_start" text NOT NULL,
	"day_end" text NOT NULL,
	"work_days" text NOT NULL,
	"reminder_first_hours" integer NOT NULL,
	"reminder_second_hours" integer NOT NULL,
	"whatsapp_wording" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"dietitian_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"duration_min" integer NOT NULL,
	"mode" text NOT NULL,
	"location_or_link" text,
	"note" text,
	"status" text DEFAULT 'Booked' NOT NULL,
	"cancel_reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"dietitian_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "sessions" integer;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "follow_up_days" integer;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_settings" ADD CONSTRAINT "appointment_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_dietitian_id_nutritionists_id_fk" FOREIGN KEY ("dietitian_id") REFERENCES "public"."nutritionists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_dietitian_id_nutritionists_id_fk" FOREIGN KEY ("dietitian_id") REFERENCES "public"."nutritionists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_reminders_once_idx" ON "appointment_reminders" USING btree ("appointment_id","kind");--> statement-breakpoint
CREATE INDEX "appointments_dietitian_start_idx" ON "appointments" USING btree ("dietitian_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_package_idx" ON "appointments" USING btree ("package_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_status_start_idx" ON "appointments" USING btree ("status","starts_at");