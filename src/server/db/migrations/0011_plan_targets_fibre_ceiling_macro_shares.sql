ALTER TABLE "plan_targets" ADD COLUMN "fibre_max_g" double precision;--> statement-breakpoint
ALTER TABLE "plan_targets" ADD COLUMN "macro_shares" jsonb DEFAULT '{}'::jsonb NOT NULL;