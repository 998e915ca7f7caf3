// The list of common and leaked passwords a new password must not be on (zxcvbn-ts's common list, shipped).

import { PASSWORD_MIN_LENGTH } from '@dealloop/core';
import { dictionary } from '@zxcvbn-ts/language-common';

let common: ReadonlySet<string> | null = null;

/** The list, lowercased; only entries long enough to be accepted otherwise are kept (about 18,000). */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    dictionary['passwords-common']
      .filter((password) => password.length >= PASSWORD_MIN_LENGTH)
      .map((password) => password.toLowerCase()),
  );
  return common;
}

/** Whether the password (in any case) is on the list of common and leaked passwords. */
export const isCommonPassword = (password: string): boolean => commonPasswords().has(password.toLowerCase());
