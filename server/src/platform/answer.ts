import type { FastifyReply } from 'fastify';
import type { FieldMessage } from '@rota/core/admin';

/** What a handler returns: a success with data, an expected failure, or a raw reply. */
export type Answer<T = unknown> =
  | { kind: 'ok'; status: number; data: T; messageKey?: string; params?: Record<string, string | number> }
  | {
      kind: 'fail';
      status: number;
      messageKey: string;
      params?: Record<string, string | number>;
      validation?: FieldMessage[];
      code?: number;
      headers?: Record<string, string>;
    }
  | { kind: 'raw'; send: (reply: FastifyReply) => unknown };

export function ok<T>(
  data: T,
  options: { status?: number; messageKey?: string; params?: Record<string, string | number> } = {},
): Answer<T> {
  return {
    kind: 'ok',
    status: options.status ?? 200,
    data,
    ...(options.messageKey ? { messageKey: options.messageKey } : {}),
    ...(options.params ? { params: options.params } : {}),
  };
}

export function fail(
  status: number,
  messageKey: string,
  extra: {
    params?: Record<string, string | number>;
    validation?: FieldMessage[];
    code?: number;
    headers?: Record<string, string>;
  } = {},
): Answer<never> {
  return { kind: 'fail', status, messageKey, ...extra };
}

export function raw(send: (reply: FastifyReply) => unknown): Answer<never> {
  return { kind: 'raw', send };
}
