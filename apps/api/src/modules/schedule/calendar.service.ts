import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CALENDAR_DAYS,
  type CalendarLink,
  MESSAGES,
  PARIS_TIME_ZONE,
  parisDay,
  plannedDays,
} from '@elan/domain';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical from 'ical-generator';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { calendarRepository as links } from './calendar.repository.ts';
import { scheduleRepository as schedule } from './schedule.repository.ts';

/** 32 random bytes, base64url: 43 characters, the only part of the address that opens the feed. */
const SECRET_BYTES = 32;
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** How often a subscribed calendar is asked to come back (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 6 * 60 * 60;

const sha256 = (secret: string) => createHash('sha256').update(secret).digest();
/** One answer for an unknown, revoked or malformed address: nothing says which (issue 33). */
const notFound = () => new AppError('NOT_FOUND', MESSAGES.calendarNotFound);

type PlannedEvent = {
  uid: string;
  summary: string;
  day: string;
  /** `HH:MM:SS` in Paris, or null: an all-day event (a flexible plan). */
  start: string | null;
  end: string | null;
};

/** The iCalendar text (RFC 5545) of the planned sessions, written by ical-generator (decision 122). */
function calendarText(events: PlannedEvent[], stamp: Date): string {
  const calendar = ical({
    name: 'Élan — mes séances',
    prodId: { company: 'Élan', product: 'agenda', language: 'FR' },
    timezone: { name: PARIS_TIME_ZONE, generator: getVtimezoneComponent },
    ttl: REFRESH_SECONDS,
  });
  for (const event of events) {
    const common = { id: event.uid, summary: event.summary, stamp };
    if (event.start && event.end) {
      // A wall-clock time with TZID Europe/Paris: 18:00 stays 18:00 across the change of time.
      calendar.createEvent({
        ...common,
        start: `${event.day}T${event.start}`,
        end: `${event.day}T${event.end}`,
        timezone: PARIS_TIME_ZONE,
      });
    } else {
      calendar.createEvent({ ...common, start: event.day, allDay: true });
    }
  }
  return calendar.toString();
}

export function createCalendarService(db: Database, now: () => Date = () => new Date()) {
  /** Every active plan's sessions over the next 8 weeks (today first), in three statements. */
  async function plannedEvents(userId: number): Promise<PlannedEvent[]> {
    const today = parisDay(now());
    const plans = await schedule.activePlans(db, userId);
    const programIds = [...new Set(plans.map((plan) => plan.program_id))];
    const [sessionRows, lastRows] = await Promise.all([
      links.sessionsOf(db, programIds),
      schedule.lastCompletions(db, userId, programIds),
    ]);
    return plans.flatMap((plan) => {
      const ordered = sessionRows.filter((session) => session.program_id === plan.program_id);
      const last = lastRows.find((row) => row.program_id === plan.program_id);
      const lastIndex = ordered.findIndex((session) => session.id === last?.session_id);
      const days = plannedDays({
        today,
        days: CALENDAR_DAYS,
        training_days: plan.training_days,
        session_count: ordered.length,
        last_index: lastIndex < 0 ? null : lastIndex,
        is_last_done_today: last !== undefined && parisDay(last.completed_at) === today,
      });
      const isTimed = Boolean(plan.time_slot_start && plan.time_slot_end);
      return days.flatMap(({ day, session_index }) => {
        const session = ordered[session_index];
        if (!session) return [];
        return [
          {
            // Stable per enrolment, session and day: a refreshed feed replaces the event, never doubles it.
            uid: `elan-${plan.enrollment_id}-${session.id}-${day.replaceAll('-', '')}@elan`,
            summary: `${plan.title} — ${session.title}`,
            day,
            start: isTimed ? plan.time_slot_start : null,
            end: isTimed ? plan.time_slot_end : null,
          },
        ];
      });
    });
  }

  return {
    /** A new secret address; the previous one stops working. `origin`: the request's (decision 122). */
    async createLink(userId: number, origin: string): Promise<CalendarLink> {
      const secret = randomBytes(SECRET_BYTES).toString('base64url');
      await links.replaceLink(db, userId, sha256(secret).toString('hex'));
      return { url: `${origin}/api/schedule/calendar/${secret}.ics` };
    },

    async revokeLink(userId: number): Promise<void> {
      await links.deleteLink(db, userId);
    },

    /** The feed of `{secret}.ics`: found by its hash's index, then compared in constant time. */
    async feed(file: string): Promise<string> {
      const secret = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
      if (!SECRET_PATTERN.test(secret)) throw notFound();
      const hash = sha256(secret);
      const link = await links.findByHash(db, hash.toString('hex'));
      if (!link || !timingSafeEqual(Buffer.from(link.secret_hash, 'hex'), hash)) throw notFound();
      return calendarText(await plannedEvents(link.user_id), now());
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
