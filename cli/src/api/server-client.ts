import {
  createHttpClient,
  type HttpClient,
  type HttpFailure,
  type HttpResult,
  type Toast,
} from '@rota/adapters-http';
import type { LoginToken } from '@rota/core';
import { CliError } from '../io/cli-error.js';
import { currentLanguage, t } from '../messages.js';
import { serverKey } from '../config/login-file.js';
import { recordTransportError, transportCause } from './transport-cause.js';

/** The one HTTP client of a command, against `<server>/api`, with the stored token. */
export function createServerClient(
  server: string,
  getToken: () => string | null | Promise<string | null>,
): HttpClient {
  const client = createHttpClient({
    baseURL: `${serverKey(server)}/api`,
    getToken,
    getLanguage: currentLanguage,
    // A terminal has no page to leave for; the 401 becomes the command's error message.
    onSessionExpired: () => undefined,
    sessionRedirectDelayMs: 0,
    // Failures reach the command as values and are printed once, with their fields.
    notify: (_toast: Toast) => undefined,
  });
  // The client reports a failed connection as "network" only; the cause is kept for the message.
  client.axios.interceptors.response.use(undefined, (error: unknown) => {
    recordTransportError(error);
    return Promise.reject(error);
  });
  return client;
}

/** The error of a server that could not be reached: its address and the cause. */
export function unreachableError(server: string): CliError {
  return new CliError(
    t('cli.serverUnreachable', { server: serverKey(server), cause: transportCause() }),
    1,
    [],
    'NETWORK',
  );
}

/** The error a command ends with when a call failed: the server's message, or what went wrong. */
export function failureError(server: string, error: HttpFailure): CliError {
  const message = error.message ?? '';
  const issues = (error.envelope?.validationMessages ?? []).flatMap((v) =>
    v.messages.map((message) => ({ field: v.field, message })),
  );
  switch (error.code) {
    case 'network':
    case 'cancelled':
      return unreachableError(server);
    case 'session-expired':
      return new CliError(t('cli.sessionRefused'), 1, [], 'UNAUTHORIZED');
    case 'invalid-response':
      return new CliError(
        t('cli.invalidAnswer', { detail: message || `HTTP ${error.status ?? '?'}` }),
        1,
        [],
        'INVALID_RESPONSE',
      );
    default:
      break;
  }
  if (error.status === 403) return new CliError(t('cli.forbidden', { message }), 1, issues, 'FORBIDDEN');
  if (error.status === 404) return new CliError(t('cli.notFound', { message }), 1, issues, 'NOT_FOUND');
  return new CliError(
    t('cli.requestFailed', { status: error.status ?? '?', message: message || '-' }),
    1,
    issues,
    'HTTP',
  );
}

/** What the server answered: the parsed data and its own message (e.g. "Job is created"). */
export interface Answered<T> {
  readonly data: T;
  readonly message: string | null;
}

/** A call's answer, or the error the command ends with (the server's message and fields). */
export function answered<T>(server: string, result: HttpResult<T>): Answered<T> {
  if (!result.ok) throw failureError(server, result.error);
  return { data: result.data, message: result.envelope?.message ?? null };
}

/** The stored sign-in, or the error that says to sign in (again). */
export function requireLogin(server: string, login: LoginToken | null, now = Date.now()): LoginToken {
  if (!login) throw new CliError(t('cli.notSignedIn', { server: serverKey(server) }), 1, [], 'NOT_SIGNED_IN');
  const expires = Date.parse(login.expiresAt);
  if (Number.isFinite(expires) && expires <= now) {
    throw new CliError(
      t('cli.signInExpired', { server: serverKey(server), expiresAt: login.expiresAt }),
      1,
      [],
      'SIGN_IN_EXPIRED',
    );
  }
  return login;
}
