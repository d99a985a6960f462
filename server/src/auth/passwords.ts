import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import { processSettings } from '../config.js';

/** bcrypt cost: about 50-80 ms per hash here; tests may lower it. */
export const BCRYPT_ROUNDS = processSettings().bcryptRounds;

/**
 * bcrypt reads at most 72 bytes: a longer passphrase is fed as its SHA-256 digest, so every
 * character counts. (Shorter passwords, and so every hash made before, are fed as they are.)
 */
function bcryptInput(password: string): string {
  return Buffer.byteLength(password, 'utf8') > 72
    ? `sha256:${crypto.createHash('sha256').update(password, 'utf8').digest('base64')}`
    : password;
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(bcryptInput(password), BCRYPT_ROUNDS);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(bcryptInput(password), hash);
}

/** Compared against when an account does not exist, so both paths cost the same time. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= bcrypt.hash('not-a-password', BCRYPT_ROUNDS);
  await bcrypt.compare(password, await dummyHash);
}

export function newSecurityStamp(): string {
  return crypto.randomBytes(16).toString('hex');
}

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** A numeric one-time code of `length` digits. */
export function newNumericCode(length = 6): string {
  let code = '';
  for (let i = 0; i < length; i++) code += String(crypto.randomInt(0, 10));
  return code;
}

/** A recovery key; standard base64, so it may carry `+` that a URL turns into a space. */
export function newRecoveryKey(): string {
  return crypto.randomBytes(32).toString('base64');
}
