import {
  addDays,
  estimatedSessionMinutes,
  isDeloadWeek,
  type NextSession,
  parisClock,
  parisDay,
  parisDayStart,
  parisWeekStart,
  type ScheduledItem,
  type WeeklyScheduleEntry,
  type WeeklyStats,
} from '@elan/domain';
import type { Database } from '../../db/client.ts';
import { scheduleRepository as repo, type SessionRef } from './schedule.repository.ts';

/**
 * The session after the last completed one by order_index, cycling back to the first;
 * the first session when none is done yet.
 */
export function nextSessionAfter<T extends SessionRef>(
  ordered: T[],
  lastSessionId: number | null | undefined,
) {
  if (ordered.length === 0) return undefined;
  const lastIndex = ordered.findIndex((session) => session.id === lastSessionId);
  return ordered[(lastIndex + 1) % ordered.length];
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function createScheduleService(db: Database, now: () => Date = () => new Date()) {
  return {
    async daily(userId: number): Promise<ScheduledItem[]> {
      const current = now();
      const today = parisDay(current);
      const { weekday } = parisClock(current);
      // One statement picks each plan's session and counts it (decision 048).
      const rows = await repo.dailyAgenda(db, userId, {
        weekday,
        start: parisDayStart(today),
        end: parisDayStart(addDays(today, 1)),
      });
      return rows.map((row) => ({
        program_id: row.program_id,
        program_title: row.program_title,
        session_id: row.session_id,
        session_title: row.session_title,
        is_time_specific: Boolean(row.time_slot_start && row.time_slot_end),
        time_slot_start: row.time_slot_start,
        time_slot_end: row.time_slot_end,
        target_duration_minutes: row.target_duration_minutes,
        completed_today: row.completed_today,
        completion_count: row.completion_count,
        exercise_count: row.exercise_count,
        estimated_minutes: estimatedSessionMinutes(row.work_seconds),
        deload: isDeloadWeek(row.enrolled_at, current, row.deload_every_weeks),
      }));
    },

    async weekly(userId: number): Promise<WeeklyScheduleEntry[]> {
      const weekStart = parisDayStart(parisWeekStart(now()));
      const [plans, counts] = await Promise.all([
        repo.activePlans(db, userId),
        repo.countsSince(db, userId, weekStart),
      ]);
      const countByProgram = new Map(counts.map((row) => [row.program_id, row.count]));
      return plans.map((plan) => ({
        program_id: plan.program_id,
        title: plan.title,
        image_url: plan.image_url,
        is_time_specific: Boolean(plan.time_slot_start && plan.time_slot_end),
        time_slot_start: plan.time_slot_start,
        time_slot_end: plan.time_slot_end,
        sessions_per_week: plan.sessions_per_week,
        sessions_completed_this_week: countByProgram.get(plan.program_id) ?? 0,
        training_days: plan.training_days,
      }));
    },

    async nextSession(userId: number, programId: number): Promise<NextSession> {
      const current = now();
      const weekStart = parisDayStart(parisWeekStart(current));
      // Three index-backed statements at once, whatever the number of sessions (issue 29).
      const [sessionRows, lastRows, doneThisWeek] = await Promise.all([
        repo.sessionsWithWorkOf(db, userId, programId),
        repo.lastCompletions(db, userId, [programId]),
        repo.sessionsDoneSince(db, userId, programId, weekStart),
      ]);
      const next = nextSessionAfter(sessionRows, lastRows[0]?.session_id);
      return next
        ? {
            session_id: next.id,
            session_title: next.title,
            order_index: next.order_index,
            program_id: programId,
            exercise_count: next.exercise_count,
            estimated_minutes: estimatedSessionMinutes(next.seconds),
            done_this_week: doneThisWeek.filter((id) => sessionRows.some((session) => session.id === id)),
            deload:
              next.enrolled_at !== null && isDeloadWeek(next.enrolled_at, current, next.deload_every_weeks),
          }
        : null;
    },

    /** Spec §9: 'this week' is the last 7 days (10 080 minutes). */
    async weeklyStats(userId: number): Promise<WeeklyStats> {
      const totals = await repo.totalsSince(db, userId, new Date(now().getTime() - WEEK_MS));
      return {
        sessions_this_week: totals.sessions,
        total_minutes_this_week: totals.minutes,
        programs_active_this_week: totals.programs,
        calories_this_week: totals.calories,
      };
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
