ALTER TABLE "user_badges" ADD COLUMN "completion_id" integer;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_completion_id_completions_id_fk" FOREIGN KEY ("completion_id") REFERENCES "public"."completions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_badges_completion_idx" ON "user_badges" USING btree ("completion_id") WHERE "user_badges"."completion_id" is not null;--> statement-breakpoint
-- Decision 087: the badges a completion's save awarded were dated at its completed_at; they now name it.
UPDATE "user_badges" AS ub SET "completion_id" = (
    SELECT min(c."id") FROM "completions" AS c WHERE c."user_id" = ub."user_id" AND c."completed_at" = ub."earned_at"
  ) WHERE ub."completion_id" IS NULL;--> statement-breakpoint
-- Decision 085: the texts already stored hold their guillemets with no-break spaces, as new ones do.
UPDATE "feed_events" SET "message" = replace(replace("message", '« ', '«' || chr(160)), ' »', chr(160) || '»')
  WHERE "message" LIKE '%« %' OR "message" LIKE '% »%';--> statement-breakpoint
UPDATE "notifications" SET "message" = replace(replace("message", '« ', '«' || chr(160)), ' »', chr(160) || '»')
  WHERE "message" LIKE '%« %' OR "message" LIKE '% »%';
