import crypto from 'node:crypto';
import type { Platform } from '../platform/context.js';
import { translate, type ServerLanguage } from '../platform/i18n.js';
import type { UserRecord } from '../admin/user.repository.js';
import { safeEqual } from '../platform/tokens.js';
import { newNumericCode, sha256 } from './passwords.js';
import {
  countWrongAttempt,
  findCode,
  insertCode,
  newestOpenCodeId,
  spendCode,
  spendOpenCodes,
} from './verification-code.repository.js';

export const CODE_VALIDITY_SECONDS = 180;
export const CODE_LENGTH = 6;
/** Wrong guesses allowed per code before it is spent. */
export const CODE_MAX_ATTEMPTS = 5;

export type CodePurpose = 'sign-in' | 'phone-confirmation';

export interface IssuedCode {
  id: string;
  validitySeconds: number;
  startTime: string;
  maskedPhoneNumber: string | null;
}

export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  return phone.slice(0, -4).replace(/\d/g, '*') + phone.slice(-4);
}

/**
 * Where a sign-in code goes: the phone only once its owner has confirmed it (a number a manager
 * just typed in must not receive sign-in codes), otherwise the account's e-mail.
 */
export function signInCodeDestination(
  user: Pick<UserRecord, 'phoneNumber' | 'phoneNumberConfirmed' | 'email'>,
): { channel: 'sms' | 'email'; recipient: string } {
  return user.phoneNumber && user.phoneNumberConfirmed
    ? { channel: 'sms', recipient: user.phoneNumber }
    : { channel: 'email', recipient: user.email };
}

/**
 * Makes a 6-digit code, keeps its hash and sends it: a sign-in code to the confirmed phone (or
 * the e-mail), a phone-confirmation code to the number being confirmed. Earlier codes of the
 * same purpose stop working.
 */
export async function issueCode(
  platform: Platform,
  user: UserRecord,
  purpose: CodePurpose,
  language: ServerLanguage,
): Promise<IssuedCode> {
  const code = newNumericCode(CODE_LENGTH);
  const id = crypto.randomUUID();
  const start = platform.now();
  const expires = new Date(start.getTime() + CODE_VALIDITY_SECONDS * 1000);
  await spendOpenCodes(platform.db.orm, user.id, purpose);
  await insertCode(platform.db.orm, {
    id,
    userId: user.id,
    purpose,
    codeHash: sha256(code),
    expiresAt: expires,
  });
  const body =
    purpose === 'sign-in'
      ? translate(language, 'auth.smsCodeMessage', { code, minutes: CODE_VALIDITY_SECONDS / 60 })
      : translate(language, 'admin.user.phoneCodeMessage', { code });
  const destination =
    purpose === 'sign-in'
      ? signInCodeDestination(user)
      : user.phoneNumber
        ? { channel: 'sms' as const, recipient: user.phoneNumber }
        : { channel: 'email' as const, recipient: user.email };
  if (destination.channel === 'sms') {
    await platform.outbox.send({ channel: 'sms', recipient: destination.recipient, body });
  } else {
    await platform.outbox.send({ channel: 'email', recipient: destination.recipient, subject: 'Rota', body });
  }
  return {
    id,
    validitySeconds: CODE_VALIDITY_SECONDS,
    startTime: start.toISOString(),
    maskedPhoneNumber: destination.channel === 'sms' ? maskPhone(destination.recipient) : null,
  };
}

/** The id of the user's newest unused code of this purpose. */
export async function latestOpenCode(
  platform: Platform,
  userId: number,
  purpose: CodePurpose,
): Promise<string | undefined> {
  return newestOpenCodeId(platform.db.orm, userId, purpose);
}

export type CodeCheck = 'ok' | 'incorrect' | 'expired';

/** Checks a code once; a right code is spent, a wrong one counts against the code's attempts. */
export async function checkCode(
  platform: Platform,
  id: string,
  userId: number,
  purpose: CodePurpose,
  code: string,
): Promise<CodeCheck> {
  const row = await findCode(platform.db.orm, id, userId, purpose);
  if (!row || row.used_at !== null || row.attempts >= CODE_MAX_ATTEMPTS) return 'incorrect';
  if (new Date(row.expires_at).getTime() <= platform.now().getTime()) return 'expired';
  if (!safeEqual(row.code_hash, sha256(code.trim()))) {
    await countWrongAttempt(platform.db.orm, id);
    return 'incorrect';
  }
  return (await spendCode(platform.db.orm, id)) ? 'ok' : 'incorrect';
}
