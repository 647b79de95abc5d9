-- Decision 050 and 107: a coach link decides what a coach may read of a private athlete (their
-- completions' list, kept in memory): its start and its end drop the answers kept for either member.
CREATE TRIGGER coach_links_read_change_notify AFTER INSERT OR UPDATE OR DELETE ON coach_links
  FOR EACH ROW EXECUTE FUNCTION elan_notify_member_change('athlete_id', 'coach_id');
--> statement-breakpoint
CREATE TRIGGER coach_links_read_truncate_notify AFTER TRUNCATE ON coach_links
  FOR EACH STATEMENT EXECUTE FUNCTION elan_notify_read_change('*');
