import {
  DAILY_MOTIVATION_MESSAGES,
  NOTIFICATION_TEXTS,
  parisClock,
  parisDay,
  parisDayStart,
} from '@elan/domain';
import type { Database } from '../db/client.ts';
import { notificationsRepository } from '../modules/push/notifications.repository.ts';
import type { Notifier } from '../modules/push/notifier.ts';
import { remindersRepository } from '../modules/push/reminders.repository.ts';

/** A planner run looks back this far, so a late or missed cron tick still reminds (once). */
const LOOK_BACK_MINUTES = 5;

/**
 * The training reminders due now (Paris), each stored once per enrolment and day whatever the
 * number of planners running (the notification's dedupe key is unique), then queued for push.
 * A reminder moment before midnight of the slot's day (a 00:30 slot, 60 minutes before) is not sent.
 */
export async function planTrainingReminders(db: Database, notifier: Notifier, now: Date) {
  const today = parisDay(now);
  const { minutes, weekday } = parisClock(now);
  const due = await remindersRepository.due(db, {
    weekday,
    from: minutes - LOOK_BACK_MINUTES,
    to: minutes,
    dayStart: parisDayStart(today),
  });
  // One transaction for the minute (one commit, not one per reminder): if it fails, the next
  // ticks' look-back plans the same reminders again, and the dedupe keys keep them once.
  return db.transaction(async (tx) => {
    let stored = 0;
    for (const reminder of due) {
      const rows = await notifier.toMember(tx, reminder.user_id, {
        type: 'training_reminder',
        ...NOTIFICATION_TEXTS.trainingReminder(
          reminder.session_title ?? 'Votre séance',
          reminder.program_title,
          reminder.slot,
        ),
        data: {
          programId: reminder.program_id,
          ...(reminder.session_id ? { sessionId: reminder.session_id } : {}),
        },
        dedupeKey: `reminder:${reminder.enrollment_id}:${today}`,
      });
      stored += rows.length;
    }
    return stored;
  });
}

/** The message of a Paris day: the same for everyone that day, another the next. */
export function motivationOf(day: string): string {
  const dayNumber = Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
  return DAILY_MOTIVATION_MESSAGES[dayNumber % DAILY_MOTIVATION_MESSAGES.length] ?? '';
}

/** The daily motivation: one per member who wants it, never twice the same Paris day. */
export async function sendDailyMotivation(db: Database, notifier: Notifier, now: Date) {
  const today = parisDay(now);
  const stored = await db.transaction((tx) =>
    notifier.store(tx, notificationsRepository.everyMember(), {
      type: 'daily_motivation',
      ...NOTIFICATION_TEXTS.dailyMotivation(motivationOf(today)),
      dedupeKey: `motivation:${today}`,
    }),
  );
  return stored.length;
}
