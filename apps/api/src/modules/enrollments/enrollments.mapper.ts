import type { Enrollment } from '@elan/domain';
import type { EnrollmentRow } from './enrollments.repository.ts';

export function toEnrollment(row: EnrollmentRow): Enrollment {
  return {
    id: row.id,
    user_id: row.user_id,
    program_id: row.program_id,
    status: row.status,
    sessions_per_week: row.sessions_per_week,
    training_days: row.training_days,
    time_slot_start: row.time_slot_start,
    time_slot_end: row.time_slot_end,
    target_duration_minutes: row.target_duration_minutes,
    enrolled_at: row.enrolled_at.toISOString(),
  };
}
