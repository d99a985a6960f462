import { z } from 'zod';

/**
 * One REST call of the spec: what the server validates and documents, and what the HTTP adapters
 * send and parse. `path` is relative to the API base, with `:name` parameters. `response` is the
 * schema of the envelope's `data`, or 'blob' for file downloads.
 */
export type ApiCall = {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType | 'blob';
  /** The TimezoneOffset header is sent unless this is false. */
  readonly timezoneOffset?: boolean;
  /** Sent with the demo app-mode header (two track-and-trace reads). */
  readonly appModeHeader?: boolean;
  readonly summary: string;
};

/** Fill the `:name` parameters of a call's path. */
export function apiPath(
  call: Pick<ApiCall, 'path'>,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return call.path.replace(/:(\w+)/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : encodeURIComponent(String(value));
  });
}

/**
 * Problems of a registry: path parameters and the params schema must name the same fields, each
 * method and path once, paths relative to the API base, no body on GET.
 */
export function checkApiRegistry(registry: Readonly<Record<string, ApiCall>>): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const [name, call] of Object.entries(registry)) {
    const inPath = [...call.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
    const inSchema =
      call.params instanceof z.ZodObject
        ? Object.keys(call.params.shape as Record<string, unknown>).sort()
        : [];
    if (JSON.stringify(inPath) !== JSON.stringify(inSchema))
      problems.push(`${name}: ${inPath} vs ${inSchema}`);
    const key = `${call.method} ${call.path}`;
    if (seen.has(key)) problems.push(`${name}: duplicate ${key}`);
    seen.add(key);
    if (call.path.startsWith('/')) problems.push(`${name}: path is relative to the API base`);
    if (call.method === 'GET' && call.body !== undefined) problems.push(`${name}: GET with a body`);
  }
  return problems;
}
