import axios, { type AxiosInstance, type AxiosRequestConfig, type AxiosResponse, type Method } from 'axios';
import type { z } from 'zod';
import { anyEnvelopeSchema, type Envelope } from '@rota/core';
import { createSessionGuard } from './session-guard.js';
import { isEmptyListData, noContentPath } from './empty-list.js';
import type { Notify } from './toast.js';

export interface HttpClientOptions {
  baseURL: string;
  /** The access token to send; may renew it first (a short token with a refresh step). */
  getToken: () => string | null | Promise<string | null>;
  getLanguage: () => string;
  /** Leaves for /login; called 2 s after the first 401 of a 5 s window. */
  onSessionExpired: () => void;
  notify: Notify;
  /** Minutes, JavaScript convention (UTC minus local); defaults to the browser's. */
  getTimezoneOffset?: () => number;
  sessionWindowMs?: number;
  sessionRedirectDelayMs?: number;
  timeoutMs?: number;
}

export type HttpFailureCode = 'http' | 'network' | 'cancelled' | 'session-expired' | 'invalid-response';

export interface HttpFailure {
  code: HttpFailureCode;
  status: number | null;
  /** The server's failResult.failMessage or message, when it sent one. */
  message: string | null;
  envelope: Envelope | null;
}

/** Response headers, names in lower case (e.g. `x-total-count`). */
export type HttpHeaders = Readonly<Record<string, string>>;

export type HttpResult<T> =
  | { ok: true; data: T; status: number; envelope: Envelope<T> | null; headers: HttpHeaders }
  | { ok: false; error: HttpFailure };

export interface HttpRequest<T> {
  method?: Method;
  url: string;
  /** Overrides the client's base address (the auth API lives beside the REST API). */
  baseURL?: string;
  params?: Record<string, unknown>;
  data?: unknown;
  /** Parses `data` of the envelope; without it `data` is passed on as it came. */
  schema?: z.ZodType<T>;
  /** Grid lists: an empty answer is asked again at `{path}/no-content-data-results`. */
  emptyFallback?: boolean;
  /** Shows failMessage / validation messages as toasts (default true). */
  notifyErrors?: boolean;
  /** Login and friends: a 401 there is a wrong password, not an expired session. */
  skipSessionGuard?: boolean;
  /** Sends no token: the sign-in calls, and the token refresh itself. */
  anonymous?: boolean;
  headers?: Record<string, string>;
  /** false leaves the TimezoneOffset header out; by default the exempt paths decide. */
  timezoneOffset?: boolean;
  /** Uploads: bytes sent so far and the body's size when known. */
  onUploadProgress?: (sent: number, total: number | null) => void;
}

export interface HttpClient {
  request<T = unknown>(request: HttpRequest<T>): Promise<HttpResult<T>>;
  /** Binary answers (PDF, zip) without envelope. */
  blob(request: Omit<HttpRequest<Blob>, 'schema' | 'emptyFallback'>): Promise<HttpResult<Blob>>;
  /** Binary answers as bytes, in the browser and in Node alike (a failure's envelope is read). */
  bytes(request: Omit<HttpRequest<Uint8Array>, 'schema' | 'emptyFallback'>): Promise<HttpResult<Uint8Array>>;
  /** The one axios instance, for uploads with progress. */
  readonly axios: AxiosInstance;
}

/** Calls that the spec exempts from the TimezoneOffset header (spec 01 §7, spec 03 §7). */
const timezoneExempt = [
  /(^|\/)filter\/order-tracking\/jobs(\?|$)/,
  /(^|\/)pdf\/order-service-receipt-with-orders(\?|$)/,
  /(^|\/)pdf\/order-tracking-label-with-job(\?|$)/,
];

export function sendsTimezoneOffset(url: string): boolean {
  return !timezoneExempt.some((pattern) => pattern.test(url));
}

/** The one HTTP client: headers, envelope, session-expiry guard, toasts, empty-grid fallback. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const instance = axios.create({
    baseURL: options.baseURL,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    timeout: options.timeoutMs ?? 0,
    validateStatus: () => true,
    // Lists repeat their parameter (`status=A&status=B`), as the server's query parser reads them.
    paramsSerializer: { indexes: null },
  });
  const pending = new Set<AbortController>();
  const guard = createSessionGuard({
    notify: options.notify,
    onSessionExpired: options.onSessionExpired,
    cancelPending: () => {
      for (const controller of pending) controller.abort();
      pending.clear();
    },
    ...(options.sessionWindowMs === undefined ? {} : { windowMs: options.sessionWindowMs }),
    ...(options.sessionRedirectDelayMs === undefined
      ? {}
      : { redirectDelayMs: options.sessionRedirectDelayMs }),
  });
  const timezoneOffset = options.getTimezoneOffset ?? (() => new Date().getTimezoneOffset());

  instance.interceptors.request.use(async (config) => {
    config.headers.set('Accept-Language', options.getLanguage());
    const token = (config as TimezoneChoice).anonymous ? null : await options.getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    const wanted = (config as TimezoneChoice).timezoneOffset ?? sendsTimezoneOffset(config.url ?? '');
    if (wanted) config.headers.set('TimezoneOffset', String(timezoneOffset()));
    return config;
  });

  async function send(
    request: HttpRequest<unknown>,
    responseType: 'json' | 'blob' | 'arraybuffer',
  ): Promise<AxiosResponse | HttpFailure> {
    const controller = new AbortController();
    pending.add(controller);
    const config: AxiosRequestConfig & TimezoneChoice = {
      method: request.method ?? 'GET',
      url: request.url,
      ...(request.params === undefined ? {} : { params: request.params }),
      ...(request.data === undefined ? {} : { data: request.data }),
      signal: controller.signal,
      responseType,
      ...(request.baseURL === undefined ? {} : { baseURL: request.baseURL }),
      ...(request.headers === undefined ? {} : { headers: request.headers }),
      ...(request.timezoneOffset === undefined ? {} : { timezoneOffset: request.timezoneOffset }),
      ...(request.anonymous ? { anonymous: true } : {}),
      ...(request.onUploadProgress === undefined
        ? {}
        : {
            onUploadProgress: (event: { loaded: number; total?: number }) =>
              request.onUploadProgress?.(event.loaded, event.total ?? null),
          }),
    };
    try {
      return await instance.request(config);
    } catch (error) {
      const cancelled = axios.isCancel(error) || controller.signal.aborted;
      return { code: cancelled ? 'cancelled' : 'network', status: null, message: null, envelope: null };
    } finally {
      pending.delete(controller);
    }
  }

  function notifyEnvelope(envelope: Envelope): void {
    const failMessage = envelope.failResult?.failMessage;
    if (failMessage) options.notify({ kind: 'error', text: failMessage });
    for (const validation of envelope.validationMessages)
      for (const text of validation.messages) options.notify({ kind: 'warning', text });
  }

  function failed(request: HttpRequest<unknown>, status: number, envelope: Envelope): HttpResult<never> {
    if (request.notifyErrors !== false) notifyEnvelope(envelope);
    const message = envelope.failResult?.failMessage ?? envelope.message;
    return { ok: false, error: { code: 'http', status, message, envelope } };
  }

  function interpret<T>(request: HttpRequest<T>, response: AxiosResponse): HttpResult<T> | { empty: true } {
    if (response.status === 401 && !request.skipSessionGuard) {
      guard.trip();
      return { ok: false, error: { code: 'session-expired', status: 401, message: null, envelope: null } };
    }
    const headers = headersOf(response);
    if (response.status === 204 || response.data === '' || response.data === undefined) {
      if (request.emptyFallback) return { empty: true };
      if (response.status < 400)
        return { ok: true, data: null as T, status: response.status, envelope: null, headers };
    }
    const parsed = anyEnvelopeSchema.safeParse(response.data);
    if (!parsed.success) {
      return {
        ok: false,
        error: { code: 'invalid-response', status: response.status, message: null, envelope: null },
      };
    }
    const envelope = parsed.data;
    if (response.status >= 400 || !envelope.isSuccess)
      return failed(request as HttpRequest<unknown>, response.status, envelope);
    if (request.emptyFallback && isEmptyListData(envelope.data)) return { empty: true };
    if (!request.schema)
      return {
        ok: true,
        data: envelope.data as T,
        status: response.status,
        envelope: envelope as Envelope<T>,
        headers,
      };
    const data = request.schema.safeParse(envelope.data);
    if (!data.success) {
      return {
        ok: false,
        error: { code: 'invalid-response', status: response.status, message: data.error.message, envelope },
      };
    }
    return {
      ok: true,
      data: data.data,
      status: response.status,
      envelope: { ...envelope, data: data.data },
      headers,
    };
  }

  async function request<T>(req: HttpRequest<T>): Promise<HttpResult<T>> {
    const response = await send(req as HttpRequest<unknown>, 'json');
    if (!('headers' in response)) return { ok: false, error: response };
    const result = interpret(req, response);
    if (!('empty' in result)) return result;
    // The list was empty: what an empty grid shows comes from the fallback, quietly. When the
    // fallback itself fails, the empty list stands (still with its headers, e.g. a total of 0).
    const plain = (r: HttpRequest<T>, answer: AxiosResponse) =>
      interpret({ ...r, emptyFallback: false }, answer) as HttpResult<T>;
    const fallback = await send(
      { ...(req as HttpRequest<unknown>), url: noContentPath(req.url), params: {} },
      'json',
    );
    const fallbackResult = 'headers' in fallback ? plain({ ...req, notifyErrors: false }, fallback) : null;
    if (!fallbackResult?.ok) return plain(req, response);
    return { ...fallbackResult, headers: { ...headersOf(response), ...fallbackResult.headers } };
  }

  async function binary<T>(
    req: Omit<HttpRequest<T>, 'schema' | 'emptyFallback'>,
    responseType: 'blob' | 'arraybuffer',
    read: (data: unknown) => T,
  ): Promise<HttpResult<T>> {
    const response = await send(req, responseType);
    if (!('headers' in response)) return { ok: false, error: response };
    if (response.status === 401 && !req.skipSessionGuard) {
      guard.trip();
      return { ok: false, error: { code: 'session-expired', status: 401, message: null, envelope: null } };
    }
    if (response.status >= 400) {
      const envelope = responseType === 'arraybuffer' ? envelopeOfBytes(response.data) : null;
      if (envelope) return failed(req, response.status, envelope);
      return { ok: false, error: { code: 'http', status: response.status, message: null, envelope: null } };
    }
    return {
      ok: true,
      data: read(response.data),
      status: response.status,
      envelope: null,
      headers: headersOf(response),
    };
  }

  return {
    request,
    blob: (req) => binary(req, 'blob', (data) => data as Blob),
    bytes: (req) => binary(req, 'arraybuffer', asBytes),
    axios: instance,
  };
}

/** A request's own choices (TimezoneOffset header, no token), carried through axios' config. */
interface TimezoneChoice {
  timezoneOffset?: boolean;
  anonymous?: boolean;
}

function headersOf(response: AxiosResponse): HttpHeaders {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries((response.headers ?? {}) as Record<string, unknown>))
    if (typeof value === 'string' || typeof value === 'number') out[name.toLowerCase()] = String(value);
    else if (Array.isArray(value)) out[name.toLowerCase()] = value.join(', ');
  return out;
}

/** Bytes of an `arraybuffer` answer: an ArrayBuffer in the browser, a Buffer in Node. */
function asBytes(data: unknown): Uint8Array {
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return new Uint8Array(0);
}

/** The envelope a failed binary call answered with, when its bytes are one. */
function envelopeOfBytes(data: unknown): Envelope | null {
  try {
    const parsed = anyEnvelopeSchema.safeParse(JSON.parse(new TextDecoder().decode(asBytes(data))));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
