import type { PushSubscriptionInput } from '@elan/domain';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/push/subscribe {subscription}: the browser's `PushSubscription.toJSON()`. */
export function saveSubscription(subscription: PushSubscriptionInput): Promise<unknown> {
  return apiClient.post('/push/subscribe', { subscription });
}

/** POST /api/push/unsubscribe {endpoint} */
export function deleteSubscription(endpoint: string): Promise<unknown> {
  return apiClient.post('/push/unsubscribe', { endpoint });
}
