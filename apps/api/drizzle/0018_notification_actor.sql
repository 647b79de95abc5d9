ALTER TABLE "notifications" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_actor_idx" ON "notifications" USING btree ("actor_id") WHERE "notifications"."actor_id" is not null;--> statement-breakpoint
-- Decision 062: the notifications already stored that tell of a member get that member as actor (a
-- session completed: the completion's author; a new programme: its creator), so that deleting the
-- member's account deletes them.
UPDATE "notifications" AS n SET "actor_id" = c."user_id" FROM "completions" AS c
  WHERE n."type" = 'session_completed' AND n."actor_id" IS NULL
    AND jsonb_typeof(n."data"->'completionId') = 'number' AND c."id" = (n."data"->>'completionId')::int;--> statement-breakpoint
UPDATE "notifications" AS n SET "actor_id" = p."created_by" FROM "programs" AS p
  WHERE n."type" = 'new_program' AND n."actor_id" IS NULL
    AND jsonb_typeof(n."data"->'programId') = 'number' AND p."id" = (n."data"->>'programId')::int;--> statement-breakpoint
-- Decision 062: body-composition badges are the owner's alone; the circle no longer announces them.
DELETE FROM "feed_events" WHERE "type" = 'badge_earned' AND jsonb_typeof("data"->'badgeId') = 'number'
  AND ("data"->>'badgeId')::int IN (SELECT "id" FROM "badges" WHERE "category" = 'corps');
--> statement-breakpoint
-- Nor a reached body-composition goal (decision 062).
DELETE FROM "feed_events" WHERE "dedupe_key" LIKE 'body-goal:%';
