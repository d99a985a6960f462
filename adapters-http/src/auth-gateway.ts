import { z } from 'zod';
import type { HttpClient, HttpFailure } from './http-client.js';

/**
 * The stored login (spec 01 §3): token, roles, given name, surname and `key;action` claims.
 * The server's answer may carry more; what is not named here is dropped.
 */
export const storedLoginSchema = z.object({
  token: z.string().min(1),
  roles: z.array(z.string()).default([]),
  givenName: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  surname: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  claims: z.array(z.string()).default([]),
  email: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
});
export type StoredLogin = z.infer<typeof storedLoginSchema>;

/** What a 201 login answer carries for the SMS step (spec 02 §7 "SMS verification page"). */
export const verificationStepSchema = z.object({
  email: z.string(),
  id: z.union([z.string(), z.number()]).transform(String),
  validitySeconds: z.number().positive().default(180),
  timestamp: z.union([z.string(), z.number()]).optional(),
  codeLength: z.number().int().positive().default(6),
});
export type VerificationStep = z.infer<typeof verificationStepSchema>;

export interface LoginInput {
  email: string;
  password: string;
  skipPassword: boolean;
  language: string;
}

export type LoginOutcome =
  | { ok: true; kind: 'signed-in'; login: StoredLogin }
  | { ok: true; kind: 'verification'; step: VerificationStep & { startedAt: number } }
  | { ok: false; error: HttpFailure };

export type Done = { ok: true } | { ok: false; error: HttpFailure };

export interface AuthGateway {
  login(input: LoginInput): Promise<LoginOutcome>;
  verifyTfa(input: {
    tfaToken: string;
    email: string;
    id: string;
  }): Promise<{ ok: true; login: StoredLogin } | { ok: false; error: HttpFailure }>;
  resetPassword(input: { email: string; callbackUrl: string; language: string }): Promise<Done>;
  confirmReset(input: { recoveryKey: string; email: string; newPassword: string }): Promise<Done>;
}

export interface AuthGatewayOptions {
  /** The auth API's base address (default `/auth`). */
  baseURL?: string;
  now?: () => number;
}

/** Auth calls of spec 01 §7 and spec 02 §7 against `/auth/authenticate/*`. */
export function createAuthGateway(http: HttpClient, options: AuthGatewayOptions = {}): AuthGateway {
  const baseURL = options.baseURL ?? '/auth';
  const now = options.now ?? Date.now;
  const call = { baseURL, skipSessionGuard: true, notifyErrors: false } as const;

  return {
    async login(input) {
      const email = /^[+\d\s()-]+$/.test(input.email)
        ? input.email.replace(/[\s()-]/g, '')
        : input.email.trim();
      const result = await http.request({
        ...call,
        method: 'POST',
        url: 'authenticate/login',
        data: { ...input, email },
      });
      if (!result.ok) return result;
      if (result.status === 201) {
        const step = verificationStepSchema.safeParse({ email, ...(result.data as object) });
        if (!step.success) return invalid(result.status, step.error.message);
        const startedAt = step.data.timestamp === undefined ? now() : new Date(step.data.timestamp).getTime();
        return {
          ok: true,
          kind: 'verification',
          step: { ...step.data, startedAt: Number.isNaN(startedAt) ? now() : startedAt },
        };
      }
      const login = storedLoginSchema.safeParse(result.data);
      if (!login.success) return invalid(result.status, login.error.message);
      return { ok: true, kind: 'signed-in', login: login.data };
    },
    async verifyTfa(input) {
      const result = await http.request({
        ...call,
        method: 'POST',
        url: 'authenticate/VerifyTFA',
        data: input,
      });
      if (!result.ok) return result;
      const login = storedLoginSchema.safeParse(result.data);
      if (!login.success) return invalid(result.status, login.error.message);
      return { ok: true, login: login.data };
    },
    async resetPassword(input) {
      const result = await http.request({
        ...call,
        method: 'POST',
        url: 'authenticate/reset-password',
        data: input,
      });
      return result.ok ? { ok: true } : result;
    },
    async confirmReset(input) {
      // The token travels in a URL where "+" became a space (spec 01 §7).
      const data = { ...input, recoveryKey: input.recoveryKey.replace(/ /g, '+') };
      const result = await http.request({
        ...call,
        method: 'POST',
        url: 'authenticate/reset-password-confirm',
        data,
      });
      return result.ok ? { ok: true } : result;
    },
  };
}

function invalid(status: number, message: string): { ok: false; error: HttpFailure } {
  return { ok: false, error: { code: 'invalid-response', status, message, envelope: null } };
}
