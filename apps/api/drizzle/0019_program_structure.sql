ALTER TABLE "programs" ADD COLUMN "deload_every_weeks" integer;--> statement-breakpoint
ALTER TABLE "session_exercises" ADD COLUMN "reps_max" integer;--> statement-breakpoint
ALTER TABLE "session_exercises" ADD COLUMN "target_weight_kg" double precision;--> statement-breakpoint
ALTER TABLE "session_exercises" ADD COLUMN "target_rpe" double precision;--> statement-breakpoint
ALTER TABLE "session_exercises" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "session_exercises" ADD COLUMN "superset_group" integer;--> statement-breakpoint
ALTER TABLE "session_exercises" ADD COLUMN "progression" jsonb DEFAULT '{"type":"none"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_deload_check" CHECK ("programs"."deload_every_weeks" is null or "programs"."deload_every_weeks" between 3 and 12);--> statement-breakpoint
ALTER TABLE "session_exercises" ADD CONSTRAINT "session_exercises_reps_max_check" CHECK ("session_exercises"."reps_max" is null or "session_exercises"."reps_max" between "session_exercises"."reps" and 100);--> statement-breakpoint
ALTER TABLE "session_exercises" ADD CONSTRAINT "session_exercises_targets_check" CHECK (("session_exercises"."target_weight_kg" is null or "session_exercises"."target_weight_kg" between 0 and 500) and ("session_exercises"."target_rpe" is null or "session_exercises"."target_rpe" between 6 and 10));--> statement-breakpoint
ALTER TABLE "session_exercises" ADD CONSTRAINT "session_exercises_superset_check" CHECK ("session_exercises"."superset_group" is null or "session_exercises"."superset_group" > 0);