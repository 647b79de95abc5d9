import { TOAST_TEXTS } from '@elan/domain';
import toast from 'react-hot-toast';
import type { PlayerEvent } from './player-actions.ts';
import { playRestAlert } from './rest-alert.ts';

export const CIRCUIT_COMPLETED_TEXT = TOAST_TEXTS.circuitCompleted;

/** What both players do about the machine's events: sound, vibration, toasts. */
export function onPlayerEvent(event: PlayerEvent): void {
  if (event.type === 'restEnded' || event.type === 'workEnded') playRestAlert({ lateByMs: event.lateByMs });
  if (event.type === 'circuitCompleted') toast.success(CIRCUIT_COMPLETED_TEXT);
  if (event.type === 'orderReset') toast.success(TOAST_TEXTS.orderReset);
}
