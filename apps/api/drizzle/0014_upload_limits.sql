DROP INDEX "uploads_user_idx";--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "completions_photo_url_idx" ON "completions" USING btree ("photo_url") WHERE "completions"."photo_url" is not null;--> statement-breakpoint
CREATE INDEX "uploads_user_created_idx" ON "uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_created_idx" ON "uploads" USING btree ("created_at");