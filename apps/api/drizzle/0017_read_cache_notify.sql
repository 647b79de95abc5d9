-- Decision 050: every Élan process keeps some answers in memory (a programme, the daily agenda, a
-- member's completion list, the feed's pages) and drops them when PostgreSQL tells it, at commit,
-- that what they were read from changed — whoever changed it (the app, another process, an
-- operator's SQL). Payloads on `elan_read_changes`: `u:<member id>` for a member's rows, `catalog`
-- for the programmes, `*` (drop everything) for a TRUNCATE. PostgreSQL sends one notification per
-- distinct payload per transaction.

-- The members named by the row's columns listed as the trigger's arguments, before and after.
CREATE FUNCTION elan_notify_member_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member_column text;
BEGIN
  FOREACH member_column IN ARRAY TG_ARGV LOOP
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('elan_read_changes', 'u:' || (to_jsonb(OLD) ->> member_column));
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('elan_read_changes', 'u:' || (to_jsonb(NEW) ->> member_column));
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A reaction changes the counts every reader of its event sees: the event's author is notified.
CREATE FUNCTION elan_notify_reaction_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('elan_read_changes', 'u:' || user_id) FROM feed_events WHERE id = OLD.event_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('elan_read_changes', 'u:' || user_id) FROM feed_events WHERE id = NEW.event_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The trigger's one argument as the payload (`catalog`, `*`).
CREATE FUNCTION elan_notify_read_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('elan_read_changes', TG_ARGV[0]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER completions_read_change_notify AFTER INSERT OR UPDATE OR DELETE ON completions
  FOR EACH ROW EXECUTE FUNCTION elan_notify_member_change('user_id');
--> statement-breakpoint
CREATE TRIGGER enrollments_read_change_notify AFTER INSERT OR UPDATE OR DELETE ON enrollments
  FOR EACH ROW EXECUTE FUNCTION elan_notify_member_change('user_id');
--> statement-breakpoint
CREATE TRIGGER feed_events_read_change_notify AFTER INSERT OR UPDATE OR DELETE ON feed_events
  FOR EACH ROW EXECUTE FUNCTION elan_notify_member_change('user_id');
--> statement-breakpoint
CREATE TRIGGER connections_read_change_notify AFTER INSERT OR UPDATE OR DELETE ON connections
  FOR EACH ROW EXECUTE FUNCTION elan_notify_member_change('requester_id', 'addressee_id');
--> statement-breakpoint
CREATE TRIGGER users_read_change_notify AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION elan_notify_member_change('id');
--> statement-breakpoint
CREATE TRIGGER feed_reactions_read_change_notify AFTER INSERT OR UPDATE OR DELETE ON feed_reactions
  FOR EACH ROW EXECUTE FUNCTION elan_notify_reaction_change();
--> statement-breakpoint
-- A new programme is in nobody's answer yet; its sessions, edits and deletion are.
CREATE TRIGGER programs_read_change_notify AFTER UPDATE OR DELETE ON programs
  FOR EACH STATEMENT EXECUTE FUNCTION elan_notify_read_change('catalog');
--> statement-breakpoint
CREATE TRIGGER sessions_read_change_notify AFTER INSERT OR UPDATE OR DELETE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION elan_notify_read_change('catalog');
--> statement-breakpoint
DO $$
DECLARE
  table_name text;
BEGIN
  FOREACH table_name IN ARRAY ARRAY['completions', 'enrollments', 'feed_events', 'feed_reactions',
      'connections', 'users', 'programs', 'sessions'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT '
      'EXECUTE FUNCTION elan_notify_read_change(%L)', table_name || '_read_truncate_notify', table_name, '*');
  END LOOP;
END;
$$;
