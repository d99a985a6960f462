import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failEnvelope, okEnvelope } from '@rota/core';
import type { AppMetrics } from './metrics.js';
import type { Readiness } from './readiness.js';
import { requestLanguage, translate } from './i18n.js';

/** Paths of the probes and metrics: answered by these routes, never by the web page. */
export const PROBE_PATHS = /^\/(livez|healthz|readyz|metrics)(\/|$)/;

export interface ProbeOptions {
  readiness: Readiness;
  metrics: AppMetrics;
  /**
   * Who may read `/metrics`: `open` (a worker's own port), or loopback callers and, when a token
   * is set, callers that send it as `Authorization: Bearer <token>` (a web server).
   */
  metricsAccess: 'open' | { token: string | undefined };
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

function mayReadMetrics(request: FastifyRequest, access: ProbeOptions['metricsAccess']): boolean {
  if (access === 'open') return true;
  // The socket's own address: a forwarded header must not make a caller look local.
  if (LOOPBACK.test(request.socket.remoteAddress ?? '')) return true;
  const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return !!access.token && !!given && sameText(given, access.token);
}

/**
 * Liveness (`/api/health/live`, `/livez`, `/healthz`: the process answers), readiness (`/api/health/ready`,
 * `/readyz`: 503 with what is wrong while the database, its migrations or the solver queue are not
 * ready, and from the stop signal on) and `/metrics` in Prometheus text.
 */
export function registerProbes(app: FastifyInstance, options: ProbeOptions): void {
  const live = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(200).send(okEnvelope({ status: 'ok' }));
  const ready = async (request: FastifyRequest, reply: FastifyReply) => {
    const report = await options.readiness.report();
    if (report.ready) return reply.code(200).send(okEnvelope({ status: 'ok', checks: report.checks }));
    const wrong = Object.entries(report.checks)
      .filter(([, result]) => result !== 'ok')
      .map(([name, result]) => `${name}: ${result}`)
      .join('; ');
    const message = translate(requestLanguage(request), 'server.notReady', { checks: wrong });
    return reply
      .code(503)
      .send({ ...failEnvelope(503, message), data: { status: 'unavailable', checks: report.checks } });
  };
  for (const url of ['/api/health/live', '/livez', '/healthz']) app.get(url, live);
  for (const url of ['/api/health/ready', '/readyz']) app.get(url, ready);
  app.get('/metrics', async (request, reply) => {
    if (!mayReadMetrics(request, options.metricsAccess)) {
      const message = translate(requestLanguage(request), 'server.metricsForbidden');
      return reply.code(403).send(failEnvelope(403, message));
    }
    return reply.type(options.metrics.contentType).send(await options.metrics.text());
  });
}
