import { describe, expect, it } from 'vitest';
import type { LoginToken, SmsVerificationStep } from '../login.schema.js';
import type { AuthGateway, LoginAnswer, AuthResult, LoginStore, SmsStepStore } from '../ports.js';
import { signIn } from './sign-in.js';
import { verifySmsCode } from './verify-sms-code.js';
import { resendSmsCode } from './resend-sms-code.js';
import { confirmPasswordReset } from './confirm-password-reset.js';
import { logOut } from './log-out.js';

const login: LoginToken = {
  token: 't',
  expiresAt: '2030-01-01T00:00:00Z',
  email: 'a@b.co',
  userName: 'a@b.co',
  roles: ['Admin'],
  givenName: 'Ada',
  surname: 'Lovelace',
  claims: ['dashboard;read'],
  distributionCenterId: null,
};
const step: SmsVerificationStep = {
  email: 'a@b.co',
  id: 'v1',
  validitySeconds: 120,
  startTime: '2030-01-01T00:00:00.000Z',
  codeLength: 6,
  maskedPhoneNumber: '*******4567',
};

function memory<T>(): { load(): T | null; save(v: T): void; clear(): void; value: T | null } {
  return {
    value: null,
    load() {
      return this.value;
    },
    save(v) {
      this.value = v;
    },
    clear() {
      this.value = null;
    },
  };
}

function gateway(loginAnswer: AuthResult<LoginAnswer>, calls: unknown[] = []): AuthGateway {
  return {
    login: async (r) => (calls.push(r), loginAnswer),
    verifyTfa: async (r) =>
      r.tfaToken === '123456'
        ? { ok: true, value: login }
        : { ok: false, error: { code: 'unauthorized', messageKey: 'x' } },
    resetPassword: async () => ({ ok: true, value: null }),
    confirmResetPassword: async (r) => (calls.push(r), { ok: true, value: null }),
    changePassword: async () => ({ ok: true, value: null }),
    refresh: async () => ({ ok: false, error: { code: 'unauthorized', messageKey: 'auth.loginExpired' } }),
    signOut: async (r) => (calls.push(r), { ok: true, value: null }),
  };
}

describe('sign-in use cases', () => {
  it('stores the login on 200 and goes to the dashboard', async () => {
    const loginStore = memory<LoginToken>() satisfies LoginStore;
    const smsStepStore = memory<SmsVerificationStep>() satisfies SmsStepStore;
    const out = await signIn(
      { auth: gateway({ ok: true, value: { status: 200, login } }), loginStore, smsStepStore },
      { mode: 'email', email: 'a@b.co', password: 'x', language: 'en' },
    );
    expect(out).toMatchObject({ kind: 'signed-in', redirectTo: '/dashboard' });
    expect(loginStore.value).toEqual(login);
  });

  it('keeps the SMS step on 201; phone sign-in sends digits and skips the password', async () => {
    const calls: unknown[] = [];
    const smsStepStore = memory<SmsVerificationStep>();
    const out = await signIn(
      {
        auth: gateway({ ok: true, value: { status: 201, step } }, calls),
        loginStore: memory(),
        smsStepStore,
      },
      { mode: 'phone', phoneNumber: '+90 532 123 45 67', language: 'tr' },
    );
    expect(out).toMatchObject({ kind: 'sms-step', redirectTo: '/sms-verification' });
    expect(calls[0]).toEqual({ email: '905321234567', skipPassword: true, language: 'tr' });
    expect(smsStepStore.value).toEqual(step);
  });

  it('does not call the server with an invalid form', async () => {
    const calls: unknown[] = [];
    const out = await signIn(
      {
        auth: gateway({ ok: true, value: { status: 200, login } }, calls),
        loginStore: memory(),
        smsStepStore: memory(),
      },
      { mode: 'email', email: '', password: '', language: 'en' },
    );
    expect(out).toEqual({
      kind: 'invalid',
      errors: { email: 'auth.emailRequired', password: 'auth.passwordRequired' },
    });
    expect(calls).toHaveLength(0);
  });

  it('verifies the SMS code inside its validity and refuses it after', async () => {
    const start = Date.parse(step.startTime);
    const smsStepStore = memory<SmsVerificationStep>();
    const loginStore = memory<LoginToken>();
    smsStepStore.save(step);
    const auth = gateway({ ok: true, value: { status: 201, step } });
    const wrong = await verifySmsCode(
      { auth, loginStore, smsStepStore, clock: { now: () => start + 1000 } },
      '000000',
    );
    expect(wrong).toMatchObject({ kind: 'failed', error: { messageKey: 'auth.codeIncorrect' } });
    const late = await verifySmsCode(
      { auth, loginStore, smsStepStore, clock: { now: () => start + 121_000 } },
      '123456',
    );
    expect(late.kind).toBe('expired');
    const notYet = await resendSmsCode({ auth, smsStepStore, clock: { now: () => start + 1000 } }, 'en');
    expect(notYet).toEqual({ kind: 'not-yet', remainingSeconds: 119 });
    const good = await verifySmsCode(
      { auth, loginStore, smsStepStore, clock: { now: () => start + 1000 } },
      '123456',
    );
    expect(good.kind).toBe('signed-in');
    expect(loginStore.value).toEqual(login);
    expect(smsStepStore.value).toBeNull();
  });

  it('confirms a reset with the token pluses restored, and needs a token', async () => {
    const calls: unknown[] = [];
    const auth = gateway({ ok: true, value: { status: 200, login } }, calls);
    expect(
      (
        await confirmPasswordReset(
          { auth },
          { token: null, email: 'a@b.co', password: 'Ab1!xyzw-kuzey', confirmPassword: 'Ab1!xyzw-kuzey' },
        )
      ).kind,
    ).toBe('no-token');
    const out = await confirmPasswordReset(
      { auth },
      { token: 'a b', email: 'a@b.co', password: 'Ab1!xyzw-kuzey', confirmPassword: 'Ab1!xyzw-kuzey' },
    );
    expect(out.kind).toBe('changed');
    expect(calls[0]).toEqual({ recoveryKey: 'a+b', email: 'a@b.co', newPassword: 'Ab1!xyzw-kuzey' });
  });

  it('logs out by forgetting the login', async () => {
    const loginStore = memory<LoginToken>();
    loginStore.save(login);
    expect(await logOut({ loginStore })).toEqual({
      messageKey: 'auth.loggedOut',
      redirectTo: '/login',
      signedOutOnServer: false,
    });
    expect(loginStore.value).toBeNull();
  });

  it('logs out on the server with the refresh token, then forgets the login', async () => {
    const loginStore = memory<LoginToken>();
    loginStore.save({ ...login, refreshToken: 'r-1' });
    const calls: unknown[] = [];
    const auth = gateway({ ok: true, value: { status: 200, login } }, calls);
    expect((await logOut({ auth, loginStore })).signedOutOnServer).toBe(true);
    expect(calls).toEqual([{ refreshToken: 'r-1' }]);
    expect(loginStore.value).toBeNull();
  });
});
