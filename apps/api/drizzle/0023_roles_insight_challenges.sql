CREATE TABLE "challenge_participants" (
	"challenge_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_participants_challenge_id_user_id_pk" PRIMARY KEY("challenge_id","user_id"),
	CONSTRAINT "challenge_participants_status_check" CHECK ("challenge_participants"."status" in ('invited', 'joined', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"creator_id" integer NOT NULL,
	"title" text NOT NULL,
	"metric" text NOT NULL,
	"target" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenges_metric_check" CHECK ("challenges"."metric" in ('sessions', 'minutes')),
	CONSTRAINT "challenges_dates_check" CHECK ("challenges"."ends_on" >= "challenges"."starts_on"),
	CONSTRAINT "challenges_target_check" CHECK ("challenges"."target" between 1 and 6000)
);
--> statement-breakpoint
CREATE TABLE "calendar_links" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_links_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
CREATE TABLE "admin_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer,
	"admin_name" text NOT NULL,
	"action" text NOT NULL,
	"target_user_id" integer,
	"target_program_id" integer,
	"target_label" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coach_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coach_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"coach_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_invitations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "coach_links" (
	"athlete_id" integer PRIMARY KEY NOT NULL,
	"coach_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_links_not_self_check" CHECK ("coach_links"."athlete_id" <> "coach_links"."coach_id")
);
--> statement-breakpoint
CREATE TABLE "completion_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "completion_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"completion_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "completion_comments_text_check" CHECK (char_length("completion_comments"."text") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "completions" ADD COLUMN "average_heart_rate" integer;--> statement-breakpoint
ALTER TABLE "completions" ADD COLUMN "max_heart_rate" integer;--> statement-breakpoint
ALTER TABLE "completions" ADD COLUMN "heart_rate_samples" jsonb;--> statement-breakpoint
ALTER TABLE "completions" ADD COLUMN "calories_burned" integer;--> statement-breakpoint
ALTER TABLE "push_preferences" ADD COLUMN "comments" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "push_preferences" ADD COLUMN "challenges" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "share_body_with_coach" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "max_heart_rate" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_links" ADD CONSTRAINT "calendar_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_target_program_id_programs_id_fk" FOREIGN KEY ("target_program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_invitations" ADD CONSTRAINT "coach_invitations_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_links" ADD CONSTRAINT "coach_links_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_links" ADD CONSTRAINT "coach_links_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completion_comments" ADD CONSTRAINT "completion_comments_completion_id_completions_id_fk" FOREIGN KEY ("completion_id") REFERENCES "public"."completions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completion_comments" ADD CONSTRAINT "completion_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_participants_user_idx" ON "challenge_participants" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "challenges_unsettled_end_idx" ON "challenges" USING btree ("ends_on") WHERE "challenges"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "admin_audit_created_id_idx" ON "admin_audit" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "coach_invitations_coach_idx" ON "coach_invitations" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "coach_links_coach_idx" ON "coach_links" USING btree ("coach_id","athlete_id");--> statement-breakpoint
CREATE INDEX "completion_comments_completion_created_idx" ON "completion_comments" USING btree ("completion_id","created_at","id");--> statement-breakpoint
CREATE INDEX "completion_comments_author_idx" ON "completion_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role") WHERE "users"."role" <> 'user';--> statement-breakpoint
CREATE INDEX "users_last_active_idx" ON "users" USING btree ("last_active_at");--> statement-breakpoint
ALTER TABLE "completions" ADD CONSTRAINT "completions_heart_rate_check" CHECK (("completions"."average_heart_rate" is null or "completions"."average_heart_rate" between 30 and 240) and ("completions"."max_heart_rate" is null or "completions"."max_heart_rate" between 30 and 240));--> statement-breakpoint
ALTER TABLE "completions" ADD CONSTRAINT "completions_calories_check" CHECK ("completions"."calories_burned" is null or "completions"."calories_burned" between 0 and 20000);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_max_heart_rate_check" CHECK ("users"."max_heart_rate" is null or "users"."max_heart_rate" between 100 and 240);