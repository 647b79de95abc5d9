import { Bluetooth, HeartPulse } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import type { HeartRateMonitor } from './use-heart-rate-monitor.ts';

const STATUS_TEXT = {
  connecting: 'Connexion à la ceinture…',
  reconnecting: 'Ceinture déconnectée : reconnexion…',
  failed: 'Ceinture injoignable',
} as const;

/**
 * The workout header's heart rate (issue 33): « Connecter une ceinture cardio » where the browser
 * has Web Bluetooth (nothing elsewhere), then the current bpm with a heart and its zone (Z1–Z5).
 */
export function HeartRateControl({ monitor }: { monitor: HeartRateMonitor }) {
  if (!monitor.isSupported) return null;
  const { status, bpm, zone } = monitor;
  if (status === 'idle' || status === 'failed') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          className="whitespace-nowrap"
          onClick={() => void monitor.connect()}
        >
          <Bluetooth aria-hidden="true" className="size-4" />
          Connecter une ceinture cardio
        </Button>
        {status === 'failed' && <span className="text-sm text-stone-600">{STATUS_TEXT.failed}</span>}
      </div>
    );
  }
  return (
    <p
      className="inline-flex items-center gap-1.5 rounded-full bg-red-50 px-3 py-1 font-semibold text-red-700 text-sm tabular-nums"
      aria-live="polite"
    >
      <HeartPulse aria-hidden="true" className="size-4" />
      {status === 'connected' && bpm !== null ? (
        <>
          <span>
            {bpm}
            <span className="sr-only"> battements par minute</span>
            <span aria-hidden="true"> bpm</span>
          </span>
          {zone !== null && (
            <span className="rounded-full bg-red-600 px-1.5 text-white text-xs">
              <span className="sr-only">zone </span>Z{zone}
            </span>
          )}
        </>
      ) : (
        <span>{status === 'connected' ? 'Ceinture connectée' : STATUS_TEXT[status]}</span>
      )}
    </p>
  );
}
