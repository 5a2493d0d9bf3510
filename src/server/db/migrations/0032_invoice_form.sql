CREATE TABLE "invoice_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_note_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"mode" text NOT NULL,
	"date" date NOT NULL,
	"reference" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "billing_state" text;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "supply_rule" text DEFAULT 'in_person' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "supply" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "discount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_refunds" ADD CONSTRAINT "invoice_refunds_credit_note_id_invoices_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_refunds" ADD CONSTRAINT "invoice_refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_refunds_note_idx" ON "invoice_refunds" USING btree ("credit_note_id");