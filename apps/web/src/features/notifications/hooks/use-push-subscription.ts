import { PUSH_TEXTS } from '@elan/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { pushStatsQueryOptions } from '../api/get-push-stats.ts';
import { getVapidPublicKey } from '../api/get-vapid-public-key.ts';
import { deleteSubscription, saveSubscription } from '../api/push-subscriptions.ts';
import { currentPushSubscription, subscribeThisBrowser, subscriptionBody } from '../push-browser.ts';
import { currentPushEnvironment, type PushSupport, pushSupport } from '../push-support.ts';

export type PushPermission = NotificationPermission | 'unknown';

function readPermission(): PushPermission {
  return typeof Notification === 'undefined' ? 'unknown' : Notification.permission;
}

/**
 * Spec §4 Push: subscribed or not, permission default, granted or denied. Enabling asks
 * permission, fetches the VAPID key, subscribes through the service worker and posts the
 * subscription; disabling unsubscribes here and on the server. Spec §8 texts as toasts.
 */
export function usePushSubscription() {
  const queryClient = useQueryClient();
  const [support] = useState<PushSupport>(() => pushSupport(currentPushEnvironment()));
  const [permission, setPermission] = useState<PushPermission>(readPermission);
  const [subscription, setSubscription] = useState<PushSubscription | null>(null);
  const [isLoading, setIsLoading] = useState(support === 'supported');
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    if (support !== 'supported') return;
    let isCurrent = true;
    currentPushSubscription()
      .then((found) => isCurrent && setSubscription(found))
      .catch((error) => console.error('Abonnement push illisible', error))
      .finally(() => isCurrent && setIsLoading(false));
    return () => {
      isCurrent = false;
    };
  }, [support]);

  const run = useCallback(
    async (action: () => Promise<PushSubscription | null>, successText: string) => {
      setIsBusy(true);
      try {
        setSubscription(await action());
        toast.success(successText, { icon: null });
        await queryClient.invalidateQueries({ queryKey: pushStatsQueryOptions().queryKey });
      } catch (error) {
        console.error('Échec de la mise à jour de l’abonnement push', error);
        toast.error(PUSH_TEXTS.error(getErrorMessage(error)), { icon: null });
      } finally {
        setPermission(readPermission());
        setIsBusy(false);
      }
    },
    [queryClient],
  );

  const enable = useCallback(
    () =>
      run(async () => {
        if (support !== 'supported') throw new Error(PUSH_TEXTS.unsupported);
        const created = await subscribeThisBrowser(getVapidPublicKey);
        await saveSubscription(subscriptionBody(created));
        return created;
      }, PUSH_TEXTS.enabled),
    [run, support],
  );

  const disable = useCallback(
    () =>
      run(async () => {
        if (!subscription) return null;
        const { endpoint } = subscription;
        // The server first: if it refuses, this browser stays subscribed and says so.
        await deleteSubscription(endpoint);
        await subscription.unsubscribe();
        return null;
      }, PUSH_TEXTS.disabled),
    [run, subscription],
  );

  return { support, permission, isEnabled: subscription !== null, isLoading, isBusy, enable, disable };
}
