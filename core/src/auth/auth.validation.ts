import { z } from 'zod';
import type { AuthMessageKey } from './messages.js';

/** A zod error option whose message is an i18n key of this area. */
const key = (k: AuthMessageKey) => ({ error: k });
const abortWith = (k: AuthMessageKey) => ({ error: k, abort: true });

const LOGIN_LANGUAGES = ['en', 'tr'] as const;
export const loginLanguageSchema = z.enum(LOGIN_LANGUAGES);
export type LoginLanguage = z.infer<typeof loginLanguageSchema>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Phone sign-in sends the digits of the number without spaces (spec 01 section 7). */
const PHONE_DIGITS_PATTERN = /^\+?\d{7,15}$/;

/** Email: required ("Email is a required"), then a valid address ("Email must be a valid email"). */
export const emailField = z
  .string(key('auth.emailRequired'))
  .trim()
  .min(1, abortWith('auth.emailRequired'))
  .regex(EMAIL_PATTERN, key('auth.emailInvalid'));

/** The login's `email` carries an e-mail address or the phone's digits. */
export const emailOrPhoneField = z
  .string(key('auth.emailRequired'))
  .trim()
  .min(1, abortWith('auth.emailRequired'))
  .refine(
    (v) => EMAIL_PATTERN.test(v) || PHONE_DIGITS_PATTERN.test(v.replace(/\s/g, '')),
    key('auth.emailInvalid'),
  );

export const passwordRequiredField = z
  .string(key('auth.passwordRequired'))
  .min(1, key('auth.passwordRequired'));

export const phoneNumberField = z
  .string(key('auth.phoneNumberRequired'))
  .trim()
  .min(1, key('auth.phoneNumberRequired'));

/**
 * The change-password rule (spec 01 section 5): at least 6 characters with a lowercase letter,
 * an uppercase letter, a number and a special character; at most 36 (spec's general limit).
 */
export const newPasswordField = z
  .string(key('auth.passwordRequired'))
  .min(1, abortWith('auth.passwordRequired'))
  .min(6, key('auth.passwordMin6'))
  .max(36, key('auth.passwordMax36'))
  .regex(/[a-z]/, key('auth.passwordLowercase'))
  .regex(/[A-Z]/, key('auth.passwordUppercase'))
  .regex(/\d/, key('auth.passwordNumber'))
  .regex(/[^A-Za-z0-9]/, key('auth.passwordSpecial'));

export const SMS_CODE_LENGTH = 6;

export const smsCodeField = (length = SMS_CODE_LENGTH) =>
  z
    .string(key('auth.codeRequired'))
    .trim()
    .min(1, abortWith('auth.codeRequired'))
    .regex(new RegExp(`^\\d{${length}}$`), key('auth.codeLength'));

/** Normalises what a person typed into the phone tab to the digits the server matches. */
export function phoneDigits(value: string): string {
  return value.replace(/[^\d]/g, '');
}
