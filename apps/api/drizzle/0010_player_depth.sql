ALTER TABLE "session_exercises" DROP CONSTRAINT "session_exercises_rest_check";--> statement-breakpoint
ALTER TABLE "completion_sets" ADD COLUMN "set_type" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "completion_sets" ADD COLUMN "rpe" double precision;--> statement-breakpoint
ALTER TABLE "completion_sets" ADD COLUMN "duration_seconds" integer;--> statement-breakpoint
ALTER TABLE "completion_sets" ADD COLUMN "planned_exercise_id" integer;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "instructions" jsonb;--> statement-breakpoint
ALTER TABLE "completion_sets" ADD CONSTRAINT "completion_sets_planned_exercise_id_exercises_id_fk" FOREIGN KEY ("planned_exercise_id") REFERENCES "public"."exercises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completion_sets" ADD CONSTRAINT "completion_sets_set_type_check" CHECK ("completion_sets"."set_type" in ('warmup', 'normal', 'drop', 'failure'));--> statement-breakpoint
ALTER TABLE "completion_sets" ADD CONSTRAINT "completion_sets_rpe_check" CHECK ("completion_sets"."rpe" is null or ("completion_sets"."rpe" between 6 and 10 and "completion_sets"."rpe" * 2 = floor("completion_sets"."rpe" * 2)));--> statement-breakpoint
ALTER TABLE "completion_sets" ADD CONSTRAINT "completion_sets_duration_check" CHECK ("completion_sets"."duration_seconds" is null or "completion_sets"."duration_seconds" between 0 and 3600);--> statement-breakpoint
ALTER TABLE "session_exercises" ADD CONSTRAINT "session_exercises_rest_check" CHECK ("session_exercises"."rest_sec" between 0 and 300 and ("session_exercises"."rest_sec" % 15 = 0 or "session_exercises"."duration_seconds" is not null));