import { PASSWORD_MIN } from '@elan/domain';

/**
 * Passwords refused at registration and on a change (issue 15, decisions 022 and 064): the whole
 * `passwords-common` dictionary of zxcvbn-ts (MIT; leaked-password frequency ranks, 49,233
 * entries, French ones among them: « azertyuiop », « motdepasse », « azerty123 »), kept from the
 * schema's minimum length up (17,950 entries), compared without case. The package decompresses its
 * list when imported: that happens on the first check only, and the `Set` is built once.
 */
let commonPasswords: Promise<ReadonlySet<string>> | undefined;

function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(
        (dictionary['passwords-common'] ?? [])
          .filter((password) => password.length >= PASSWORD_MIN)
          .map((password) => password.toLowerCase()),
      ),
  );
  return commonPasswords;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}
