-- Decision 050: every Élan process keeps some answers in memory (a programme, the daily agenda, a
-- member's completion list, the feed's pages) and drops them when PostgreSQL tells it, at commit,
-- that what they were read from changed — whoever changed it (the app, another process, an
-- operator's SQL). Payloads: `u:<member id>` for a member's rows, `catalog` for the programmes.
-- PostgreSQL sends one notification per distinct payload per transaction.
CREATE FUNCTION elan_notify_member_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_data record;
BEGIN
  IF TG_OP = 'DELETE' THEN row_data := OLD; ELSE row_data := NEW; END IF;
  PERFORM pg_notify('elan_read_changes', 'u:' || row_data.user_id);
  IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN
    PERFORM pg_notify('elan_read_changes', 'u:' || OLD.user_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION elan_notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('elan_read_changes', 'u:' || OLD.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION elan_notify_connection_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_data record;
BEGIN
  IF TG_OP = 'DELETE' THEN row_data := OLD; ELSE row_data := NEW; END IF;
  PERFORM pg_notify('elan_read_changes', 'u:' || row_data.requester_id);
  PERFORM pg_notify('elan_read_changes', 'u:' || row_data.addressee_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A reaction changes the counts every reader of its event sees: the event's author is notified.
CREATE FUNCTION elan_notify_reaction_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_data record;
  author integer;
BEGIN
  IF TG_OP = 'DELETE' THEN row_data := OLD; ELSE row_data := NEW; END IF;
  SELECT user_id INTO author FROM feed_events WHERE id = row_data.event_id;
  IF author IS NOT NULL THEN
    PERFORM pg_notify('elan_read_changes', 'u:' || author);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION elan_notify_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('elan_read_changes', 'catalog');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER completions_read_change_notify AFTER INSERT OR UPDATE OR DELETE ON completions
  FOR EACH ROW EXECUTE FUNCTION elan_notify_member_change();
--> statement-breakpoint
CREATE TRIGGER enrollments_read_change_notify AFTER INSERT OR UPDATE OR DELETE ON enrollments
  FOR EACH ROW EXECUTE FUNCTION elan_notify_member_change();
--> statement-breakpoint
CREATE TRIGGER feed_events_read_change_notify AFTER INSERT OR UPDATE OR DELETE ON feed_events
  FOR EACH ROW EXECUTE FUNCTION elan_notify_member_change();
--> statement-breakpoint
CREATE TRIGGER feed_reactions_read_change_notify AFTER INSERT OR UPDATE OR DELETE ON feed_reactions
  FOR EACH ROW EXECUTE FUNCTION elan_notify_reaction_change();
--> statement-breakpoint
CREATE TRIGGER connections_read_change_notify AFTER INSERT OR UPDATE OR DELETE ON connections
  FOR EACH ROW EXECUTE FUNCTION elan_notify_connection_change();
--> statement-breakpoint
CREATE TRIGGER users_read_change_notify AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION elan_notify_user_change();
--> statement-breakpoint
-- A new programme is in nobody's answer yet; its sessions, edits and deletion are.
CREATE TRIGGER programs_read_change_notify AFTER UPDATE OR DELETE ON programs
  FOR EACH STATEMENT EXECUTE FUNCTION elan_notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER sessions_read_change_notify AFTER INSERT OR UPDATE OR DELETE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION elan_notify_catalog_change();
