/**
 * The plate calculator (issue 13): which plates go on each side of the bar for a load, from the
 * member's bar and plate set, and the nearest loadable weight when the exact one is not.
 */

export const BAR_WEIGHTS_KG = [20, 15, 10] as const;
export type BarWeight = (typeof BAR_WEIGHTS_KG)[number];
/** The plates a gym usually has, and the default set (every one of them, in pairs). */
export const PLATE_WEIGHTS_KG = [25, 20, 15, 10, 5, 2.5, 1.25] as const;

export type PlateLoad = {
  /** What the bar actually weighs loaded: the target when it is loadable, else the nearest. */
  loadableKg: number;
  isExact: boolean;
  /** One side, heaviest first. */
  perSide: number[];
};

/** Hundredths of a kilogram: plates like 1,25 kg add up exactly. */
const UNIT = 100;
const toUnits = (kilograms: number) => Math.round(kilograms * UNIT);

/**
 * The plates per side for the load, or for the nearest loadable one (the lighter of two equally
 * near), loaded as lifters do: the heaviest plate that still lets the rest add up, then the next.
 * Plates come in pairs, as many as needed. A load at or under the bar is the bar alone.
 */
export function platesFor(targetKg: number, barKg: number, platesKg: readonly number[]): PlateLoad {
  const plates = [...new Set(platesKg.map(toUnits))].filter((plate) => plate > 0).sort((a, b) => b - a);
  const side = Math.max(0, (toUnits(targetKg) - toUnits(barKg)) / 2);
  if (side === 0 || plates.length === 0) {
    return { loadableKg: barKg, isExact: toUnits(targetKg) === toUnits(barKg), perSide: [] };
  }
  // reachable[w]: some plates make exactly w on one side; up to one plate beyond the target so
  // the nearest heavier load is found too.
  const limit = Math.ceil(side) + (plates[0] ?? 0);
  const reachable = new Array<boolean>(limit + 1).fill(false);
  reachable[0] = true;
  for (let weight = 1; weight <= limit; weight += 1) {
    reachable[weight] = plates.some((plate) => plate <= weight && reachable[weight - plate] === true);
  }
  let best = 0;
  for (let weight = 0; weight <= limit; weight += 1) {
    if (reachable[weight] && Math.abs(weight - side) < Math.abs(best - side)) best = weight;
  }
  const perSide: number[] = [];
  for (let left = best; left > 0; ) {
    const plate = plates.find((candidate) => candidate <= left && reachable[left - candidate] === true);
    if (plate === undefined) break;
    perSide.push(plate / UNIT);
    left -= plate;
  }
  return { loadableKg: (toUnits(barKg) + 2 * best) / UNIT, isExact: best === side, perSide };
}
