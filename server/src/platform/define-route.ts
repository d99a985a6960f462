import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { failEnvelope, okEnvelope } from '@rota/core';
import { ADMITTED_ROLES, type PermissionAction } from '@rota/core/auth';
import { toFieldMessages } from '@rota/core/admin';
import { sharedJson } from '../db/kept-answers.js';
import type { Answer } from './answer.js';
import type { AuthUser, Platform } from './context.js';
import { authenticate } from './authenticate.js';
import { BODY_LIMITS, databaseDataError, inspectInput, URL_LIMITS } from './input-guard.js';
import { requestLanguage, translatorFor, type ServerLanguage, type Translator } from './i18n.js';
import { timezoneOffsetOf } from './timezone.js';
import { withFieldLabel } from './field-labels.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Claim = `${string};${PermissionAction}`;

/**
 * Who may call a route once signed in: `signed-in` (any enabled user, whatever the role), or a
 * list of roles (default: Admin, DC Manager, Region Manager) plus, optionally, a claim.
 */
export type SignedInAccess = 'signed-in' | { roles?: readonly string[]; claim?: Claim };

/** Who may call a route: `public` (anyone, signed in or not) or a signed-in user as above. */
export type RouteAccess = 'public' | SignedInAccess;

/** What a handler receives: `user` is the signed-in user, `null` on a public route. */
export interface RouteContext<B, Q, P, U extends AuthUser | null = AuthUser> {
  request: FastifyRequest;
  reply: FastifyReply;
  body: B;
  query: Q;
  params: P;
  user: U;
  language: ServerLanguage;
  t: Translator;
  /** The client's TimezoneOffset header (minutes, UTC minus local). */
  timezoneOffset: number;
  platform: Platform;
}

interface RouteFields<B, Q, P> {
  method: HttpMethod;
  /** The full path, `:name` for parameters, e.g. `/api/user-management/users/:username`. */
  url: string;
  summary: string;
  tags?: string[];
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  params?: z.ZodType<P>;
  /** Schema of the envelope's `data`, for the OpenAPI document. */
  response?: z.ZodType;
  /** Success statuses the route answers, for the OpenAPI document (default 200). */
  successStatuses?: readonly number[];
  /** Only served in demo mode. */
  demoOnly?: boolean;
}

/** A route anyone may call: nobody is signed in for it, so its handler has no user. */
export interface PublicRouteDefinition<B = unknown, Q = unknown, P = unknown> extends RouteFields<B, Q, P> {
  access: 'public';
  handler(context: RouteContext<B, Q, P, null>): Promise<Answer>;
}

/** A route for signed-in users: its handler runs only once the user passed the access check. */
export interface SignedInRouteDefinition<B = unknown, Q = unknown, P = unknown> extends RouteFields<B, Q, P> {
  access: SignedInAccess;
  handler(context: RouteContext<B, Q, P>): Promise<Answer>;
}

export type RouteDefinition<B = unknown, Q = unknown, P = unknown> =
  PublicRouteDefinition<B, Q, P> | SignedInRouteDefinition<B, Q, P>;

/**
 * Declares a route with its schemas and its authorisation in one place. The handler of a route
 * that is not public receives the signed-in user, never null.
 */
export function defineRoute<B = unknown, Q = unknown, P = unknown>(
  route: PublicRouteDefinition<B, Q, P>,
): RouteDefinition;
export function defineRoute<B = unknown, Q = unknown, P = unknown>(
  route: SignedInRouteDefinition<B, Q, P>,
): RouteDefinition;
export function defineRoute<B, Q, P>(route: RouteDefinition<B, Q, P>): RouteDefinition {
  // The schemas checked the body, query and params before the handler runs (`registerRoutes`).
  return route as unknown as RouteDefinition;
}

/** Roles a route admits (after sign-in); `null` for public and any-role routes. */
export function admittedRoles(access: RouteAccess): readonly string[] | null {
  if (access === 'public' || access === 'signed-in') return null;
  return access.roles ?? ADMITTED_ROLES;
}

export function claimOfRoute(access: RouteAccess): Claim | null {
  return typeof access === 'object' ? (access.claim ?? null) : null;
}

const registries = new WeakMap<FastifyInstance, RouteDefinition[]>();

/** Every route registered on an app through `registerRoutes`, for the docs and the access test. */
export function registeredRoutes(app: FastifyInstance): readonly RouteDefinition[] {
  return registries.get(app) ?? [];
}

export function sendAnswer(reply: FastifyReply, answer: Answer, t: Translator): unknown {
  if (answer.kind === 'raw') return answer.send(reply);
  if (answer.kind === 'ok') {
    const message = answer.messageKey ? t(answer.messageKey, answer.params) : null;
    // Data served from memory to many requests carries its JSON text, made once.
    const text = message === null ? sharedJson(answer.data) : undefined;
    if (text !== undefined) {
      return reply
        .code(answer.status)
        .type('application/json; charset=utf-8')
        .send(`{"data":${text}${envelopeAfterData(answer.status)}`);
    }
    return reply.code(answer.status).send(okEnvelope(answer.data, answer.status, message));
  }
  for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
  return reply.code(answer.status).send(
    failEnvelope(
      answer.status,
      t(answer.messageKey, answer.params),
      (answer.validation ?? []).map((v) => ({ field: v.field, message: t(v.message, answer.params) })),
      answer.code ?? null,
    ),
  );
}

/** The JSON text of an answer's envelope after its data (`okEnvelope` puts `data` first). */
function envelopeAfterData(status: number): string {
  const text = JSON.stringify(okEnvelope(null, status, null));
  return text.slice('{"data":null'.length);
}

function check<T>(schema: z.ZodType<T> | undefined, value: unknown, t: Translator, fallback: unknown) {
  if (!schema) return { ok: true as const, value: value as T };
  const parsed = schema.safeParse(value ?? fallback);
  return parsed.success
    ? { ok: true as const, value: parsed.data }
    : {
        ok: false as const,
        messages: toFieldMessages(parsed.error, t).map((m) => ({
          ...m,
          message: withFieldLabel(m.field, m.message, t),
        })),
      };
}

/** What a handler receives besides the user. */
type RequestContext = Omit<RouteContext<unknown, unknown, unknown>, 'user'>;

/** Runs the route's handler on a checked request; a public route's handler gets no user. */
type Invocation = (context: RequestContext) => Promise<Answer>;

const forbidden: Answer = { kind: 'fail', status: 403, messageKey: 'server.forbidden' };

/**
 * Who is calling, as the route's access asks: nobody on a public route; otherwise the signed-in
 * user (401 without one) holding an admitted role and the route's claim (403 without them).
 */
async function admit(
  platform: Platform,
  route: RouteDefinition,
  request: FastifyRequest,
): Promise<{ ok: true; invoke: Invocation } | { ok: false; answer: Answer }> {
  if (route.access === 'public') {
    return { ok: true, invoke: (context) => route.handler({ ...context, user: null }) };
  }
  const auth = await authenticate(platform, request);
  if (!auth.ok) return auth;
  const user = auth.user;
  const roles = admittedRoles(route.access);
  const claim = claimOfRoute(route.access);
  if (roles && !user.roles.some((role) => roles.includes(role))) return { ok: false, answer: forbidden };
  if (claim && !user.claims.includes(claim)) return { ok: false, answer: forbidden };
  return { ok: true, invoke: (context) => route.handler({ ...context, user }) };
}

/** The handler's answer; a value the database refused as data (SQLSTATE 22xxx) answers 400. */
async function answerOf(invoke: Invocation, context: RequestContext): Promise<Answer> {
  try {
    return await invoke(context);
  } catch (error) {
    const code = databaseDataError(error);
    if (code === null) throw error;
    context.request.log.warn({ err: error, sqlState: code }, 'value refused by the database');
    return { kind: 'fail', status: 400, messageKey: 'server.invalidValue' } satisfies Answer;
  }
}

/**
 * The answer, unless its `data` breaks the route's declared response schema: then the mismatch
 * is logged with its paths and the call answers 500, so a test of the route fails on it. Checked
 * when the configuration asks for it (`ROTA_CHECK_RESPONSES`: on in tests and development).
 */
/** Answer data already found to fit its route's schema (a kept list answer comes back as is). */
const fitting = new WeakMap<RouteDefinition, WeakSet<object>>();

export function checkedAnswer(route: RouteDefinition, answer: Answer, request: FastifyRequest): Answer {
  if (answer.kind !== 'ok' || !route.response) return answer;
  const data = answer.data;
  const known = fitting.get(route);
  if (data !== null && typeof data === 'object' && known?.has(data)) return answer;
  const parsed = route.response.safeParse(data);
  if (parsed.success) {
    if (data !== null && typeof data === 'object') {
      const set = known ?? new WeakSet<object>();
      set.add(data);
      fitting.set(route, set);
    }
    return answer;
  }
  const issues = parsed.error.issues.slice(0, 10).map((i) => ({
    field: `data.${i.path.join('.')}`,
    message: `answer breaks the response schema: ${i.message}`,
  }));
  request.log.error({ route: `${route.method} ${route.url}`, issues }, 'answer breaks its response schema');
  // The paths go back with the 500 too, so the failing test shows them (never in production).
  return { kind: 'fail', status: 500, messageKey: 'server.internalError', validation: issues };
}

/** Registers routes: authentication, role and claim checks, input validation, the envelope. */
export function registerRoutes(
  app: FastifyInstance,
  platform: Platform,
  routes: readonly RouteDefinition[],
): void {
  const registry = registries.get(app) ?? [];
  registries.set(app, registry);
  for (const route of routes) {
    if (route.demoOnly && !platform.config.demo) continue;
    registry.push(route);
    app.route({
      method: route.method,
      url: route.url,
      handler: async (request, reply) => {
        const language = requestLanguage(request);
        const t = translatorFor(language);
        const admitted = await admit(platform, route, request);
        if (!admitted.ok) return sendAnswer(reply, admitted.answer, t);
        const refused =
          inspectInput(request.params, URL_LIMITS) ??
          inspectInput(request.query, URL_LIMITS) ??
          inspectInput(request.body, BODY_LIMITS);
        if (refused !== null) {
          return sendAnswer(
            reply,
            {
              kind: 'fail',
              status: 400,
              messageKey: 'server.invalidBody',
              validation: [{ field: refused.field, message: refused.problem }],
            },
            t,
          );
        }
        const params = check(route.params, request.params, t, {});
        const query = check(route.query, request.query, t, {});
        const body = check(route.body, request.body, t, {});
        const invalid = [params, query, body].flatMap((c) => (c.ok ? [] : c.messages));
        if (invalid.length > 0 || !params.ok || !query.ok || !body.ok) {
          return sendAnswer(
            reply,
            { kind: 'fail', status: 400, messageKey: 'server.invalidBody', validation: invalid },
            t,
          );
        }
        const answer = await answerOf(admitted.invoke, {
          request,
          reply,
          body: body.value,
          query: query.value,
          params: params.value,
          language,
          t,
          timezoneOffset: timezoneOffsetOf(request),
          platform,
        });
        const checked = platform.config.checkResponses ? checkedAnswer(route, answer, request) : answer;
        return sendAnswer(reply, checked, t);
      },
    });
  }
}
