import { PUSH_TEXTS } from '@elan/domain';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * GET /api/push/vapid-public-key, read when the member enables push. Spec §5: no key means
 * « Clé VAPID non disponible ».
 */
export async function getVapidPublicKey(): Promise<string> {
  try {
    const { publicKey } = await apiClient.get<{ publicKey?: string }>('/push/vapid-public-key');
    if (publicKey) return publicKey;
  } catch (error) {
    console.error('Clé VAPID introuvable', error);
  }
  throw new Error(PUSH_TEXTS.vapidUnavailable);
}
