import {
  type HeartRateSample,
  type HeartRateZone,
  heartRateZone,
  parseHeartRateMeasurement,
} from '@elan/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { reconnectDelayMs, withReading } from './heart-rate-samples.ts';
import { clearHeartRateSamples, loadHeartRateSamples, saveHeartRateSamples } from './heart-rate-storage.ts';
import { type HeartRateCharacteristic, type HeartRateDevice, webBluetooth } from './web-bluetooth.ts';

export type StrapStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'failed';

/** Samples are written to storage at most this often (each write is the whole list). */
const SAVE_EVERY_MS = 5000;
/** After this many failed reconnections in a row the strap is given up (the member may pair again). */
const RECONNECT_ATTEMPTS_MAX = 8;

type Options = {
  /** The run's storage key: its samples are kept beside it. */
  runKey: string;
  runId: string;
  startedAt: number;
  /** False once the run is finished: readings are no longer kept. */
  isRecording: boolean;
  /** The member's maximum heart rate (their own, else 220 − age), null when unknown. */
  maxHeartRate: number | null;
};

/**
 * A Bluetooth heart-rate strap during a run (issue 33, decision 117): pairs through the Heart Rate
 * service, shows the current bpm and its zone, keeps one sample a second on the device (through
 * reloads), and reconnects by itself with backoff when the strap drops — the gap stays a gap.
 * `isSupported` is false where the browser has no Web Bluetooth: the control is then absent.
 */
export function useHeartRateMonitor({ runKey, runId, startedAt, isRecording, maxHeartRate }: Options) {
  const isSupported = webBluetooth() !== null;
  const [status, setStatus] = useState<StrapStatus>('idle');
  const [bpm, setBpm] = useState<number | null>(null);
  const samplesRef = useRef<readonly HeartRateSample[]>([]);
  const deviceRef = useRef<HeartRateDevice | null>(null);
  const timerRef = useRef<number | undefined>(undefined);
  const lastSaveRef = useRef(0);
  const recordingRef = useRef({ isRecording, startedAt });
  recordingRef.current = { isRecording, startedAt };

  useEffect(() => {
    samplesRef.current = loadHeartRateSamples(runKey, runId);
  }, [runKey, runId]);

  const persist = useCallback(() => {
    saveHeartRateSamples(runKey, runId, [...samplesRef.current]);
    lastSaveRef.current = Date.now();
  }, [runKey, runId]);

  const onMeasurement = useCallback(
    (event: Event) => {
      const value = (event.target as HeartRateCharacteristic | null)?.value;
      const reading = value ? parseHeartRateMeasurement(value) : null;
      if (!reading) return;
      setBpm(reading.contact === false || reading.bpm === 0 ? null : reading.bpm);
      const { isRecording: recording, startedAt: start } = recordingRef.current;
      if (!recording) return;
      const second = Math.floor((Date.now() - start) / 1000);
      samplesRef.current = withReading(samplesRef.current, second, reading);
      if (Date.now() - lastSaveRef.current >= SAVE_EVERY_MS) persist();
    },
    [persist],
  );

  const listen = useCallback(
    async (device: HeartRateDevice) => {
      if (!device.gatt) throw new Error('no GATT server');
      const server = await device.gatt.connect();
      const service = await server.getPrimaryService('heart_rate');
      const characteristic = await service.getCharacteristic('heart_rate_measurement');
      characteristic.addEventListener('characteristicvaluechanged', onMeasurement);
      await characteristic.startNotifications();
    },
    [onMeasurement],
  );

  const reconnect = useCallback(
    (attempt: number) => {
      const device = deviceRef.current;
      if (!device) return;
      if (attempt > RECONNECT_ATTEMPTS_MAX) {
        setStatus('failed');
        return;
      }
      setStatus('reconnecting');
      timerRef.current = window.setTimeout(() => {
        listen(device).then(
          () => setStatus('connected'),
          () => reconnect(attempt + 1),
        );
      }, reconnectDelayMs(attempt));
    },
    [listen],
  );

  const onDisconnected = useCallback(() => {
    setBpm(null);
    persist();
    reconnect(1);
  }, [persist, reconnect]);

  const connect = useCallback(async () => {
    const bluetooth = webBluetooth();
    if (!bluetooth) return;
    setStatus('connecting');
    try {
      const device = await bluetooth.requestDevice({ filters: [{ services: ['heart_rate'] }] });
      deviceRef.current?.removeEventListener('gattserverdisconnected', onDisconnected);
      deviceRef.current = device;
      device.addEventListener('gattserverdisconnected', onDisconnected);
      await listen(device);
      setStatus('connected');
    } catch {
      // The member closed the chooser, or the strap would not answer: they may try again.
      setStatus(deviceRef.current ? 'failed' : 'idle');
    }
  }, [listen, onDisconnected]);

  useEffect(
    () => () => {
      window.clearTimeout(timerRef.current);
      const device = deviceRef.current;
      device?.removeEventListener('gattserverdisconnected', onDisconnected);
      device?.gatt?.disconnect();
    },
    [onDisconnected],
  );

  const zone: HeartRateZone | null = bpm === null ? null : heartRateZone(bpm, maxHeartRate);
  return {
    isSupported,
    status,
    bpm,
    zone,
    connect,
    /** The run's samples so far, written down; called when the run is handed to the summary. */
    takeSamples: (): HeartRateSample[] => {
      persist();
      return [...samplesRef.current];
    },
    clear: () => clearHeartRateSamples(runKey),
  };
}

export type HeartRateMonitor = ReturnType<typeof useHeartRateMonitor>;
