CREATE TABLE "body_goals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "body_goals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"goal_type" text NOT NULL,
	"target_weight_kg" double precision,
	"target_body_fat_percent" double precision,
	"target_muscle_mass_kg" double precision,
	"start_date" date NOT NULL,
	"target_date" date NOT NULL,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"points_awarded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "body_goals_status_check" CHECK ("body_goals"."status" in ('active', 'completed', 'abandoned')),
	CONSTRAINT "body_goals_dates_check" CHECK ("body_goals"."target_date" >= "body_goals"."start_date")
);
--> statement-breakpoint
CREATE TABLE "body_measurements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "body_measurements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"weight_kg" double precision NOT NULL,
	"height_cm" double precision NOT NULL,
	"bmi" double precision NOT NULL,
	"body_fat_percent" double precision,
	"lean_mass_percent" double precision,
	"muscle_mass_kg" double precision,
	"waist_cm" double precision,
	"chest_cm" double precision,
	"hips_cm" double precision,
	"arms_cm" double precision,
	"thighs_cm" double precision,
	"notes" text,
	"measurement_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "body_measurements_weight_check" CHECK ("body_measurements"."weight_kg" between 20 and 300),
	CONSTRAINT "body_measurements_height_check" CHECK ("body_measurements"."height_cm" between 100 and 250)
);
--> statement-breakpoint
CREATE TABLE "body_stats" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"measurements" integer DEFAULT 0 NOT NULL,
	"tracking_days" integer DEFAULT 0 NOT NULL,
	"goals_set" integer DEFAULT 0 NOT NULL,
	"goals_reached" integer DEFAULT 0 NOT NULL,
	"best_weekly_run" integer DEFAULT 0 NOT NULL,
	"best_goal_weight_kg" double precision DEFAULT 0 NOT NULL,
	"goal_points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "body_goals" ADD CONSTRAINT "body_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "body_measurements" ADD CONSTRAINT "body_measurements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "body_stats" ADD CONSTRAINT "body_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "body_goals_one_active_per_user" ON "body_goals" USING btree ("user_id") WHERE "body_goals"."status" = 'active';--> statement-breakpoint
CREATE INDEX "body_goals_user_created_id_idx" ON "body_goals" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "body_measurements_user_date_id_idx" ON "body_measurements" USING btree ("user_id","measurement_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);