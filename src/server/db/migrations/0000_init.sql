CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"unique_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"contact_email" text,
	"phone" text,
	"gender" text NOT NULL,
	"referral_source" text,
	"referred_client_name" text,
	"address" text,
	"joined_date" date NOT NULL,
	"status" text NOT NULL,
	"dob" date,
	"nationality" text,
	"occupation" text,
	"blood_group" text,
	"food_preferences" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_databases" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sheet_url" text,
	"is_builtin" boolean DEFAULT false NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_sync_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "food_databases_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "food_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"food_database_id" integer NOT NULL,
	"source_code" text NOT NULL,
	"name" text NOT NULL,
	"local_name" text,
	"food_group" text,
	"uom" text DEFAULT 'g' NOT NULL,
	"quantity" double precision DEFAULT 100 NOT NULL,
	"calories" double precision DEFAULT 0 NOT NULL,
	"protein" double precision DEFAULT 0 NOT NULL,
	"carbohydrate" double precision DEFAULT 0 NOT NULL,
	"fat" double precision DEFAULT 0 NOT NULL,
	"fibre" double precision DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "food_items_source_uq" UNIQUE("food_database_id","source_code")
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"link" text,
	"meal" text,
	"dish_type" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipes_name_uq" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "supplements" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"link" text,
	"dosage" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplements_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "credit_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"nutritionist_id" integer NOT NULL,
	"changed_by" integer,
	"reason" text DEFAULT 'edit' NOT NULL,
	"old_credits" integer,
	"new_credits" integer,
	"old_plans_used" integer,
	"new_plans_used" integer,
	"old_expiry" date,
	"new_expiry" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nutritionists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"description" text,
	"speciality" text,
	"experience" text,
	"certification" text,
	"phone" text,
	"address" text,
	"dob" date,
	"fathers_name" text,
	"blood_group" text,
	"pan_card_number" text,
	"adhar_number" text,
	"emergency_contact_person" text,
	"emergency_contact_number" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"plans_used" integer DEFAULT 0 NOT NULL,
	"expiry" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nutritionists_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"dietitian_id" integer NOT NULL,
	"category" text NOT NULL,
	"sub_category" text,
	"client_type" text,
	"organisation_name" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"amount_paid" numeric(12, 2) DEFAULT '0' NOT NULL,
	"payment_mode" text,
	"payment_date" date,
	"duration" text,
	"status" text NOT NULL,
	"notes" text,
	"survey_token" text,
	"survey_sent_at" timestamp with time zone,
	"survey_completed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_survey_token_unique" UNIQUE("survey_token")
);
--> statement-breakpoint
CREATE TABLE "meal_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"meal_id" integer NOT NULL,
	"food_item_id" integer NOT NULL,
	"quantity" double precision NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"ref_item_id" integer,
	"label" text
);
--> statement-breakpoint
CREATE TABLE "meals" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"day" integer NOT NULL,
	"time" text NOT NULL,
	"hypothetical_time" text DEFAULT 'Custom' NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meals_slot_uq" UNIQUE("plan_id","day","time")
);
--> statement-breakpoint
CREATE TABLE "plan_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"day" integer NOT NULL,
	"day_description" text,
	CONSTRAINT "plan_days_uq" UNIQUE("plan_id","day")
);
--> statement-breakpoint
CREATE TABLE "plan_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "plan_labels_uq" UNIQUE("plan_id","label")
);
--> statement-breakpoint
CREATE TABLE "plan_recipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"name" text NOT NULL,
	"link" text,
	"meal" text,
	"dish_type" text
);
--> statement-breakpoint
CREATE TABLE "plan_supplements" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"name" text NOT NULL,
	"link" text,
	"dosage" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"charged_nutritionist_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date,
	"end_date" date,
	"day_format" text DEFAULT 'day_numbers' NOT NULL,
	"note" text,
	"category" text,
	"sub_category" text,
	"food_preferences" text,
	"max_calories" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "category_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"parent" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_values_uq" UNIQUE("category","parent","name")
);
--> statement-breakpoint
CREATE TABLE "fitness_timings" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_key" text NOT NULL,
	"routine_type" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fitness_timings_uq" UNIQUE("group_key","routine_type")
);
--> statement-breakpoint
CREATE TABLE "meal_timings" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_key" text NOT NULL,
	"meal_type" text NOT NULL,
	"default_time" time,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "meal_timings_uq" UNIQUE("group_key","meal_type")
);
--> statement-breakpoint
CREATE TABLE "dietary_recall" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"meal_type" text NOT NULL,
	"meal_time" time NOT NULL,
	"meal_description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dietary_recall_uq" UNIQUE("package_id","meal_type","meal_time")
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"text_answer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "survey_answers_uq" UNIQUE("question_id","text_answer")
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"category" text NOT NULL,
	"text" text NOT NULL,
	"type" text NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"ref_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "survey_questions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer_id" integer,
	"text_response" text,
	"training" boolean DEFAULT false NOT NULL,
	"workout" boolean DEFAULT false NOT NULL,
	"notes" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_uq" UNIQUE("package_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "workout_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"category" text NOT NULL,
	"routine_type" text NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"monday" boolean DEFAULT false NOT NULL,
	"tuesday" boolean DEFAULT false NOT NULL,
	"wednesday" boolean DEFAULT false NOT NULL,
	"thursday" boolean DEFAULT false NOT NULL,
	"friday" boolean DEFAULT false NOT NULL,
	"saturday" boolean DEFAULT false NOT NULL,
	"sunday" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer,
	"changes" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "print_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"logo_file_id" integer,
	"logo_name" text,
	"general_disclaimer" text,
	"sports_disclaimer" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text DEFAULT 'reset' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"persistent" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"type" text DEFAULT 'ADMIN' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "body_parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"unit" text,
	"data_type" text DEFAULT 'decimal' NOT NULL,
	"range" text,
	"range_min" numeric,
	"range_max" numeric,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "body_parameters_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "vital_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"dietitian_id" integer,
	"notes" text,
	"reading_date" date NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"report_file_id" integer,
	"nutri_file_id" integer,
	"json_data" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vital_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"reading_id" integer NOT NULL,
	"parameter_id" integer NOT NULL,
	"decimal_value" numeric,
	"string_value" text,
	CONSTRAINT "vital_values_uq" UNIQUE("reading_id","parameter_id")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_items" ADD CONSTRAINT "food_items_food_database_id_food_databases_id_fk" FOREIGN KEY ("food_database_id") REFERENCES "public"."food_databases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplements" ADD CONSTRAINT "supplements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_changes" ADD CONSTRAINT "credit_changes_nutritionist_id_nutritionists_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."nutritionists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_changes" ADD CONSTRAINT "credit_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutritionists" ADD CONSTRAINT "nutritionists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutritionists" ADD CONSTRAINT "nutritionists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_dietitian_id_nutritionists_id_fk" FOREIGN KEY ("dietitian_id") REFERENCES "public"."nutritionists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_items" ADD CONSTRAINT "meal_items_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_items" ADD CONSTRAINT "meal_items_food_item_id_food_items_id_fk" FOREIGN KEY ("food_item_id") REFERENCES "public"."food_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_items" ADD CONSTRAINT "meal_items_ref_item_id_meal_items_id_fk" FOREIGN KEY ("ref_item_id") REFERENCES "public"."meal_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_days" ADD CONSTRAINT "plan_days_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_labels" ADD CONSTRAINT "plan_labels_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_recipes" ADD CONSTRAINT "plan_recipes_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_supplements" ADD CONSTRAINT "plan_supplements_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_charged_nutritionist_id_nutritionists_id_fk" FOREIGN KEY ("charged_nutritionist_id") REFERENCES "public"."nutritionists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dietary_recall" ADD CONSTRAINT "dietary_recall_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dietary_recall" ADD CONSTRAINT "dietary_recall_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_ref_id_survey_questions_id_fk" FOREIGN KEY ("ref_id") REFERENCES "public"."survey_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_answer_id_survey_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."survey_answers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_schedules" ADD CONSTRAINT "workout_schedules_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_schedules" ADD CONSTRAINT "workout_schedules_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_settings" ADD CONSTRAINT "print_settings_logo_file_id_stored_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_settings" ADD CONSTRAINT "print_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vital_readings" ADD CONSTRAINT "vital_readings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vital_readings" ADD CONSTRAINT "vital_readings_dietitian_id_nutritionists_id_fk" FOREIGN KEY ("dietitian_id") REFERENCES "public"."nutritionists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vital_readings" ADD CONSTRAINT "vital_readings_report_file_id_stored_files_id_fk" FOREIGN KEY ("report_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vital_readings" ADD CONSTRAINT "vital_readings_nutri_file_id_stored_files_id_fk" FOREIGN KEY ("nutri_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vital_readings" ADD CONSTRAINT "vital_readings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vital_values" ADD CONSTRAINT "vital_values_reading_id_vital_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."vital_readings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vital_values" ADD CONSTRAINT "vital_values_parameter_id_body_parameters_id_fk" FOREIGN KEY ("parameter_id") REFERENCES "public"."body_parameters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_unique_id_uq" ON "clients" USING btree ("unique_id");--> statement-breakpoint
CREATE INDEX "clients_joined_idx" ON "clients" USING btree ("joined_date","id");--> statement-breakpoint
CREATE INDEX "clients_first_name_idx" ON "clients" USING btree (lower("first_name"));--> statement-breakpoint
CREATE INDEX "clients_last_name_idx" ON "clients" USING btree (lower("last_name"));--> statement-breakpoint
CREATE INDEX "clients_email_idx" ON "clients" USING btree (lower("contact_email"));--> statement-breakpoint
CREATE INDEX "clients_phone_idx" ON "clients" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "clients_status_idx" ON "clients" USING btree ("status");--> statement-breakpoint
CREATE INDEX "clients_gender_idx" ON "clients" USING btree ("gender");--> statement-breakpoint
CREATE INDEX "clients_dob_idx" ON "clients" USING btree ("dob");--> statement-breakpoint
CREATE INDEX "clients_created_by_idx" ON "clients" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "stored_files_kind_idx" ON "stored_files" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "food_items_name_idx" ON "food_items" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "credit_changes_nutritionist_idx" ON "credit_changes" USING btree ("nutritionist_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "nutritionists_email_lower_uq" ON "nutritionists" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "nutritionists_name_idx" ON "nutritionists" USING btree ("first_name","last_name");--> statement-breakpoint
CREATE INDEX "nutritionists_status_idx" ON "nutritionists" USING btree ("status");--> statement-breakpoint
CREATE INDEX "nutritionists_created_idx" ON "nutritionists" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "packages_client_idx" ON "packages" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "packages_dietitian_idx" ON "packages" USING btree ("dietitian_id");--> statement-breakpoint
CREATE INDEX "packages_status_idx" ON "packages" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "packages_category_idx" ON "packages" USING btree ("category","sub_category");--> statement-breakpoint
CREATE INDEX "packages_client_type_idx" ON "packages" USING btree ("client_type");--> statement-breakpoint
CREATE INDEX "packages_duration_idx" ON "packages" USING btree ("duration");--> statement-breakpoint
CREATE INDEX "packages_start_idx" ON "packages" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "packages_end_idx" ON "packages" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "packages_org_idx" ON "packages" USING btree ("organisation_name");--> statement-breakpoint
CREATE INDEX "meal_items_meal_idx" ON "meal_items" USING btree ("meal_id","sort_order");--> statement-breakpoint
CREATE INDEX "plan_labels_label_idx" ON "plan_labels" USING btree ("label");--> statement-breakpoint
CREATE INDEX "plan_recipes_plan_idx" ON "plan_recipes" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "plan_supplements_plan_idx" ON "plan_supplements" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "plans_package_idx" ON "plans" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "plans_created_idx" ON "plans" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "plans_charged_idx" ON "plans" USING btree ("charged_nutritionist_id");--> statement-breakpoint
CREATE INDEX "plans_category_idx" ON "plans" USING btree ("category","sub_category");--> statement-breakpoint
CREATE INDEX "plans_max_calories_idx" ON "plans" USING btree ("max_calories");--> statement-breakpoint
CREATE INDEX "category_values_lookup_idx" ON "category_values" USING btree ("category","parent","sort_order");--> statement-breakpoint
CREATE INDEX "survey_questions_category_idx" ON "survey_questions" USING btree ("category","sort_order");--> statement-breakpoint
CREATE INDEX "workout_schedules_package_idx" ON "workout_schedules" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "password_tokens_user_idx" ON "password_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "vital_readings_client_idx" ON "vital_readings" USING btree ("client_id","reading_date");