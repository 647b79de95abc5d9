import type { User } from '@elan/domain';

/** A signed-in member as the server sends them (login, /users/me) and the app stores them. */
export const MEMBER: User = {
  id: 1,
  email: 'jeanne@example.com',
  first_name: 'Jeanne',
  last_name: 'Dupont',
  username: 'jeannedupont',
  role: 'user',
  gender: null,
  birthdate: null,
  height_cm: null,
  weight_kg: null,
  goal: null,
  is_private: false,
  share_body_with_coach: false,
  max_heart_rate: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
