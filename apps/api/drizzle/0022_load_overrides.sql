CREATE TABLE "load_overrides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "load_overrides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"session_exercise_id" integer NOT NULL,
	"weight_kg" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "load_overrides_user_session_exercise_unique" UNIQUE("user_id","session_exercise_id"),
	CONSTRAINT "load_overrides_weight_check" CHECK ("load_overrides"."weight_kg" between 0 and 500)
);
--> statement-breakpoint
ALTER TABLE "load_overrides" ADD CONSTRAINT "load_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_overrides" ADD CONSTRAINT "load_overrides_session_exercise_id_session_exercises_id_fk" FOREIGN KEY ("session_exercise_id") REFERENCES "public"."session_exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "load_overrides_session_exercise_idx" ON "load_overrides" USING btree ("session_exercise_id");