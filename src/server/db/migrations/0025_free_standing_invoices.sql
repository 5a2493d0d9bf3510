ALTER TABLE "invoices" ALTER COLUMN "package_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "client_id" integer;--> statement-breakpoint
UPDATE "invoices" SET "client_id" = "packages"."client_id" FROM "packages" WHERE "packages"."id" = "invoices"."package_id";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("client_id");
