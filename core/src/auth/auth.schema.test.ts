import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  changePasswordFormSchema,
  recoveryKeyFromUrl,
  resetPasswordConfirmRequestSchema,
} from './password.schema.js';
import { loginByEmailFormSchema, loginByPhoneFormSchema, loginRequestSchema } from './login.schema.js';
import { authFieldErrors } from './use-cases/form-errors.js';
import { en, tr } from './messages.js';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : authFieldErrors(result.error as never);

describe('sign-in validation', () => {
  it('says the spec messages for the email tab', () => {
    expect(errorsOf(loginByEmailFormSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'auth.emailRequired',
      password: 'auth.passwordRequired',
    });
    expect(errorsOf(loginByEmailFormSchema.safeParse({ email: 'nope', password: 'x' }))).toEqual({
      email: 'auth.emailInvalid',
    });
    expect(en['auth.emailRequired']).toBe('Email is a required');
    expect(en['auth.emailInvalid']).toBe('Email must be a valid email');
    expect(en['auth.passwordRequired']).toBe('Password is a required');
  });

  it('requires the phone number on the phone tab', () => {
    expect(errorsOf(loginByPhoneFormSchema.safeParse({ phoneNumber: ' ' }))).toEqual({
      phoneNumber: 'auth.phoneNumberRequired',
    });
    expect(en['auth.phoneNumberRequired']).toBe('Phone number is required');
  });

  it('accepts an e-mail or phone digits in the login body, a password unless skipped', () => {
    expect(loginRequestSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(loginRequestSchema.safeParse({ email: '905321234567', skipPassword: true }).success).toBe(true);
    expect(errorsOf(loginRequestSchema.safeParse({ email: 'a@b.co' }))).toEqual({
      password: 'auth.passwordRequired',
    });
    expect(errorsOf(loginRequestSchema.safeParse({ email: 'abc', password: 'x' }))).toEqual({
      email: 'auth.emailInvalid',
    });
  });
});

describe('change password validation', () => {
  const ok = { email: 'a@b.co', password: 'tramvay yolu kuzey', confirmPassword: 'tramvay yolu kuzey' };

  it('accepts 12 characters or more of any kind, with no composition rules', () => {
    expect(changePasswordFormSchema.safeParse(ok).success).toBe(true);
    for (const plain of ['kamyonlarımız', 'onikikarakter', '123456789012 ']) {
      expect(
        changePasswordFormSchema.safeParse({ ...ok, password: plain, confirmPassword: plain }).success,
      ).toBe(true);
    }
  });

  it('names each broken rule', () => {
    expect(
      errorsOf(
        changePasswordFormSchema.safeParse({
          ...ok,
          password: 'Ab1!xyzw-Q2',
          confirmPassword: 'Ab1!xyzw-Q2',
        }),
      ),
    ).toEqual({
      password: 'auth.passwordMinLength',
    });
    expect(en['auth.passwordMinLength']).toBe('Password must be at least 12 characters.');
    const phrase = 'Correct horse battery staple, 7 times over the Bosphorus bridge!'; // 64 characters
    expect(phrase).toHaveLength(64);
    expect(
      changePasswordFormSchema.safeParse({ ...ok, password: phrase, confirmPassword: phrase }).success,
    ).toBe(true);
    const long = `${phrase}${phrase}!`;
    expect(
      errorsOf(changePasswordFormSchema.safeParse({ ...ok, password: long, confirmPassword: long })),
    ).toEqual({
      password: 'auth.passwordMaxLength',
    });
    expect(errorsOf(changePasswordFormSchema.safeParse({ ...ok, confirmPassword: '' }))).toEqual({
      confirmPassword: 'auth.confirmPasswordRequired',
    });
    expect(
      errorsOf(changePasswordFormSchema.safeParse({ ...ok, confirmPassword: 'tramvay yolu güney' })),
    ).toEqual({
      confirmPassword: 'auth.passwordsDoNotMatch',
    });
    expect(en['auth.passwordsDoNotMatch']).toBe(
      'Passwords do not match. Please enter your new password and confirmation password the same way.',
    );
  });

  it('puts the pluses of a recovery key back', () => {
    fc.assert(
      fc.property(fc.string(), (key) => {
        expect(recoveryKeyFromUrl(key.replace(/\+/g, ' '))).toBe(key.replace(/ /g, '+'));
      }),
    );
    expect(
      resetPasswordConfirmRequestSchema.safeParse({
        recoveryKey: '',
        email: 'a@b.co',
        newPassword: 'Ab1!xy-kuzey',
      }).success,
    ).toBe(false);
  });
});

describe('auth messages', () => {
  it('has a Turkish text for every English key and uses the same placeholders', () => {
    expect(Object.keys(tr).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      const holes = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(holes(tr[key as keyof typeof en]), key).toEqual(holes(text));
    }
  });
});

describe('every field at once', () => {
  it('names the password even when the email is missing too', () => {
    expect(errorsOf(loginRequestSchema.safeParse({}))).toEqual({
      email: 'auth.emailRequired',
      password: 'auth.passwordRequired',
    });
    expect(
      errorsOf(
        changePasswordFormSchema.safeParse({
          email: '',
          password: 'Ab1!xyzw-kuzey',
          confirmPassword: 'tramvay yolu güney',
        }),
      ),
    ).toEqual({ email: 'auth.emailRequired', confirmPassword: 'auth.passwordsDoNotMatch' });
  });
});
