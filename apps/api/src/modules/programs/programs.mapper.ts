import type { Program, Session, SessionExercise } from '@elan/domain';
import type { ProgramRecord } from './programs.repository.ts';

export function toProgram(row: ProgramRecord): Program {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    goal: row.goal,
    level: row.level,
    difficulty_level: row.level,
    duration_weeks: row.duration_weeks,
    image_url: row.image_url,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    session_count: row.session_count,
  };
}

export function toSession(row: Omit<Session, 'order'>): Session {
  return {
    id: row.id,
    program_id: row.program_id,
    title: row.title,
    notes: row.notes,
    order_index: row.order_index,
    order: row.order_index,
    day_number: row.day_number,
    exercise_count: row.exercise_count,
  };
}

export function toSessionExercise(row: Omit<SessionExercise, 'rest_seconds'>): SessionExercise {
  return {
    id: row.id,
    session_id: row.session_id,
    exercise_id: row.exercise_id,
    exercise_name: row.exercise_name,
    muscle_group: row.muscle_group,
    sets: row.sets,
    reps: row.reps,
    duration_seconds: row.duration_seconds,
    rest_sec: row.rest_sec,
    rest_seconds: row.rest_sec,
    order_index: row.order_index,
    reps_max: row.reps_max,
    target_weight_kg: row.target_weight_kg,
    target_rpe: row.target_rpe,
    notes: row.notes,
    superset_group: row.superset_group,
  };
}
