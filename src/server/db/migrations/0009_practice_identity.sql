CREATE TABLE "practice_identity" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"address" text,
	"phone" text,
	"email" text,
	"website" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_identity" ADD CONSTRAINT "practice_identity_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;