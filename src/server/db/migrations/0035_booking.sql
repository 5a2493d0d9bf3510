CREATE TABLE "booking_nutritionists" (
	"dietitian_id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "booking_nutritionists_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "booking_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"dietitian_id" integer NOT NULL,
	"type_key" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"block_from" timestamp with time zone NOT NULL,
	"block_to" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"note" text,
	"language" text DEFAULT 'en' NOT NULL,
	"token_hash" text NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"appointment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"slug" text NOT NULL,
	"confirm_mode" text DEFAULT 'instant' NOT NULL,
	"closed_dates" text[] DEFAULT '{}' NOT NULL,
	"types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_nutritionists" ADD CONSTRAINT "booking_nutritionists_dietitian_id_nutritionists_id_fk" FOREIGN KEY ("dietitian_id") REFERENCES "public"."nutritionists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_dietitian_id_nutritionists_id_fk" FOREIGN KEY ("dietitian_id") REFERENCES "public"."nutritionists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_requests_dietitian_idx" ON "booking_requests" USING btree ("dietitian_id","block_from");--> statement-breakpoint
CREATE INDEX "booking_requests_ip_idx" ON "booking_requests" USING btree ("ip","created_at");