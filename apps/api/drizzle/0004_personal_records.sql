CREATE TABLE "personal_records" (
	"user_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"best_weight" double precision,
	"best_reps" integer,
	"best_one_rep_max" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_records_user_id_exercise_id_pk" PRIMARY KEY("user_id","exercise_id")
);
--> statement-breakpoint
ALTER TABLE "personal_records" ADD CONSTRAINT "personal_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_records" ADD CONSTRAINT "personal_records_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_records_exercise_idx" ON "personal_records" USING btree ("exercise_id");--> statement-breakpoint
CREATE INDEX "completions_user_program_completed_idx" ON "completions" USING btree ("user_id","program_id","completed_at" DESC NULLS LAST);