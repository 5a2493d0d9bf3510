-- Each invoice, Bill of Supply and credit note gets its share link's token (issue 55 point 7,
-- decision 307). Documents issued before this migration get one here: two gen_random_uuid()
-- (PostgreSQL's strong random source, 244 random bits) as 43 base64url characters, like newToken().
ALTER TABLE "invoices" ADD COLUMN "share_token" text;--> statement-breakpoint
UPDATE "invoices" SET "share_token" = translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/=', '-_') WHERE "share_token" IS NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "share_token" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_share_token_uq" ON "invoices" USING btree ("share_token");
