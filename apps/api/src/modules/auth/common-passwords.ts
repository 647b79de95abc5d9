import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Issue 15: the 1,000 most common passwords, refused at registration and on a change. The list is
 * zxcvbn-ts's `passwords-common` dictionary (leaked-password frequency ranks, most common first),
 * cut to its first 1,000 entries; compared without case (decision 022).
 */
const COMMON_PASSWORDS = new Set(
  (dictionary['passwords-common'] ?? []).slice(0, 1000).map((password) => password.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
