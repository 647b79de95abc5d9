-- Decision 041: every Élan process keeps the members' token versions in memory and forgets one
-- when PostgreSQL tells it, at commit, that the version changed or the member is gone — whoever
-- changed it (the app, another process, an operator's SQL).
CREATE FUNCTION elan_notify_token_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('elan_token_changes', OLD.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_token_change_notify
  AFTER UPDATE OF token_version, is_system OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION elan_notify_token_change();
