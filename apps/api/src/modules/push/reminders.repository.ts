import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../lib/db-errors.ts';

export type DueReminder = {
  enrollment_id: number;
  user_id: number;
  program_id: number;
  program_title: string;
  slot: string;
  session_id: number | null;
  session_title: string | null;
};

export const remindersRepository = {
  /**
   * Active enrolments planned on `weekday` with a time slot whose reminder moment (slot start
   * minus the member's `reminder_minutes_before`) falls in the Paris minutes (`from`, `to`], with
   * reminders on and no completion of that programme since `dayStart`; with the session that
   * comes next (after the last one done, by order), in one statement.
   */
  async due(db: Executor, at: { weekday: number; from: number; to: number; dayStart: Date }) {
    return rowsOf<DueReminder>(
      await db.execute(sql`
        select e.id as enrollment_id, e.user_id, e.program_id, p.title as program_title,
          to_char(e.time_slot_start, 'HH24:MI') as slot, next.id as session_id, next.title as session_title
        from enrollments e
        join programs p on p.id = e.program_id
        left join push_preferences pp on pp.user_id = e.user_id
        left join lateral (
          select s.order_index from completions c join sessions s on s.id = c.session_id
          where c.user_id = e.user_id and c.program_id = e.program_id
          order by c.completed_at desc, c.id desc limit 1) last on true
        left join lateral (
          select s.id, s.title from sessions s where s.program_id = e.program_id
          order by (s.order_index <= coalesce(last.order_index, -2147483648))::int, s.order_index, s.id
          limit 1) next on true
        where e.status = 'active' and e.time_slot_start is not null
          and (cardinality(e.training_days) = 0 or ${at.weekday} = any(e.training_days))
          and coalesce(pp.training_reminders, true)
          and (extract(hour from e.time_slot_start)::int * 60 + extract(minute from e.time_slot_start)::int
            - coalesce(pp.reminder_minutes_before, 30)) > ${at.from}
          and (extract(hour from e.time_slot_start)::int * 60 + extract(minute from e.time_slot_start)::int
            - coalesce(pp.reminder_minutes_before, 30)) <= ${at.to}
          and not exists (select 1 from completions c where c.user_id = e.user_id
            and c.program_id = e.program_id and c.completed_at >= ${at.dayStart})
        -- Every planner stores in this order, so two at once queue on the same key, never deadlock.
        order by e.id`),
    );
  },
};
