ALTER TABLE "appointment_reminders" ADD COLUMN "sent_by" integer;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "appointment_settings" ADD COLUMN "whatsapp_wording_hi" text;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;