import { timeToMinutes } from './time.ts';

export type AgendaState = 'completed' | 'now' | 'passed' | 'neutral';

/**
 * Spec §4 agenda entry colour: completed today green; inside the slot orange; slot passed grey;
 * otherwise neutral. "Now" is between start and end inclusive, in minutes of the day.
 */
export function agendaState(entry: {
  completedToday: boolean;
  start: string | null;
  end: string | null;
  nowMinutes: number;
}): AgendaState {
  if (entry.completedToday) return 'completed';
  if (!entry.start || !entry.end) return 'neutral';
  const start = timeToMinutes(entry.start);
  const end = timeToMinutes(entry.end);
  if (entry.nowMinutes >= start && entry.nowMinutes <= end) return 'now';
  if (entry.nowMinutes > end) return 'passed';
  return 'neutral';
}

/** Spec §9: weekly progress = completed / sessions per week, capped at 100 %. */
export function weeklyProgressPercent(completed: number, sessionsPerWeek: number): number {
  if (sessionsPerWeek <= 0) return 0;
  return Math.min(100, Math.round((completed / sessionsPerWeek) * 100));
}

/** Programme progress = completed / total sessions, 0 when there are no sessions (spec §2). */
export function programProgressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((completed / total) * 100));
}

/** Seconds a repetition takes, for a session's estimate (issue 29, « Today first »; decision 069). */
export const SECONDS_PER_REP = 3;

/**
 * A session's estimated minutes from its exercises' total seconds — each set's work (its
 * duration, or its reps × SECONDS_PER_REP) plus its rest — rounded up; 0 for an empty session.
 */
export function estimatedSessionMinutes(totalSeconds: number): number {
  if (totalSeconds <= 0) return 0;
  return Math.ceil(totalSeconds / 60);
}
