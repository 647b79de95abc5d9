import { describe, expect, it } from 'vitest';
import { currentSetNumber, restRemainingSeconds, setLog } from './player-queries.ts';
import { exercise, run, start, T0 } from './player-test-fixtures.ts';
import { workRemainingSeconds } from './player-work.ts';

/** Issue 13: timed sets count down from timestamps, log their real duration and chain by themselves. */
const timed = (id: number, sets = 2, duration = 20, rest = 10) =>
  exercise(id, { sets, duration_seconds: duration, rest_seconds: rest, reps: 1 });
const at = (seconds: number) => T0 + seconds * 1000;
const tick = (seconds: number) => ({ type: 'tick' as const, now: at(seconds) });

describe('séries chronométrées', () => {
  it('démarre le compte à rebours de l’effort, sans rien valider', () => {
    const { state, events } = run(start([timed(1)]), { type: 'startWork', now: at(0) });
    expect(state.work).toEqual({
      exerciseId: 1,
      durationSeconds: 20,
      endsAt: at(20),
      pausedRemainingMs: null,
    });
    expect(events).toEqual([{ type: 'workStarted', endsAt: at(20) }]);
    expect(workRemainingSeconds(state, at(5.2))).toBe(15);
    expect(run(state, tick(19.9)).state).toBe(state);
  });

  it('à zéro : la série est faite avec sa durée réelle, le repos part tout seul, puis l’effort suivant', () => {
    const first = run(start([timed(1)]), { type: 'startWork', now: at(0) }, tick(20.1));
    expect(first.state.work).toBeNull();
    expect(first.state.rest).toEqual({ endsAt: at(30), durationSeconds: 10, afterExerciseId: 1 });
    expect(first.state.sets['1']?.[0]).toMatchObject({ status: 'done', duration_seconds: 20 });
    expect(first.events).toEqual([
      { type: 'workStarted', endsAt: at(20) },
      { type: 'workEnded', lateByMs: 100 },
      { type: 'restStarted', endsAt: at(30) },
    ]);
    const second = run(first.state, tick(30.05));
    expect(second.state.rest).toBeNull();
    expect(second.state.work).toMatchObject({ exerciseId: 1, endsAt: at(50) });
    expect(currentSetNumber(second.state, 1)).toBe(2);
    expect(second.events).toEqual([
      { type: 'restEnded', lateByMs: 50 },
      { type: 'workStarted', endsAt: at(50) },
    ]);
  });

  it('pause et reprise : le temps en pause ne compte pas, même si le téléphone dort', () => {
    const paused = run(
      start([timed(1)]),
      { type: 'startWork', now: at(0) },
      { type: 'pauseWork', now: at(8) },
      // An hour asleep: a paused set stays paused.
      tick(3600),
    ).state;
    expect(paused.work?.pausedRemainingMs).toBe(12_000);
    expect(workRemainingSeconds(paused, at(3600))).toBe(12);
    const resumed = run(paused, { type: 'resumeWork', now: at(3600) }).state;
    expect(resumed.work?.endsAt).toBe(at(3612));
    // The phone sleeps again through the end of the work: the wake-up finds the rest running.
    const woken = run(resumed, tick(3615)).state;
    expect(woken.sets['1']?.[0]).toMatchObject({ status: 'done', duration_seconds: 20 });
    expect(woken.rest?.endsAt).toBe(at(3622));
    expect(restRemainingSeconds(woken, at(3615))).toBe(7);
  });

  it('« Valider » pendant l’effort garde les secondes vraiment faites', () => {
    const { state } = run(
      start([timed(1)]),
      { type: 'startWork', now: at(0) },
      { type: 'completeSet', now: at(13.4) },
    );
    expect(state.sets['1']?.[0]).toMatchObject({ status: 'done', duration_seconds: 13 });
    expect(state.work).toBeNull();
    expect(state.rest?.endsAt).toBe(at(23.4));
  });

  it('Tabata 8 × 20 s / 10 s de bout en bout, sans un geste après le départ', () => {
    const tabata = start([timed(1, 8, 20, 10), exercise(2)]);
    let state = run(tabata, { type: 'startWork', now: at(0) }).state;
    for (let second = 1; second <= 240; second += 1) state = run(state, tick(second)).state;
    const log = setLog(state).filter((set) => set.exercise_id === 10);
    expect(log).toHaveLength(8);
    expect(log.every((set) => set.status === 'done' && set.duration_seconds === 20)).toBe(true);
    // 8 × 20 s of work and 7 rests of 10 s: at 230 s the last set is done, the next exercise is up.
    expect(state.currentId).toBe(2);
    expect(state.work).toBeNull();
    expect(state.rest).toBeNull();
  });

  it('une séance d’intervalles finit seule, même vue d’un seul coup au réveil', () => {
    const { state, events } = run(start([timed(1, 2, 3, 2)]), { type: 'startWork', now: at(0) }, tick(60));
    expect(state.finishedAt).toBe(at(8));
    expect(setLog(state).map((set) => set.duration_seconds)).toEqual([3, 3]);
    expect(events.map((event) => event.type)).toEqual([
      'workStarted',
      'workEnded',
      'restStarted',
      'restEnded',
      'workStarted',
      'workEnded',
      'finished',
    ]);
  });

  it('ne démarre pas pour un exercice sans durée, ni pendant un repos', () => {
    const plain = start([exercise(1)]);
    expect(run(plain, { type: 'startWork', now: at(0) }).state).toBe(plain);
    const resting = run(start([timed(1)]), { type: 'completeSet', now: at(0) }).state;
    expect(run(resting, { type: 'startWork', now: at(1) }).state).toBe(resting);
  });
});
