import type { User } from '@elan/domain';
import type { UserRow } from '../../db/schema/index.ts';

/** The CONTRACT's user shape; never the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    username: row.username,
    role: row.role,
    gender: row.gender,
    birthdate: row.birthdate,
    height_cm: row.height_cm,
    weight_kg: row.weight_kg,
    goal: row.goal,
    is_private: row.is_private,
    share_body_with_coach: row.share_body_with_coach,
    max_heart_rate: row.max_heart_rate,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
