import { getErrorMessage, socialApiClient } from '../../../lib/api-client.ts';

export type UnlockFeedBody = { sessionCompletionId: number; message: string; emoji: string };
export type UnlockFeedResult = { streak: number };

/**
 * POST /social/feed/unlock (social API): records today's unlock and posts the session_completed
 * event. Spec §8: a failure is only logged and the circle card stays absent. Logged as info, not
 * as an error: until the social backend exists this call fails after every session, as expected.
 */
export async function unlockFeed(body: UnlockFeedBody): Promise<UnlockFeedResult | null> {
  try {
    const data = await socialApiClient.post<Partial<UnlockFeedResult> | undefined>(
      '/social/feed/unlock',
      body,
    );
    return { streak: typeof data?.streak === 'number' ? data.streak : 0 };
  } catch (error) {
    console.info('Cercle non déverrouillé (service social indisponible) :', getErrorMessage(error));
    return null;
  }
}
