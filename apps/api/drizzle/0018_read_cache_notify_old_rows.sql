-- Decision 050, completed: a connection or a reaction moved by an UPDATE (an operator's SQL; the
-- app never does) also notifies the members it was moved from, and a TRUNCATE of any table behind
-- a kept answer notifies `*` (every process drops everything it keeps).
CREATE OR REPLACE FUNCTION elan_notify_connection_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('elan_read_changes', 'u:' || OLD.requester_id);
    PERFORM pg_notify('elan_read_changes', 'u:' || OLD.addressee_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('elan_read_changes', 'u:' || NEW.requester_id);
    PERFORM pg_notify('elan_read_changes', 'u:' || NEW.addressee_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION elan_notify_reaction_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  author integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT user_id INTO author FROM feed_events WHERE id = OLD.event_id;
    IF author IS NOT NULL THEN
      PERFORM pg_notify('elan_read_changes', 'u:' || author);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT user_id INTO author FROM feed_events WHERE id = NEW.event_id;
    IF author IS NOT NULL THEN
      PERFORM pg_notify('elan_read_changes', 'u:' || author);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION elan_notify_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('elan_read_changes', '*');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER completions_read_truncate_notify AFTER TRUNCATE ON completions
  FOR EACH STATEMENT EXECUTE FUNCTION elan_notify_truncate();
--> statement-breakpoint
CREATE TRIGGER enrollments_read_truncate_notify AFTER TRUNCATE ON enrollments
  FOR EACH STATEMENT EXECUTE FUNCTION elan_notify_truncate();
--> statement-breakpoint
CREATE TRIGGER feed_events_read_truncate_notify AFTER TRUNCATE ON feed_events
  FOR EACH STATEMENT EXECUTE FUNCTION elan_notify_truncate();
--> statement-breakpoint
CREATE TRIGGER feed_reactions_read_truncate_notify AFTER TRUNCATE ON feed_reactions
  FOR EACH STATEMENT EXECUTE FUNCTION elan_notify_truncate();
--> statement-breakpoint
CREATE TRIGGER connections_read_truncate_notify AFTER TRUNCATE ON connections
  FOR EACH STATEMENT EXECUTE FUNCTION elan_notify_truncate();
--> statement-breakpoint
CREATE TRIGGER users_read_truncate_notify AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION elan_notify_truncate();
--> statement-breakpoint
CREATE TRIGGER programs_read_truncate_notify AFTER TRUNCATE ON programs
  FOR EACH STATEMENT EXECUTE FUNCTION elan_notify_truncate();
--> statement-breakpoint
CREATE TRIGGER sessions_read_truncate_notify AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION elan_notify_truncate();
