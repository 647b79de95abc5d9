DROP INDEX "completions_user_completed_idx";--> statement-breakpoint
DROP INDEX "completions_program_completed_idx";--> statement-breakpoint
DROP INDEX "completions_session_idx";--> statement-breakpoint
CREATE INDEX "completions_user_completed_id_idx" ON "completions" USING btree ("user_id","completed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "completions_program_completed_id_idx" ON "completions" USING btree ("program_id","completed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "completions_session_completed_id_idx" ON "completions" USING btree ("session_id","completed_at" DESC NULLS LAST,"id" DESC NULLS LAST);