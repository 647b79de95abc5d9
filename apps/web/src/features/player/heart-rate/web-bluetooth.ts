/**
 * The little of Web Bluetooth the player uses (the standard Heart Rate service), typed here: the
 * DOM library has no Web Bluetooth types. Present in Chrome on Android and computers, absent
 * elsewhere (Safari, Firefox): the control is then not shown at all.
 */
export type HeartRateCharacteristic = EventTarget & {
  value?: DataView | null;
  startNotifications(): Promise<unknown>;
};
type GattService = { getCharacteristic(name: 'heart_rate_measurement'): Promise<HeartRateCharacteristic> };
type GattServer = {
  connected: boolean;
  connect(): Promise<GattServer>;
  disconnect(): void;
  getPrimaryService(name: 'heart_rate'): Promise<GattService>;
};
export type HeartRateDevice = EventTarget & { name?: string; gatt?: GattServer };
type Bluetooth = {
  requestDevice(options: { filters: { services: string[] }[] }): Promise<HeartRateDevice>;
};

/** The browser's Bluetooth, or null where it does not exist. */
export function webBluetooth(): Bluetooth | null {
  if (typeof navigator === 'undefined' || !('bluetooth' in navigator)) return null;
  const bluetooth = (navigator as Navigator & { bluetooth?: Bluetooth }).bluetooth;
  return bluetooth ?? null;
}
