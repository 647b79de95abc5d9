/**
 * Heart rate from a Bluetooth strap (issue 33): the standard Heart Rate service's measurement
 * (characteristic 0x2A37, Bluetooth SIG « Heart Rate Service 1.0 », § 3.1), the training zones and
 * the summary of a session's samples.
 */

/** What one 0x2A37 notification says. */
export type HeartRateMeasurement = {
  bpm: number;
  /** True: the strap touches the skin; false: contact lost; null: the strap cannot tell. */
  contact: boolean | null;
  /** RR intervals (time between two beats), milliseconds. */
  rr_ms: number[];
};

const FLAG_UINT16 = 0x01;
const FLAG_CONTACT_DETECTED = 0x02;
const FLAG_CONTACT_SUPPORTED = 0x04;
const FLAG_ENERGY_EXPENDED = 0x08;
const FLAG_RR_INTERVALS = 0x10;

/**
 * Parses one Heart Rate Measurement value (little-endian): flags, then the rate on 8 or 16 bits
 * (bit 0), the energy expended (2 bytes, bit 3, skipped), then RR intervals in 1/1024 s (bit 4).
 * Bits 1–2: contact supported and detected. Null when the value is too short to hold a rate.
 */
export function parseHeartRateMeasurement(value: DataView | Uint8Array): HeartRateMeasurement | null {
  const view =
    value instanceof DataView ? value : new DataView(value.buffer, value.byteOffset, value.byteLength);
  if (view.byteLength < 2) return null;
  const flags = view.getUint8(0);
  const isWide = (flags & FLAG_UINT16) !== 0;
  if (isWide && view.byteLength < 3) return null;
  const bpm = isWide ? view.getUint16(1, true) : view.getUint8(1);
  let offset = isWide ? 3 : 2;
  const contact = (flags & FLAG_CONTACT_SUPPORTED) !== 0 ? (flags & FLAG_CONTACT_DETECTED) !== 0 : null;
  if ((flags & FLAG_ENERGY_EXPENDED) !== 0) offset += 2;
  const rr_ms: number[] = [];
  if ((flags & FLAG_RR_INTERVALS) !== 0) {
    for (; offset + 1 < view.byteLength; offset += 2) {
      rr_ms.push(Math.round((view.getUint16(offset, true) * 1000) / 1024));
    }
  }
  return { bpm, contact, rr_ms };
}

/** A member's maximum heart rate: their own value, else 220 − age, else null (age unknown). */
export function maxHeartRateOf(
  own: number | null | undefined,
  age: number | null | undefined,
): number | null {
  if (own) return own;
  if (age == null || age <= 0) return null;
  return 220 - age;
}

export type HeartRateZone = 1 | 2 | 3 | 4 | 5;

/**
 * The five classic zones by share of the maximum: Z1 under 60 %, Z2 60–70 %, Z3 70–80 %,
 * Z4 80–90 %, Z5 from 90 % (decision 117). Null without a maximum.
 */
export function heartRateZone(bpm: number, maxHeartRate: number | null): HeartRateZone | null {
  if (!maxHeartRate) return null;
  const share = bpm / maxHeartRate;
  if (share < 0.6) return 1;
  if (share < 0.7) return 2;
  if (share < 0.8) return 3;
  if (share < 0.9) return 4;
  return 5;
}

/** One sample: seconds since the session started, beats per minute. */
export type HeartRateSample = [second: number, bpm: number];

/** Average (rounded) and maximum of samples; null when there are none. */
export function summariseHeartRate(
  samples: readonly HeartRateSample[],
): { average: number; max: number } | null {
  if (samples.length === 0) return null;
  let sum = 0;
  let max = 0;
  for (const [, bpm] of samples) {
    sum += bpm;
    if (bpm > max) max = bpm;
  }
  return { average: Math.round(sum / samples.length), max };
}

/** Whole years between a birthdate (YYYY-MM-DD) and a day (YYYY-MM-DD); null without birthdate. */
export function ageOn(birthdate: string | null | undefined, day: string): number | null {
  if (!birthdate) return null;
  const [by, bm, bd] = birthdate.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  if (!by || !bm || !bd || !y || !m || !d) return null;
  const age = y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
  return age >= 0 ? age : null;
}
