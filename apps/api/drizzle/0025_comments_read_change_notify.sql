-- Issue 34 (decision 111): a workout card's comment count is part of the feed pages kept in memory
-- (decision 050). A comment written, changed or removed notifies its completion's author, whose card
-- every reader's page shows (the writer — a coach, a friend — may be no source of that page).
CREATE FUNCTION elan_notify_comment_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('elan_read_changes', 'u:' || user_id) FROM completions WHERE id = OLD.completion_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('elan_read_changes', 'u:' || user_id) FROM completions WHERE id = NEW.completion_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER completion_comments_read_change_notify AFTER INSERT OR UPDATE OR DELETE ON completion_comments
  FOR EACH ROW EXECUTE FUNCTION elan_notify_comment_change();
--> statement-breakpoint
CREATE TRIGGER completion_comments_read_truncate_notify AFTER TRUNCATE ON completion_comments
  FOR EACH STATEMENT EXECUTE FUNCTION elan_notify_read_change('*');
