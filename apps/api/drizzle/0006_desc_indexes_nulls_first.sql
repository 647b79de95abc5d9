DROP INDEX "user_badges_user_earned_idx";--> statement-breakpoint
DROP INDEX "workout_history_user_date_idx";--> statement-breakpoint
DROP INDEX "completion_sets_user_exercise_idx";--> statement-breakpoint
DROP INDEX "completions_user_completed_id_idx";--> statement-breakpoint
DROP INDEX "completions_program_completed_id_idx";--> statement-breakpoint
DROP INDEX "completions_user_program_completed_idx";--> statement-breakpoint
DROP INDEX "completions_session_completed_id_idx";--> statement-breakpoint
DROP INDEX "programs_created_by_idx";--> statement-breakpoint
DROP INDEX "programs_created_at_idx";--> statement-breakpoint
CREATE INDEX "user_badges_user_earned_idx" ON "user_badges" USING btree ("user_id","earned_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "workout_history_user_date_idx" ON "workout_history" USING btree ("user_id","workout_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "completion_sets_user_exercise_idx" ON "completion_sets" USING btree ("user_id","exercise_id","completion_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "completions_user_completed_id_idx" ON "completions" USING btree ("user_id","completed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "completions_program_completed_id_idx" ON "completions" USING btree ("program_id","completed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "completions_user_program_completed_idx" ON "completions" USING btree ("user_id","program_id","completed_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "completions_session_completed_id_idx" ON "completions" USING btree ("session_id","completed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "programs_created_by_idx" ON "programs" USING btree ("created_by","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "programs_created_at_idx" ON "programs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);