import type { ServerConfig } from '../config.js';

export const CHANGE_PASSWORD_PATH = '/change-password';

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a recovery link may point to: the configured `PUBLIC_URL` only (in demo mode also
 * its loopback aliases, e.g. 127.0.0.1 for localhost). Never the request's Host header.
 */
export function allowedOrigins(config: Pick<ServerConfig, 'publicUrl' | 'demo'>): Set<string> {
  const origins = new Set([config.publicUrl]);
  const base = new URL(config.publicUrl);
  if (config.demo && LOOPBACK.includes(base.hostname)) {
    for (const host of LOOPBACK) origins.add(`${base.protocol}//${host}${base.port ? `:${base.port}` : ''}`);
  }
  return origins;
}

/**
 * Where a recovery link points: `callbackUrl` (the change-password page) when it lies on an
 * allowed origin, the configured change-password page when none is given; null when the
 * caller named another site or something that is no address.
 */
export function recoveryLink(
  config: Pick<ServerConfig, 'publicUrl' | 'demo'>,
  callbackUrl: string | undefined,
  key: string,
  email: string,
): string | null {
  let target: URL;
  try {
    target = new URL(callbackUrl?.trim() || CHANGE_PASSWORD_PATH, config.publicUrl);
  } catch {
    return null;
  }
  if (!allowedOrigins(config).has(target.origin) || target.username || target.password) return null;
  target.hash = '';
  target.search = '';
  target.searchParams.set('token', key);
  target.searchParams.set('email', email);
  return target.toString();
}
