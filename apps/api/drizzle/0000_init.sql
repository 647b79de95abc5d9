CREATE TABLE "completions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "completions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"program_id" integer,
	"session_id" integer,
	"program_title" text NOT NULL,
	"session_title" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"photo_url" text,
	"notes" text,
	"feeling" text,
	"idempotency_key" text,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "completions_duration_check" CHECK ("completions"."duration_minutes" between 1 and 600)
);
--> statement-breakpoint
CREATE TABLE "enrollments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enrollments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sessions_per_week" integer DEFAULT 3 NOT NULL,
	"training_days" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"time_slot_start" time,
	"time_slot_end" time,
	"target_duration_minutes" integer DEFAULT 30 NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrollments_user_program_unique" UNIQUE("user_id","program_id"),
	CONSTRAINT "enrollments_status_check" CHECK ("enrollments"."status" in ('active', 'completed', 'paused', 'abandoned')),
	CONSTRAINT "enrollments_sessions_per_week_check" CHECK ("enrollments"."sessions_per_week" between 1 and 7),
	CONSTRAINT "enrollments_slot_check" CHECK (("enrollments"."time_slot_start" is null and "enrollments"."time_slot_end" is null) or ("enrollments"."time_slot_start" < "enrollments"."time_slot_end"))
);
--> statement-breakpoint
CREATE TABLE "exercises" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exercises_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" text NOT NULL,
	"muscle_group" text NOT NULL,
	"category" text NOT NULL,
	CONSTRAINT "exercises_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "programs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text,
	"goal" text,
	"level" text DEFAULT 'beginner' NOT NULL,
	"duration_weeks" integer DEFAULT 4 NOT NULL,
	"image_url" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programs_level_check" CHECK ("programs"."level" in ('beginner', 'intermediate', 'advanced')),
	CONSTRAINT "programs_duration_check" CHECK ("programs"."duration_weeks" between 1 and 52)
);
--> statement-breakpoint
CREATE TABLE "session_exercises" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_exercises_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"sets" integer DEFAULT 3 NOT NULL,
	"reps" integer DEFAULT 12 NOT NULL,
	"duration_seconds" integer,
	"rest_sec" integer DEFAULT 60 NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "session_exercises_session_exercise_unique" UNIQUE("session_id","exercise_id"),
	CONSTRAINT "session_exercises_sets_check" CHECK ("session_exercises"."sets" between 1 and 10),
	CONSTRAINT "session_exercises_reps_check" CHECK ("session_exercises"."reps" between 1 and 100),
	CONSTRAINT "session_exercises_rest_check" CHECK ("session_exercises"."rest_sec" between 0 and 300 and "session_exercises"."rest_sec" % 15 = 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"title" text NOT NULL,
	"notes" text,
	"order_index" integer DEFAULT 1 NOT NULL,
	"day_number" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"username" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"gender" text,
	"birthdate" date,
	"height_cm" double precision,
	"weight_kg" double precision,
	"goal" text,
	"is_private" boolean DEFAULT false NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'coach', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "completions" ADD CONSTRAINT "completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completions" ADD CONSTRAINT "completions_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completions" ADD CONSTRAINT "completions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_exercises" ADD CONSTRAINT "session_exercises_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_exercises" ADD CONSTRAINT "session_exercises_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "completions_user_completed_idx" ON "completions" USING btree ("user_id","completed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "completions_program_completed_idx" ON "completions" USING btree ("program_id","completed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "completions_session_idx" ON "completions" USING btree ("session_id","completed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "completions_user_idempotency_unique" ON "completions" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "enrollments_program_status_idx" ON "enrollments" USING btree ("program_id","status");--> statement-breakpoint
CREATE INDEX "enrollments_user_status_idx" ON "enrollments" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "exercises_category_idx" ON "exercises" USING btree ("category");--> statement-breakpoint
CREATE INDEX "programs_created_by_idx" ON "programs" USING btree ("created_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "programs_created_at_idx" ON "programs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "session_exercises_session_idx" ON "session_exercises" USING btree ("session_id","order_index");--> statement-breakpoint
CREATE INDEX "session_exercises_exercise_idx" ON "session_exercises" USING btree ("exercise_id");--> statement-breakpoint
CREATE INDEX "sessions_program_idx" ON "sessions" USING btree ("program_id","order_index");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");