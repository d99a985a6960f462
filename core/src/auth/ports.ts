import type {
  LoginRequest,
  LoginToken,
  RefreshRequest,
  SignOutRequest,
  SmsVerificationStep,
  VerifyTfaRequest,
} from './login.schema.js';
import type {
  ChangePasswordRequest,
  ResetPasswordConfirmRequest,
  ResetPasswordRequest,
} from './password.schema.js';

/** An expected failure: a code and an i18n key (or the server's own text when it sent one). */
export interface AuthFailure {
  code: 'invalid-credentials' | 'invalid-input' | 'throttled' | 'unauthorized' | 'network' | 'unknown';
  messageKey: string;
  /** The server's text, shown after the key's text when present. */
  serverMessage?: string | null;
}

export type AuthResult<T> = { ok: true; value: T } | { ok: false; error: AuthFailure };

/** Login answers 200 with the token or 201 with the SMS step. */
export type LoginAnswer = { status: 200; login: LoginToken } | { status: 201; step: SmsVerificationStep };

/** The auth API, implemented by the HTTP adapter. */
export interface AuthGateway {
  login(request: LoginRequest): Promise<AuthResult<LoginAnswer>>;
  verifyTfa(request: VerifyTfaRequest): Promise<AuthResult<LoginToken>>;
  resetPassword(request: ResetPasswordRequest): Promise<AuthResult<null>>;
  confirmResetPassword(request: ResetPasswordConfirmRequest): Promise<AuthResult<null>>;
  changePassword(request: ChangePasswordRequest): Promise<AuthResult<null>>;
  /** Trades the refresh token for a new access token and refresh token. */
  refresh(request: RefreshRequest): Promise<AuthResult<LoginToken>>;
  /** Ends the sign-in on the server. */
  signOut(request: SignOutRequest): Promise<AuthResult<null>>;
}

/** Where the client keeps "the login" (local storage in the browser, a file in the CLI). */
export interface LoginStore {
  load(): LoginToken | null;
  save(login: LoginToken): void;
  clear(): void;
}

/** Keeps the SMS step between the login page and the verification page. */
export interface SmsStepStore {
  load(): SmsVerificationStep | null;
  save(step: SmsVerificationStep): void;
  clear(): void;
}

export interface AuthClock {
  now(): number;
}

export const AUTH_GATEWAY = Symbol('AuthGateway');
export const LOGIN_STORE = Symbol('LoginStore');
export const SMS_STEP_STORE = Symbol('SmsStepStore');
export const AUTH_CLOCK = Symbol('AuthClock');
