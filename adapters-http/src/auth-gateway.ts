import {
  loginTokenSchema,
  smsVerificationStepSchema,
  type AuthFailure,
  type AuthGateway,
  type AuthResult,
} from '@rota/core/auth';
import type { z } from 'zod';
import type { HttpClient, HttpFailure, HttpResult } from './http-client.js';

export interface AuthGatewayOptions {
  /** The auth API's base address (default `/auth`). */
  baseURL?: string;
}

/** Maps a transport failure to core's AuthFailure (an i18n key plus the server's text). */
export function authFailure(error: HttpFailure, fallbackKey = 'auth.loginFailed'): AuthFailure {
  const serverMessage = error.message;
  switch (error.status) {
    case 400:
      return { code: 'invalid-input', messageKey: fallbackKey, serverMessage };
    case 401:
    case 403:
      return { code: 'unauthorized', messageKey: fallbackKey, serverMessage };
    case 429:
      return { code: 'throttled', messageKey: 'auth.tooManyAttempts', serverMessage };
    default:
      return error.code === 'network' || error.code === 'cancelled'
        ? { code: 'network', messageKey: 'common.anErrorOccurred', serverMessage: null }
        : { code: 'unknown', messageKey: fallbackKey, serverMessage };
  }
}

function parsed<T>(result: HttpResult<unknown>, schema: z.ZodType<T>, fallbackKey: string): AuthResult<T> {
  if (!result.ok) return { ok: false, error: authFailure(result.error, fallbackKey) };
  const value = schema.safeParse(result.data);
  if (!value.success)
    return { ok: false, error: { code: 'unknown', messageKey: fallbackKey, serverMessage: null } };
  return { ok: true, value: value.data };
}

function done(result: HttpResult<unknown>, fallbackKey: string): AuthResult<null> {
  if (result.ok) return { ok: true, value: null };
  // The server refused the new password itself (too common, the current one): say that, with its reason.
  const refused = result.error.envelope?.validationMessages.find((v) => v.field === 'newPassword');
  if (result.error.status === 400 && refused)
    return {
      ok: false,
      error: {
        code: 'invalid-input',
        messageKey: 'auth.newPasswordRefused',
        serverMessage: refused.messages[0] ?? null,
      },
    };
  return { ok: false, error: authFailure(result.error, fallbackKey) };
}

/** Core's AuthGateway over `/auth/authenticate/*` (spec 01 §7, spec 02 §7). */
export function createAuthGateway(http: HttpClient, options: AuthGatewayOptions = {}): AuthGateway {
  // A 401 here is a wrong password, not an expired session; the page words its own toast.
  const call = {
    baseURL: options.baseURL ?? '/auth',
    skipSessionGuard: true,
    notifyErrors: false,
    method: 'POST',
    anonymous: true,
  } as const;
  return {
    async login(request) {
      const result = await http.request({ ...call, url: 'authenticate/login', data: request });
      if (!result.ok) return { ok: false, error: authFailure(result.error) };
      if (result.status === 201) {
        const step = parsed(result, smsVerificationStepSchema, 'auth.loginFailed');
        return step.ok ? { ok: true, value: { status: 201, step: step.value } } : step;
      }
      const login = parsed(result, loginTokenSchema, 'auth.loginFailed');
      return login.ok ? { ok: true, value: { status: 200, login: login.value } } : login;
    },
    async verifyTfa(request) {
      return parsed(
        await http.request({ ...call, url: 'authenticate/VerifyTFA', data: request }),
        loginTokenSchema,
        'auth.codeIncorrect',
      );
    },
    async resetPassword(request) {
      return done(
        await http.request({ ...call, url: 'authenticate/reset-password', data: request }),
        'common.anErrorOccurred',
      );
    },
    async confirmResetPassword(request) {
      return done(
        await http.request({ ...call, url: 'authenticate/reset-password-confirm', data: request }),
        'auth.resetLinkInvalid',
      );
    },
    async changePassword(request) {
      const result = await http.request({
        ...call,
        url: 'authenticate/change-password',
        data: request,
        skipSessionGuard: false,
        anonymous: false,
      });
      return done(result, 'auth.currentPasswordIncorrect');
    },
    async refresh(request) {
      return parsed(
        await http.request({ ...call, url: 'authenticate/refresh', data: request }),
        loginTokenSchema,
        'auth.loginExpired',
      );
    },
    async signOut(request) {
      // The path sits beside authenticate/ (POST /auth/sign-out).
      return done(await http.request({ ...call, url: 'sign-out', data: request }), 'common.anErrorOccurred');
    },
  };
}
