import { t, type CliMessageKey } from '../messages.js';

/** What a person reads for the system's connection error codes; others show the system's text. */
const CAUSES: Readonly<Record<string, CliMessageKey>> = {
  ECONNREFUSED: 'cli.cause.refused',
  ENOTFOUND: 'cli.cause.unknownHost',
  EAI_AGAIN: 'cli.cause.unknownHost',
  ETIMEDOUT: 'cli.cause.timeout',
  ECONNABORTED: 'cli.cause.timeout',
  ECONNRESET: 'cli.cause.reset',
  EPIPE: 'cli.cause.reset',
  EHOSTUNREACH: 'cli.cause.unreachable',
  ENETUNREACH: 'cli.cause.unreachable',
  EPROTO: 'cli.cause.protocol',
  ERR_SSL_WRONG_VERSION_NUMBER: 'cli.cause.protocol',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'cli.cause.certificate',
  SELF_SIGNED_CERT_IN_CHAIN: 'cli.cause.certificate',
  CERT_HAS_EXPIRED: 'cli.cause.certificate',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'cli.cause.certificate',
  ERR_TLS_CERT_ALTNAME_INVALID: 'cli.cause.certificate',
};

/** The latest transport error of this process: a command talks to one server at a time. */
let latest: { code: string | null; detail: string } | null = null;

function codeOf(error: unknown): string | null {
  let current: unknown = error;
  // axios keeps the system error as `cause`; Node's own errors may nest one more level.
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code !== 'ERR_NETWORK' && code !== 'ERR_BAD_RESPONSE') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Keeps what made a request fail before any answer came (refused, unknown host, timeout, ...). */
export function recordTransportError(error: unknown): void {
  const detail = error instanceof Error && error.message ? error.message : String(error);
  latest = { code: codeOf(error), detail };
}

/** The cause of the latest transport failure in words, e.g. "connection refused (ECONNREFUSED)". */
export function transportCause(): string {
  if (!latest) return t('cli.cause.unknown');
  const key = latest.code ? CAUSES[latest.code] : undefined;
  if (key) return `${t(key)} (${latest.code})`;
  return latest.code ? `${latest.detail} (${latest.code})` : latest.detail;
}
