import type { Completion } from '@elan/domain';
import type { ListedCompletion } from './completions.repository.ts';

/** `photoUrl`: the stored photo as this viewer receives it (a signed link, decision 027). */
export function toCompletion(row: ListedCompletion, photoUrl: string | null): Completion {
  return {
    id: row.id,
    user_id: row.user_id,
    program_id: row.program_id,
    session_id: row.session_id,
    session_title: row.session_title,
    program_title: row.program_title,
    duration_minutes: row.duration_minutes,
    photo_url: photoUrl,
    notes: row.notes,
    feeling: row.feeling,
    completed_at: row.completed_at.toISOString(),
    first_name: row.first_name,
    last_name: row.last_name,
    has_photo: Boolean(row.photo_url),
    average_heart_rate: row.average_heart_rate,
    max_heart_rate: row.max_heart_rate,
    calories_burned: row.calories_burned,
    calories_estimate: row.calories_estimate,
  };
}
