import type { FastifyServerOptions } from 'fastify';

/**
 * Errors as the log keeps them: without the values of the request. A query the database refused
 * is logged with its SQL text, SQLSTATE, constraint, table and column, never with its parameters
 * (names, phones, e-mails); values the database quotes in its messages and details are masked.
 */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  query?: string;
  statusCode?: number;
  cause?: LoggedError;
}

const MASK = '…';

/** The text without the values it quotes: `"ayse@x.co"`, `'…'` and `Key (email)=(…)`. */
export function maskValues(text: string): string {
  const withoutParams = text.replace(/\nparams: [\s\S]*$/, '');
  return withoutParams
    .replace(/=\((?:[^()]|\([^()]*\))*\)/g, `=(${MASK})`)
    .replace(/"(?:[^"\\]|\\.)*"/g, `"${MASK}"`)
    .replace(/'(?:[^'\\]|\\.)*'/g, `'${MASK}'`);
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export function safeError(error: unknown, depth = 0): LoggedError {
  if (error === null || typeof error !== 'object') {
    const message = maskValues(String(error));
    return { type: typeof error, message, stack: message };
  }
  const e = error as Record<string, unknown> & { name?: unknown; message?: unknown; stack?: unknown };
  const type = text(e.name) ?? text(e.constructor?.name) ?? 'Error';
  const message = maskValues(text(e.message) ?? '');
  const frames = text(e.stack)
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = { type, message, stack: [`${type}: ${message}`, ...(frames ?? [])].join('\n') };
  const code = text(e['code']);
  if (code) logged.code = code;
  for (const key of ['constraint', 'table', 'column'] as const) {
    const value = text(e[key]);
    if (value) logged[key] = value;
  }
  // drizzle's DrizzleQueryError: the SQL text with its placeholders; its params stay out.
  const query = text(e['query']);
  if (query) logged.query = query;
  if (typeof e['statusCode'] === 'number') logged.statusCode = e['statusCode'];
  if (e['cause'] !== undefined && depth < 5) logged.cause = safeError(e['cause'], depth + 1);
  return logged;
}

/** The server's logger options: its level, and errors logged without request values. */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    serializers: { err: safeError },
    hooks: {
      // `log.error(error)` takes the error's message as the line's own: masked too.
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        if (first instanceof Error && rest.length === 0) {
          method.apply(this, [first, maskValues(first.message)] as unknown as Parameters<typeof method>);
          return;
        }
        method.apply(this, args);
      },
    },
    ...(stream ? { stream } : {}),
  };
}
