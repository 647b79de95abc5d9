-- Decision 045: an enrolment's progress (the distinct sessions of its programme the member has
-- completed) and a programme's number of sessions are kept by PostgreSQL, instead of being counted
-- for every enrolment on every read of « Mes programmes ».
ALTER TABLE "enrollments" ADD COLUMN "sessions_completed" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "sessions_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- A session added, removed or moved: its programme's count, one atomic step in the same statement.
CREATE FUNCTION elan_program_sessions_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE programs SET sessions_count = sessions_count - 1 WHERE id = OLD.program_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE programs SET sessions_count = sessions_count + 1 WHERE id = NEW.program_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_count_insert_delete
  AFTER INSERT OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION elan_program_sessions_count();
--> statement-breakpoint
CREATE TRIGGER sessions_count_move
  AFTER UPDATE OF program_id ON sessions
  FOR EACH ROW WHEN (OLD.program_id IS DISTINCT FROM NEW.program_id)
  EXECUTE FUNCTION elan_program_sessions_count();
--> statement-breakpoint
-- Recounts one member's progress in one programme, from their completions (an index-only range of
-- completions_program_user_idx). The member's row is locked first, until the transaction ends:
-- every recount of that member takes turns, and each one, a statement after the lock, sees what
-- the previous ones committed — including an enrolment or a completion another transaction was
-- writing at the same time. Only a changed count is written.
CREATE FUNCTION elan_recount_sessions_completed(member integer, program integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users WHERE id = member FOR NO KEY UPDATE;
  UPDATE enrollments SET sessions_completed = counted.n
  FROM (
    SELECT count(DISTINCT session_id)::int AS n FROM completions
    WHERE program_id = program AND user_id = member
  ) AS counted
  WHERE enrollments.user_id = member AND enrollments.program_id = program
    AND enrollments.sessions_completed <> counted.n;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION elan_completion_progress() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.program_id IS NOT NULL THEN
    PERFORM elan_recount_sessions_completed(OLD.user_id, OLD.program_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.program_id IS NOT NULL AND (TG_OP = 'INSERT'
      OR (OLD.user_id, OLD.program_id) IS DISTINCT FROM (NEW.user_id, NEW.program_id)) THEN
    PERFORM elan_recount_sessions_completed(NEW.user_id, NEW.program_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION elan_enrollment_progress() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM elan_recount_sessions_completed(NEW.user_id, NEW.program_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- At commit (deferred), after every other lock the transaction takes: a save that holds its
-- records' locks and a deletion that rebuilds them cannot wait for each other in two orders.
CREATE CONSTRAINT TRIGGER completions_progress_insert
  AFTER INSERT ON completions DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.program_id IS NOT NULL AND NEW.session_id IS NOT NULL)
  EXECUTE FUNCTION elan_completion_progress();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER completions_progress_delete
  AFTER DELETE ON completions DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.program_id IS NOT NULL AND OLD.session_id IS NOT NULL)
  EXECUTE FUNCTION elan_completion_progress();
--> statement-breakpoint
-- Includes a session's or a programme's deletion (their ON DELETE SET NULL).
CREATE CONSTRAINT TRIGGER completions_progress_update
  AFTER UPDATE OF user_id, program_id, session_id ON completions DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN ((OLD.user_id, OLD.program_id, OLD.session_id) IS DISTINCT FROM (NEW.user_id, NEW.program_id, NEW.session_id))
  EXECUTE FUNCTION elan_completion_progress();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER enrollments_progress
  AFTER INSERT OR UPDATE OF user_id, program_id ON enrollments DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION elan_enrollment_progress();
--> statement-breakpoint
UPDATE enrollments SET sessions_completed = counted.n
FROM (
  SELECT user_id, program_id, count(DISTINCT session_id)::int AS n FROM completions
  WHERE program_id IS NOT NULL GROUP BY user_id, program_id
) AS counted
WHERE enrollments.user_id = counted.user_id AND enrollments.program_id = counted.program_id
  AND enrollments.sessions_completed <> counted.n;
--> statement-breakpoint
UPDATE programs SET sessions_count = counted.n
FROM (SELECT program_id, count(*)::int AS n FROM sessions GROUP BY program_id) AS counted
WHERE programs.id = counted.program_id;
