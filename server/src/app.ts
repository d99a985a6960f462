import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyMultipart from '@fastify/multipart';
import { failEnvelope, healthSchema, MAX_NAME_LENGTH, type Health } from '@rota/core';
import type { ServerConfig } from './config.js';
import type { Database } from './db/database.js';
import { createSignInThrottle, type SignInThrottle } from './platform/throttle.js';
import { createTokenService } from './platform/tokens.js';
import { createOutbox, type Transport } from './outbox/outbox.js';
import { ok, raw } from './platform/answer.js';
import type { Platform } from './platform/context.js';
import { loadChangeCounters } from './db/change-counters.js';
import { KeptAnswers } from './db/kept-answers.js';
import {
  defineRoute,
  registerRoutes,
  registeredRoutes,
  type RouteDefinition,
} from './platform/define-route.js';
import { requestLanguage, translate } from './platform/i18n.js';
import { docsPage, openApiDocument } from './platform/openapi.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { userOfToken } from './platform/authenticate.js';
import { hubEventAuthorizer, hubGroupAuthorizer, mayConnectToHub } from './security/hub-access.js';
import { answerRouterError } from './platform/input-guard.js';
import { platformRoutes } from './routes.js';
import { createAppMetrics } from './platform/metrics.js';
import { PROBE_PATHS, registerProbes } from './platform/probes.js';
import { createReadiness, type Readiness } from './platform/readiness.js';
import { buildInfo } from './platform/version.js';
import { createInProcessBackplane, registerHubs, type Backplane, type HubServer } from './realtime/index.js';
import { hubOriginRule } from './realtime/hub-origin.js';
import { loggerOptions } from './platform/log-safe-error.js';

export interface AppOptions {
  db: Database;
  /** The token key (see `resolveJwtSecret`). */
  jwtSecret: string;
  /** Routes of the feature areas, registered with the platform's. */
  routes?: readonly RouteDefinition[];
  transports?: readonly Transport[];
  throttle?: SignInThrottle;
  backplane?: Backplane;
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
    hubs: HubServer;
    backplane: Backplane;
    /** What `/api/health/ready` reports; main.ts holds conditions while starting and stopping. */
    readiness: Readiness;
  }
}

/** An `X-Request-Id` a caller (or a load balancer) sent, when it is a plain token of up to 128 characters. */
const REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

export function requestIdOf(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && REQUEST_ID.test(given) ? given : randomUUID();
}

const started = Date.now();

/** Builds the HTTP application; `main.ts` listens, tests call `app.inject`. */
export async function buildApp(config: ServerConfig, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel),
    // Only behind a load balancer may X-Forwarded-For name the client (it feeds sign-in throttling).
    trustProxy: config.trustProxy,
    bodyLimit: 10 * 1024 * 1024,
    // A path part holds at most a name or an e-mail address; longer ones answer 400 in the envelope.
    routerOptions: { maxParamLength: MAX_NAME_LENGTH },
    frameworkErrors: answerRouterError,
    // One line per request (below) instead of Fastify's two, under the caller's X-Request-Id.
    disableRequestLogging: true,
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    // Probes and scrapes come every few seconds: kept out of the info log.
    if (PROBE_PATHS.test(request.url) || request.url.startsWith('/api/health'))
      request.log.debug(line, 'request');
    else request.log.info(line, 'request');
  });
  const now = options.now ?? (() => new Date());
  const platform: Platform = {
    config,
    db: options.db,
    tokens: createTokenService(options.jwtSecret, config.tokenTtlSeconds, now),
    outbox: createOutbox(options.db, app.log, options.transports ?? []),
    throttle: options.throttle ?? createSignInThrottle(),
    now,
    log: app.log,
    keptAnswers:
      config.listCacheMb > 0
        ? new KeptAnswers(
            options.db,
            () => loadChangeCounters(options.db.orm),
            config.listCacheMb * 1024 * 1024,
          )
        : null,
  };
  app.decorate('platform', platform);
  app.addHook('onClose', async () => {
    await platform.outbox.idle();
  });

  // Before any route: a route keeps the error handler in force when it was added.
  app.setErrorHandler(async (error: FastifyError & { cause?: { code?: string } }, request, reply) => {
    const language = requestLanguage(request);
    // A unique or foreign-key constraint the checks did not foresee (e.g. two requests at once).
    const pgCode = error.cause?.code ?? error.code;
    if (pgCode === '23505' || pgCode === '23503') {
      request.log.warn({ err: error }, 'constraint violation');
      return reply.code(409).send(failEnvelope(409, translate(language, 'server.conflict')));
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    const key =
      status >= 500
        ? 'server.internalError'
        : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'server.unsupportedMediaType'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'server.payloadTooLarge'
            : status === 400
              ? 'server.invalidJson'
              : 'server.invalidBody';
    return reply.code(status).send(failEnvelope(status, translate(language, key)));
  });

  // Security headers on every answer; no-store on the API's (tokens, personal data).
  await registerSecurityHeaders(app);

  // multipart/form-data bodies (driver forms and photos, file uploads) are read by their routes
  // with request.parts() / request.file(); JSON bodies are parsed as before.
  await app.register(fastifyMultipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 200, fieldSize: 1024 * 1024 },
  });

  const health = defineRoute({
    method: 'GET',
    url: '/api/health',
    access: 'public',
    summary: 'Liveness and the database in use',
    tags: ['Platform'],
    response: healthSchema,
    async handler() {
      const answer: Health = {
        status: 'ok',
        ...buildInfo(),
        database: options.db.kind === 'postgres' ? 'postgres' : 'pglite',
        uptimeSeconds: (Date.now() - started) / 1000,
      };
      return ok(answer);
    },
  });
  registerRoutes(app, platform, [health, ...platformRoutes, ...(options.routes ?? [])]);
  registerRoutes(app, platform, [
    defineRoute({
      method: 'GET',
      url: '/api/docs/openapi.json',
      access: 'public',
      summary: 'The OpenAPI document',
      tags: ['Platform'],
      async handler() {
        return raw((reply) => reply.type('application/json').send(openApiDocument(registeredRoutes(app))));
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/api/docs',
      access: 'public',
      summary: 'The browsable API reference',
      tags: ['Platform'],
      async handler() {
        return raw((reply) =>
          reply.type('text/html; charset=utf-8').send(docsPage(openApiDocument(registeredRoutes(app)))),
        );
      },
    }),
  ]);

  const readiness = createReadiness(options.db);
  app.decorate('readiness', readiness);
  registerProbes(app, {
    readiness,
    metrics: createAppMetrics(
      app,
      options.db,
      () => app.hubs.connections(),
      () => platform.keptAnswers?.snapshot() ?? null,
    ),
    metricsAccess: { token: config.ops.metricsToken },
  });

  const backplane = options.backplane ?? createInProcessBackplane();
  app.decorate('backplane', backplane);
  const hubs = await registerHubs(app, {
    backplane,
    authorizeGroup: hubGroupAuthorizer(platform),
    authorizeConnection: mayConnectToHub,
    authorizeEvent: hubEventAuthorizer(platform),
    originAllowed: hubOriginRule(config),
    async verifyToken(token) {
      const result = await userOfToken(platform, token);
      if (!result.ok) return null;
      const { id, ...rest } = result.user;
      // `exp` lets the hub close the connection when the token runs out.
      return { ...rest, userId: id, exp: Math.floor(result.expiresAt.getTime() / 1000) };
    },
  });
  app.decorate('hubs', hubs);

  const hasWeb = fs.existsSync(config.webRoot);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: config.webRoot, wildcard: false });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = /^\/(api|auth|hubs)(\/|$)/.test(url) || PROBE_PATHS.test(url);
    if (!isApi && hasWeb && request.method === 'GET') {
      return reply.type('text/html').sendFile('index.html');
    }
    const message = translate(requestLanguage(request), 'server.notFound', { method: request.method, url });
    return reply.code(404).send(failEnvelope(404, message));
  });

  return app;
}
