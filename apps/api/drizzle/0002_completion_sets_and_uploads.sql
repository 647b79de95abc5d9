CREATE TABLE "completion_sets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "completion_sets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"completion_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"set_number" integer NOT NULL,
	"reps" integer,
	"weight_kg" double precision,
	"status" text DEFAULT 'done' NOT NULL,
	CONSTRAINT "completion_sets_unique" UNIQUE("completion_id","exercise_id","set_number"),
	CONSTRAINT "completion_sets_status_check" CHECK ("completion_sets"."status" in ('done', 'skipped')),
	CONSTRAINT "completion_sets_weight_check" CHECK ("completion_sets"."weight_kg" is null or "completion_sets"."weight_kg" between 0 and 500)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"name" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "completions" ADD COLUMN "beaten_records" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "completion_sets" ADD CONSTRAINT "completion_sets_completion_id_completions_id_fk" FOREIGN KEY ("completion_id") REFERENCES "public"."completions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completion_sets" ADD CONSTRAINT "completion_sets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completion_sets" ADD CONSTRAINT "completion_sets_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "completion_sets_user_exercise_idx" ON "completion_sets" USING btree ("user_id","exercise_id","completion_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "completion_sets_exercise_idx" ON "completion_sets" USING btree ("exercise_id");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");