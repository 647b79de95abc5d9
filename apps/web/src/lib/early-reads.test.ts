import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from '../features/auth/api/get-current-user.ts';
import { getBadgeHistory } from '../features/badges/api/get-badge-history.ts';
import { getBadgeOverview } from '../features/badges/api/get-badge-overview.ts';
import { getMemberStats } from '../features/badges/api/get-member-stats.ts';
import { getWeeklyGoal } from '../features/badges/api/get-weekly-goal.ts';
import { getUserCompletions } from '../features/completions/api/get-user-completions.ts';
import { RECENT_ACTIVITY_LIMIT } from '../features/completions/components/recent-activity-card.tsx';
import { weekStripPage } from '../features/completions/components/week-strip-card.tsx';
import { getUserPrograms } from '../features/enrollments/api/get-user-programs.ts';
import { getNotifications } from '../features/notifications/api/get-notifications.ts';
import { getPrograms } from '../features/programs/api/get-programs.ts';
import { getDailySchedule } from '../features/schedule/api/get-daily-schedule.ts';
import { getWeeklySchedule } from '../features/schedule/api/get-weekly-schedule.ts';
import { getWeeklyStats } from '../features/schedule/api/get-weekly-stats.ts';
import { stubBrowser } from '../test/fake-browser.ts';
import { apiClient } from './api-client.ts';
import { claimEarlyRead, landingReads, startEarlyReads } from './early-reads.ts';

const USER_ID = 7;
const fetchMock = vi.fn<typeof fetch>();
const ok = () => new Response(JSON.stringify({ success: true, data: [] }), { status: 200 });
const requested = () => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  const browser = stubBrowser('/dashboard');
  browser.localStorage.setItem('token', 'abc.def');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => ok());
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('landingReads: the URLs the landing screens’ fetchers request', () => {
  it('/dashboard: the six figures, the agenda, the week strip, the recent activity, the member and the notifications', async () => {
    await Promise.all([
      getUserPrograms({ userId: USER_ID }),
      getWeeklyStats(),
      getBadgeOverview({ userId: USER_ID }),
      getMemberStats({ userId: USER_ID }),
      getBadgeHistory({ userId: USER_ID, limit: 3 }),
      getWeeklyGoal({ userId: USER_ID }),
      getDailySchedule(),
      getUserCompletions({ userId: USER_ID, ...weekStripPage() }),
      getUserCompletions({ userId: USER_ID, limit: RECENT_ACTIVITY_LIMIT }),
      getCurrentUser(),
      getNotifications(),
    ]);
    expect(requested().sort()).toEqual(
      landingReads('/dashboard', USER_ID)
        .map((path) => `/api${path}`)
        .sort(),
    );
  });

  it('/programs: the first page of the list, the week, the member and the notifications', async () => {
    await Promise.all([getPrograms(), getWeeklySchedule(), getCurrentUser(), getNotifications()]);
    expect(requested().sort()).toEqual(
      landingReads('/programs', USER_ID)
        .map((path) => `/api${path}`)
        .sort(),
    );
  });

  it('no other page', () => {
    expect(landingReads('/login', USER_ID)).toEqual([]);
    expect(landingReads('/programs/3', USER_ID)).toEqual([]);
  });
});

describe('startEarlyReads and the API client', () => {
  it('the client’s first GET of the URL takes the read under way, the next one fetches again', async () => {
    startEarlyReads('/api', '/programs', { token: 'abc.def', userId: USER_ID });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer abc.def');

    await getPrograms();
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await getPrograms();
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('a read started with another token is not handed out', () => {
    startEarlyReads('/api', '/programs', { token: 'ancien', userId: USER_ID });
    expect(claimEarlyRead('/api/schedule/weekly', 'abc.def')).toBeUndefined();
    // …nor kept for later.
    expect(claimEarlyRead('/api/schedule/weekly', 'ancien')).toBeUndefined();
  });

  it('signed out, or a failed read nobody claims: nothing started, nothing thrown', async () => {
    startEarlyReads('/api', '/dashboard', null);
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    startEarlyReads('/api', '/programs', { token: 'abc.def', userId: USER_ID });
    // Claimed, the failure is the client's usual network error.
    await expect(apiClient.get('/schedule/weekly')).rejects.toMatchObject({ status: 0 });
  });
});
