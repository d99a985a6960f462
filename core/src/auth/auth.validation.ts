import { z } from 'zod';
import type { AuthMessageKey } from './messages.js';

/** A zod error option whose message is an i18n key of this area. */
const key = (k: AuthMessageKey) => ({ error: k });

const LOGIN_LANGUAGES = ['en', 'tr'] as const;
export const loginLanguageSchema = z.enum(LOGIN_LANGUAGES);
export type LoginLanguage = z.infer<typeof loginLanguageSchema>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Phone sign-in sends the digits of the number without spaces (spec 01 section 7). */
const PHONE_DIGITS_PATTERN = /^\+?\d{7,15}$/;

/**
 * A text field that says "required" alone when empty, otherwise every rule it breaks. (An
 * aborting check would also stop the form-level checks, so other fields would lose their message.)
 */
interface TextRule {
  test: (value: string) => boolean;
  message: AuthMessageKey;
  params?: Record<string, number>;
}

function textField(required: AuthMessageKey, rules: readonly TextRule[]) {
  return z
    .string(key(required))
    .trim()
    .superRefine((value, ctx) => {
      if (value.length === 0) {
        ctx.addIssue({ code: 'custom', message: required });
        return;
      }
      for (const { test, message, params } of rules) {
        if (!test(value)) ctx.addIssue({ code: 'custom', message, ...(params ? { params } : {}) });
      }
    });
}

/** Email: required ("Email is a required"), then a valid address ("Email must be a valid email"). */
export const emailField = textField('auth.emailRequired', [
  { test: (v) => EMAIL_PATTERN.test(v), message: 'auth.emailInvalid' },
]);

/** The login's `email` carries an e-mail address or the phone's digits. */
export const emailOrPhoneField = textField('auth.emailRequired', [
  {
    // A phone number may come with spaces, dashes, dots or brackets: the server reads its digits.
    test: (v) => EMAIL_PATTERN.test(v) || PHONE_DIGITS_PATTERN.test(v.replace(/[\s().-]/g, '')),
    message: 'auth.emailInvalid',
  },
]);

export const passwordRequiredField = z
  .string(key('auth.passwordRequired'))
  .min(1, key('auth.passwordRequired'));

export const phoneNumberField = z
  .string(key('auth.phoneNumberRequired'))
  .trim()
  .min(1, key('auth.phoneNumberRequired'));

/**
 * ASVS 4.0.3 2.1.1 and NIST SP 800-63B: at least 12 characters and no composition rules, long
 * passphrases welcome (bcrypt is fed a digest past 72 bytes). Breached passwords are refused by
 * the server.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * A new password (change and reset forms, spec 01 section 5): 12 to 128 characters of any kind.
 * The spec's composition rules (a lowercase letter, an uppercase letter, a number and a special
 * character) are left out, as ASVS 2.1.9 asks: they refused long passphrases. The server also
 * refuses breached passwords and the current one.
 */
export const newPasswordField = z.string(key('auth.passwordRequired')).superRefine((value, ctx) => {
  if (value.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'auth.passwordRequired' });
    return;
  }
  const rules: [boolean, AuthMessageKey][] = [
    [[...value].length >= PASSWORD_MIN_LENGTH, 'auth.passwordMinLength'],
    [[...value].length <= PASSWORD_MAX_LENGTH, 'auth.passwordMaxLength'],
  ];
  for (const [ok, message] of rules) if (!ok) ctx.addIssue({ code: 'custom', message });
});

export const SMS_CODE_LENGTH = 6;

export const smsCodeField = (length = SMS_CODE_LENGTH) =>
  textField('auth.codeRequired', [
    {
      test: (v) => new RegExp(`^\\d{${length}}$`).test(v),
      message: 'auth.codeLength',
      params: { count: length },
    },
  ]);

/** Normalises what a person typed into the phone tab to the digits the server matches. */
export function phoneDigits(value: string): string {
  return value.replace(/[^\d]/g, '');
}
