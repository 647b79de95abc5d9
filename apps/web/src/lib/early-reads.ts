/**
 * The API reads a signed-in first visit of a landing screen (/dashboard, /programs) starts from the
 * entry, while the route's chunks are still downloading, instead of once the screen has rendered
 * (decision 043). Each is handed once to the API client's first GET of the same URL with the same
 * token; one nobody asks for within a few seconds is dropped.
 *
 * The paths are written out here (the fetchers live in the route chunks, with React Query):
 * `early-reads.test.ts` checks them against what the fetchers request.
 */

import { weekStripSince } from '@elan/domain';

type EarlyRead = { token: string; response: Promise<Response> };

const reads = new Map<string, EarlyRead>();

/** An unclaimed read is forgotten after this long: the screen asks well before it. */
const UNCLAIMED_MS = 10_000;

/** The reads every signed-in screen makes: the session refresh and the shell's notification bell. */
const shellReads = ['/users/me', '/push/notifications?limit=20'];

/** The reads of each landing screen's first render, as the API client writes their URLs. */
export function landingReads(pathname: string, userId: number): string[] {
  if (pathname === '/dashboard')
    return [
      `/enrollments/user/${userId}/programs`,
      '/schedule/weekly-stats',
      `/badges/user/${userId}/overview`,
      `/badges/user/${userId}/stats`,
      `/badges/user/${userId}/history?limit=3`,
      `/badges/user/${userId}/weekly-goal`,
      '/schedule/daily',
      // The week strip's 7 days and the recent activity's 5 (decision 042).
      `/completions/user/${userId}?${new URLSearchParams({ limit: '100', since: weekStripSince() })}`,
      `/completions/user/${userId}?limit=5`,
      ...shellReads,
    ];
  if (pathname === '/programs') return ['/programs?limit=24&offset=0', '/schedule/weekly', ...shellReads];
  return [];
}

/** Starts the landing screen's reads for a stored session; nothing for another page or signed out. */
export function startEarlyReads(
  baseUrl: string,
  pathname: string,
  session: { token: string; userId: number } | null,
): void {
  if (!session || typeof fetch === 'undefined') return;
  const { token } = session;
  for (const path of landingReads(pathname, session.userId)) {
    const url = `${baseUrl}${path}`;
    const response = fetch(url, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    // A read that fails and is never claimed must not surface as an unhandled rejection.
    void response.catch(() => undefined);
    reads.set(url, { token, response });
    setTimeout(() => {
      if (reads.get(url)?.response === response) reads.delete(url);
    }, UNCLAIMED_MS);
  }
}

/** The early read of `url` made with `token`, once; undefined when there is none. */
export function claimEarlyRead(url: string, token: string | null): Promise<Response> | undefined {
  const read = reads.get(url);
  if (!read) return undefined;
  reads.delete(url);
  return read.token === token ? read.response : undefined;
}
