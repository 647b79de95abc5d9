import {
  exerciseEquipment,
  nextTimeLine,
  type PlateSettings,
  type SessionTarget,
  stallDeloadKg,
  stallSuggestionLine,
  workingLoad,
} from '@elan/domain';

/** A set of the completion just saved, as its answer carries it. */
type DoneSet = {
  exercise_id: number;
  exercise_name: string;
  weight_kg: number | null;
  reps: number | null;
  status: 'done' | 'skipped';
  set_type: string;
};

export type NextTimeLine = { exercise_id: number; text: string };
export type StallSuggestion = {
  session_exercise_id: number;
  exercise_id: number;
  text: string;
  weight_kg: number;
};

/**
 * What the summary says changes next time (issue 31): one line per exercise whose next target
 * differs from the load just worked (« Prochaine séance : Squat 102,5 kg »), and for a stall, the
 * lighter load to propose (never applied by itself). Exercises not done this time say nothing.
 */
export function nextTimeNotes(
  targets: readonly SessionTarget[],
  sets: readonly DoneSet[],
  plates: PlateSettings,
): { lines: NextTimeLine[]; stalls: StallSuggestion[] } {
  const lines: NextTimeLine[] = [];
  const stalls: StallSuggestion[] = [];
  for (const target of targets) {
    const work = sets.filter(
      (set) => set.exercise_id === target.exercise_id && set.status === 'done' && set.set_type !== 'warmup',
    );
    const name = work[0]?.exercise_name;
    const done = workingLoad(work);
    if (name === undefined || done === null || target.target_weight_kg === null) continue;
    if (target.target_weight_kg !== done)
      lines.push({ exercise_id: target.exercise_id, text: nextTimeLine(name, target.target_weight_kg) });
    if (!target.stalled) continue;
    const lighter = stallDeloadKg(target.target_weight_kg, {
      barbell: exerciseEquipment(name) === 'barre',
      bar_kg: plates.bar_kg,
      plates_kg: plates.plates_kg,
    });
    if (lighter < target.target_weight_kg)
      stalls.push({
        session_exercise_id: target.session_exercise_id,
        exercise_id: target.exercise_id,
        text: stallSuggestionLine(name, lighter),
        weight_kg: lighter,
      });
  }
  return { lines, stalls };
}
