import { useOutboxSync } from '../use-outbox.ts';

/** Mounted in the signed-in shell: sends the offline outbox on start and when the network returns. */
export function OutboxSync({ userId }: { userId: number }) {
  useOutboxSync(userId);
  return null;
}
