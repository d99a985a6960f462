import type { FastifyReply, FastifyRequest } from 'fastify';
import { failEnvelope, MAX_LIST_LENGTH, MAX_POLYGON_LENGTH, MAX_TEXT_LENGTH } from '@rota/core';
import { requestLanguage, translate } from './i18n.js';

/**
 * Input the database cannot take, and input too large to work on, caught for every route at
 * once, whatever its schema says: text holding a NUL character (PostgreSQL text never holds
 * one), text or lists beyond the shared bounds, and the data errors PostgreSQL raises for a
 * value it cannot store or read (SQLSTATE class 22: a number out of range, an impossible date,
 * bad text for a type), which are the caller's mistake, never the server's.
 */

export type InputProblem = 'server.nulCharacter' | 'server.textTooLong' | 'server.listTooLong';

interface Limits {
  text: number;
  list: number;
}

/** URL parts (path and query) are short; a body's text may be a polygon. */
export const URL_LIMITS: Limits = { text: MAX_TEXT_LENGTH, list: MAX_LIST_LENGTH };
export const BODY_LIMITS: Limits = { text: MAX_POLYGON_LENGTH, list: MAX_LIST_LENGTH };

/** The first field (path such as `0.name`) whose value the server refuses, and why; null when none. */
export function inspectInput(
  value: unknown,
  limits: Limits,
  path = '',
  depth = 0,
): { field: string; problem: InputProblem } | null {
  const field = path || 'value';
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { field, problem: 'server.nulCharacter' };
    return value.length > limits.text ? { field, problem: 'server.textTooLong' } : null;
  }
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value) && value.length > limits.list) return { field, problem: 'server.listTooLong' };
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return { field: here, problem: 'server.nulCharacter' };
    const found = inspectInput(item, limits, here, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** The SQLSTATE of a PostgreSQL data error (class 22) behind an error, if it is one. */
export function databaseDataError(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current !== null && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Addresses the router itself refuses (a path part longer than `maxParamLength`, a malformed
 * escape) answer 400 in the envelope like any other bad input.
 */
export function answerRouterError(
  error: { code?: string },
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const key = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'server.textTooLong' : 'server.invalidBody';
  void reply.code(400).send(failEnvelope(400, translate(requestLanguage(request), key)));
}
