import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target.ts';
import { isInQuietWindow, quietHoursEnd } from './quiet-hours.ts';

const night = { enabled: true, start: '22:00', end: '07:00' };

describe('isInQuietWindow', () => {
  it('traverse minuit quand le début suit la fin', () => {
    expect(isInQuietWindow(22 * 60, '22:00', '07:00')).toBe(true);
    expect(isInQuietWindow(3 * 60, '22:00', '07:00')).toBe(true);
    expect(isInQuietWindow(7 * 60, '22:00', '07:00')).toBe(false);
    expect(isInQuietWindow(12 * 60, '22:00', '07:00')).toBe(false);
  });
  it('fenêtre dans la journée, et vide quand début = fin', () => {
    expect(isInQuietWindow(13 * 60, '12:00', '14:00')).toBe(true);
    expect(isInQuietWindow(14 * 60, '12:00', '14:00')).toBe(false);
    expect(isInQuietWindow(13 * 60, '12:00', '12:00')).toBe(false);
  });
});

describe('quietHoursEnd', () => {
  it("rend la fin de la fenêtre à l'heure de Paris (hiver, UTC+1)", () => {
    // 23:30 Paris on 25 Nov → ends 07:00 Paris on 26 Nov = 06:00Z
    expect(quietHoursEnd(new Date('2026-11-25T22:30:15Z'), night)?.toISOString()).toBe(
      '2026-11-26T06:00:00.000Z',
    );
    // 02:00 Paris → 07:00 the same day
    expect(quietHoursEnd(new Date('2026-11-26T01:00:00Z'), night)?.toISOString()).toBe(
      '2026-11-26T06:00:00.000Z',
    );
  });
  it("l'été (UTC+2), et null hors fenêtre ou désactivée", () => {
    expect(quietHoursEnd(new Date('2026-07-01T21:00:00Z'), night)?.toISOString()).toBe(
      '2026-07-02T05:00:00.000Z',
    );
    expect(quietHoursEnd(new Date('2026-11-25T12:00:00Z'), night)).toBeNull();
    expect(quietHoursEnd(new Date('2026-11-25T22:30:00Z'), { ...night, enabled: false })).toBeNull();
  });
});

describe('notificationTarget', () => {
  it('suit les cibles du §2', () => {
    expect(notificationTarget('badge_unlocked')).toBe('/profile');
    expect(notificationTarget('session_completed', { programId: 4 })).toBe('/programs/4');
    expect(notificationTarget('session_completed')).toBe('/programs');
    expect(notificationTarget('training_reminder')).toBe('/programs');
    expect(notificationTarget('friend_request')).toBe('/friends');
    expect(notificationTarget('friend_accepted')).toBe('/friends');
    expect(notificationTarget('feed_reaction')).toBe('/feed');
    expect(notificationTarget('session_completed', { url: '/feed', programId: 4 })).toBe('/feed');
    expect(notificationTarget('session_completed', { url: '//ailleurs.test' })).toBe('/programs');
    expect(notificationTarget('daily_motivation')).toBe('/dashboard');
    expect(notificationTarget('comment', { completionId: 12 })).toBe('/completion/12');
  });
});
