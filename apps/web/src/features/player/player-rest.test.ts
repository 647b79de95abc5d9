import { describe, expect, it } from 'vitest';
import { currentSetNumber, restRemainingSeconds } from './player-queries.ts';
import { complete, exercise, run, start, T0 } from './player-test-fixtures.ts';

describe('repos ajusté (−15 s / +15 s)', () => {
  it('+15 s allonge le repos et son anneau, −15 s le raccourcit, sous zéro il se termine comme passé', () => {
    const resting = run(start([exercise(1, { sets: 3, rest_seconds: 60 })]), complete(T0)).state;
    const longer = run(resting, { type: 'adjustRest', seconds: 15, now: T0 + 10_000 }).state;
    expect(longer.rest).toEqual({ endsAt: T0 + 75_000, durationSeconds: 75, afterExerciseId: 1 });
    expect(restRemainingSeconds(longer, T0 + 10_000)).toBe(65);
    const shorter = run(longer, { type: 'adjustRest', seconds: -15, now: T0 + 10_000 }).state;
    expect(shorter.rest).toEqual({ endsAt: T0 + 60_000, durationSeconds: 75, afterExerciseId: 1 });
    const over = run(shorter, { type: 'adjustRest', seconds: -15, now: T0 + 50_000 });
    expect(over.state.rest).toBeNull();
    expect(over.events).toEqual([]);
    expect(currentSetNumber(over.state, 1)).toBe(2);
  });
});
