import type { HttpClient } from '@rota/adapters-http';
import { apiPath, type ApiCall } from '@rota/core';
import type { z } from 'zod';
import { failureError } from './server-client.js';

export interface CallInput {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Record<string, unknown>;
  readonly body?: unknown;
}

/** What the server answered: the parsed data and its own message (e.g. "Job is created"). */
export interface CallAnswer<T> {
  readonly data: T;
  readonly message: string | null;
  readonly status: number;
}

type DataOf<C extends ApiCall> = C['response'] extends z.ZodType ? z.infer<C['response']> : unknown;

/**
 * One call of a core API registry (method, path, body and response schema in one place), parsed
 * with the registry's schema. Failures end the command with the server's message.
 */
export async function callApi<C extends ApiCall>(
  http: HttpClient,
  server: string,
  call: C,
  input: CallInput = {},
): Promise<CallAnswer<DataOf<C>>> {
  const result = await http.request<DataOf<C>>({
    method: call.method,
    url: apiPath(call, input.params),
    ...(input.query ? { params: input.query } : {}),
    ...(input.body === undefined ? {} : { data: input.body }),
    ...(call.response === 'blob' ? {} : { schema: call.response as z.ZodType<DataOf<C>> }),
    notifyErrors: false,
  });
  if (!result.ok) throw failureError(server, result.error);
  return { data: result.data, message: result.envelope?.message ?? null, status: result.status };
}
