CREATE INDEX "clients_dob_desc_idx" ON "clients" USING btree ("dob" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clients_email_desc_idx" ON "clients" USING btree (lower("contact_email") desc nulls last,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clients_phone_desc_idx" ON "clients" USING btree ("phone" DESC NULLS LAST,"id" DESC NULLS LAST);