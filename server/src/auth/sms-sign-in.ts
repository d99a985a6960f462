import crypto from 'node:crypto';
import { canonicalPhone, type SmsVerificationStep } from '@rota/core/auth';
import { findUserForSignIn, type UserRecord } from '../admin/user.repository.js';
import type { Platform } from '../platform/context.js';
import type { ServerLanguage } from '../platform/i18n.js';
import {
  CODE_LENGTH,
  CODE_VALIDITY_SECONDS,
  issueCode,
  maskPhone,
  signInCodeDestination,
} from './verification-codes.js';

/**
 * Phone sign-in and "send code again" answer no sooner than this, so a known and an unknown
 * identifier take about the same time (the known one writes a code and an SMS).
 */
export const SMS_STEP_MIN_MS = 250;

const canReceiveCode = (user: UserRecord | undefined): user is UserRecord =>
  user !== undefined &&
  user.isEnabled &&
  (user.twoFactorEnabled || signInCodeDestination(user).channel === 'sms');

/**
 * The SMS step of a sign-in without password. Known or not, the identifier gets the same answer:
 * 201, the identifier it named, a code id, the countdown and, for a phone, its masked number.
 * A code goes out only to an enabled account's confirmed phone (or, with two-factor on and no
 * confirmed phone, its e-mail), at most `smsPerAccount` per account and `smsPerNumber` per
 * number in a window; past that the answer is the same and nothing is sent.
 */
export async function smsSignInStep(
  platform: Platform,
  identifier: string,
  language: ServerLanguage,
): Promise<SmsVerificationStep> {
  const started = Date.now();
  const user = await findUserForSignIn(platform.db, identifier);
  let id: string = crypto.randomUUID();
  const startTime = platform.now().toISOString();
  if (canReceiveCode(user)) {
    const destination = signInCodeDestination(user).recipient;
    if (platform.throttle.smsRetryAfter(user.id, destination) === 0) {
      platform.throttle.smsSent(user.id, destination);
      id = (await issueCode(platform, user, 'sign-in', language)).id;
    } else {
      platform.log.warn(
        { userId: user.id },
        'sign-in code not sent: SMS limit of the account or number reached',
      );
    }
  }
  const isPhone = !identifier.includes('@');
  const step: SmsVerificationStep = {
    email: identifier,
    id,
    validitySeconds: CODE_VALIDITY_SECONDS,
    startTime,
    codeLength: CODE_LENGTH,
    maskedPhoneNumber: isPhone ? maskPhone(canonicalPhone(identifier) || null) : null,
  };
  const left = SMS_STEP_MIN_MS - (Date.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  return step;
}
