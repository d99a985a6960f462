import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { canonicalEmail } from '@rota/core/auth';
import { verifyPassword } from './passwords.js';

/**
 * The server's half of the password policy (NIST SP 800-63B): the form rules (length,
 * composition) are core's; here a new password is refused when it is a known breached password,
 * the account's e-mail, or the password it replaces.
 */
export type PasswordRefusal = 'auth.passwordTooCommon' | 'auth.passwordSameAsCurrent';

const LIST_FILE = 'breached-passwords.txt';

/** Beside this file when running from source; the package's `src/auth` when built. */
function listPath(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, LIST_FILE), path.resolve(here, '../../src/auth', LIST_FILE)];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found)
    throw new Error(
      `The breached-password list ${LIST_FILE} is missing (looked in ${candidates.join(', ')})`,
    );
  return found;
}

let breached: ReadonlySet<string> | undefined;

/** The shipped list (10,000 common breached passwords of 8 or more characters), read once. */
export function breachedPasswords(): ReadonlySet<string> {
  breached ??= new Set(
    fs
      .readFileSync(listPath(), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return breached;
}

/**
 * Case and a symbol tacked on the end do not make a breached password safe: "Password1!" is as
 * guessable as "password1".
 */
export function isBreachedPassword(password: string): boolean {
  const lowered = password.normalize('NFKC').toLowerCase();
  const list = breachedPasswords();
  return list.has(lowered) || list.has(lowered.replace(/[^\p{L}\p{N}]+$/u, ''));
}

/** Why `password` may not become the account's new password, or null when it may. */
export async function refuseNewPassword(
  password: string,
  account: { email: string; passwordHash?: string | undefined },
): Promise<PasswordRefusal | null> {
  const lowered = password.normalize('NFKC').toLowerCase();
  const local = canonicalEmail(account.email).split('@')[0] ?? '';
  if (isBreachedPassword(password) || lowered === canonicalEmail(account.email) || lowered === local)
    return 'auth.passwordTooCommon';
  if (account.passwordHash && (await verifyPassword(password, account.passwordHash)))
    return 'auth.passwordSameAsCurrent';
  return null;
}
