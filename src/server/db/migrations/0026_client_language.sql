ALTER TABLE "clients" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "language_by_staff" boolean DEFAULT false NOT NULL;