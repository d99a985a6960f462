import { apiPath, TOTAL_COUNT_HEADER, type ApiCall } from '@rota/core';
import type { z } from 'zod';
import type { HttpClient, HttpRequest, HttpResult } from './http-client.js';

/** The header sent on the calls a registry marks `appModeHeader` (the spec names no header; ours). */
export const APP_MODE_HEADER = { 'App-Mode': 'demo' } as const;

/** A query value as axios writes it: lists repeat the parameter. */
export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;
/** The query of a call whose registry entry declares no schema (e.g. the jobs grid's filters). */
export type LooseQuery = Readonly<Record<string, QueryValue>>;

type ParamsPart<C> = C extends { readonly params: infer S extends z.ZodType }
  ? { readonly params: z.output<S> }
  : { readonly params?: undefined };
type QueryPart<C> = C extends { readonly query: infer S extends z.ZodType }
  ? object extends z.input<S>
    ? { readonly query?: z.input<S> }
    : { readonly query: z.input<S> }
  : { readonly query?: LooseQuery };
type BodyPart<C> = C extends { readonly body: infer S extends z.ZodType }
  ? { readonly body: z.input<S> }
  : { readonly body?: FormData };

/**
 * What one call takes: its path parameters, query and body, typed by the registry's schemas. A call
 * that declares no body may send a form (multipart, e.g. a driver's photo in `formFile`).
 */
export type ApiInput<C extends ApiCall> = ParamsPart<C> & QueryPart<C> & BodyPart<C>;

/** What one call answers: the data parsed with the registry's schema, or bytes for 'blob'. */
export type ApiData<C extends ApiCall> = C['response'] extends z.ZodType
  ? z.output<C['response']>
  : Uint8Array;

export type ApiFunction<C extends ApiCall> =
  object extends ApiInput<C>
    ? (input?: ApiInput<C>) => Promise<HttpResult<ApiData<C>>>
    : (input: ApiInput<C>) => Promise<HttpResult<ApiData<C>>>;

/** One typed function per call of a core API registry, under the registry's own names. */
export type ApiGateway<R extends Readonly<Record<string, ApiCall>>> = {
  readonly [K in keyof R]: ApiFunction<R[K]>;
};

interface AnyInput {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: unknown;
  readonly body?: unknown;
}

function isForm(body: unknown): body is FormData {
  return typeof FormData !== 'undefined' && body instanceof FormData;
}

/** How a gateway's calls treat failures: toasts by default; `notifyErrors: false` keeps quiet. */
export interface ApiGatewayOptions {
  readonly notifyErrors?: boolean;
}

function send(
  http: HttpClient,
  call: ApiCall,
  given: AnyInput,
  options: ApiGatewayOptions = {},
): Promise<HttpResult<unknown>> {
  const request: HttpRequest<unknown> = {
    method: call.method,
    ...(options.notifyErrors === undefined ? {} : { notifyErrors: options.notifyErrors }),
    url: apiPath(call, given.params),
    ...(given.query === undefined ? {} : { params: given.query as Record<string, unknown> }),
    ...(given.body === undefined ? {} : { data: given.body }),
    ...(call.timezoneOffset === false ? { timezoneOffset: false } : {}),
    headers: {
      ...(call.appModeHeader ? APP_MODE_HEADER : {}),
      // A form (a file upload) goes as multipart; axios would turn it into JSON otherwise.
      ...(isForm(given.body) ? { 'Content-Type': 'multipart/form-data' } : {}),
    },
  };
  if (call.response === 'blob') return http.bytes(request);
  return http.request({ ...request, schema: call.response });
}

/** Sends one registry call: path parameters filled, query and body as given, answer parsed. */
export function sendApiCall<C extends ApiCall>(
  http: HttpClient,
  call: C,
  input: ApiInput<C>,
  options: ApiGatewayOptions = {},
): Promise<HttpResult<ApiData<C>>> {
  return send(http, call, input as unknown as AnyInput, options) as Promise<HttpResult<ApiData<C>>>;
}

/**
 * Core's API registry as typed functions (`dailyPlanApi`, `trackingApi`, `territoryApi`,
 * `masterDataApi`): `gateway.jobInput({ params: { jobRefNo } })` answers the parsed job input.
 * Failures are values (`ok: false`) carrying the server's envelope.
 */
export function createApiGateway<R extends Readonly<Record<string, ApiCall>>>(
  http: HttpClient,
  registry: R,
  options: ApiGatewayOptions = {},
): ApiGateway<R> {
  const gateway: Record<string, (input?: AnyInput) => Promise<HttpResult<unknown>>> = {};
  for (const [name, call] of Object.entries(registry))
    gateway[name] = (input = {}) => send(http, call, input, options);
  return gateway as ApiGateway<R>;
}

/** The total row count of a paged list answer (`x-total-count`), when the server sent one. */
export function totalCount(result: HttpResult<unknown>): number | null {
  if (!result.ok) return null;
  const raw = result.headers[TOTAL_COUNT_HEADER];
  const total = raw === undefined ? Number.NaN : Number(raw);
  return Number.isInteger(total) && total >= 0 ? total : null;
}
