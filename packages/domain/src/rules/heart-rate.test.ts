import { describe, expect, it } from 'vitest';
import {
  ageOn,
  heartRateZone,
  maxHeartRateOf,
  parseHeartRateMeasurement,
  summariseHeartRate,
} from './heart-rate.ts';

const bytes = (hex: string) => Uint8Array.from(hex.split(' ').map((pair) => Number.parseInt(pair, 16)));

describe('mesure de fréquence cardiaque 0x2A37', () => {
  it('valeur sur 8 bits, contact non géré (flags 0x00)', () => {
    // A Polar H10 notification without RR: 00 48 → 72 bpm.
    expect(parseHeartRateMeasurement(bytes('00 48'))).toEqual({ bpm: 72, contact: null, rr_ms: [] });
  });

  it('valeur sur 16 bits (flags 0x01)', () => {
    // 01 2C 01 → 0x012C = 300 (a 16-bit value); 01 8C 00 → 140.
    expect(parseHeartRateMeasurement(bytes('01 2c 01'))?.bpm).toBe(300);
    expect(parseHeartRateMeasurement(bytes('01 8c 00'))).toEqual({ bpm: 140, contact: null, rr_ms: [] });
  });

  it('contact détecté, avec intervalles RR en 1/1024 s (flags 0x16)', () => {
    // 16 = RR present + contact supported + detected; 75 bpm; RR 0x0339 = 825/1024 s, 0x0348 = 840/1024 s.
    expect(parseHeartRateMeasurement(bytes('16 4b 39 03 48 03'))).toEqual({
      bpm: 75,
      contact: true,
      rr_ms: [806, 820],
    });
  });

  it('contact perdu (flags 0x04 : géré, non détecté)', () => {
    expect(parseHeartRateMeasurement(bytes('04 00'))).toEqual({ bpm: 0, contact: false, rr_ms: [] });
  });

  it('énergie dépensée présente : ses 2 octets sont sautés avant les RR (flags 0x19)', () => {
    // 19 = 16-bit + energy + RR; 0x0082 = 130 bpm; energy 0x0100; RR 0x0200 = 512/1024 s = 500 ms.
    expect(parseHeartRateMeasurement(bytes('19 82 00 00 01 00 02'))).toEqual({
      bpm: 130,
      contact: null,
      rr_ms: [500],
    });
  });

  it('lit un DataView décalé et refuse une valeur trop courte', () => {
    const buffer = bytes('ff 00 5a').buffer;
    expect(parseHeartRateMeasurement(new DataView(buffer, 1))?.bpm).toBe(90);
    expect(parseHeartRateMeasurement(bytes('00'))).toBeNull();
    expect(parseHeartRateMeasurement(bytes('01 8c'))).toBeNull();
  });
});

describe('zones et maximum', () => {
  it('le maximum du membre, sinon 220 − âge, sinon rien', () => {
    expect(maxHeartRateOf(185, 30)).toBe(185);
    expect(maxHeartRateOf(null, 30)).toBe(190);
    expect(maxHeartRateOf(null, null)).toBeNull();
  });

  it.each([
    [113, 1],
    [114, 2],
    [133, 3],
    [152, 4],
    [171, 5],
    [200, 5],
  ] as const)('%i bpm pour un max de 190 → Z%i', (bpm, zone) => {
    expect(heartRateZone(bpm, 190)).toBe(zone);
  });

  it('sans maximum, pas de zone', () => {
    expect(heartRateZone(150, null)).toBeNull();
  });

  it('moyenne arrondie et maximum des mesures', () => {
    expect(
      summariseHeartRate([
        [0, 100],
        [5, 121],
        [10, 140],
      ]),
    ).toEqual({ average: 120, max: 140 });
    expect(summariseHeartRate([])).toBeNull();
  });

  it('âge en années révolues', () => {
    expect(ageOn('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageOn('1990-06-15', '2026-06-15')).toBe(36);
    expect(ageOn(null, '2026-06-15')).toBeNull();
  });
});
