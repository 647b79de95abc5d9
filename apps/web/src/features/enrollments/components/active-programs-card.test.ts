import type { UserProgram } from '@elan/domain';
import { describe, expect, it } from 'vitest';
import { activePrograms } from './active-programs-card.tsx';

const row = (id: number, status: UserProgram['status']): UserProgram => ({
  id,
  enrollment_id: id,
  program_id: id,
  title: `Programme ${id}`,
  program_title: `Programme ${id}`,
  description: null,
  program_level: 'beginner',
  status,
  sessions_completed: 0,
  total_sessions: 3,
  progress_percent: 0,
  duration_weeks: 4,
  enrolled_at: '2026-01-01T00:00:00.000Z',
});

describe('activePrograms', () => {
  it('ne garde que les inscriptions actives', () => {
    const rows = [row(1, 'active'), row(2, 'paused'), row(3, 'completed'), row(4, 'active')];
    expect(activePrograms(rows).map((program) => program.id)).toEqual([1, 4]);
  });
});
