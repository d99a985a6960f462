import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { failEnvelope, okEnvelope, type Health } from '@rota/core';
import type { ServerConfig } from './config.js';

const started = Date.now();

/** Builds the HTTP application; `main.ts` listens, tests call `app.inject`. */
export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: config.logLevel === 'silent' ? false : { level: config.logLevel } });

  app.get('/api/health', async () => {
    const health: Health = {
      status: 'ok',
      version: '0.1.0',
      database: config.databaseUrl ? 'postgres' : 'pglite',
      uptimeSeconds: (Date.now() - started) / 1000,
    };
    return okEnvelope(health);
  });

  const hasWeb = fs.existsSync(config.webRoot);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: config.webRoot, wildcard: false });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = /^\/(api|auth|hubs)(\/|$)/.test(url);
    if (!isApi && hasWeb && request.method === 'GET') {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send(failEnvelope(404, `No route for ${request.method} ${url}`));
  });

  app.setErrorHandler(async (error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    const message = status >= 500 ? 'An unexpected error occurred.' : error.message;
    return reply.code(status).send(failEnvelope(status, message));
  });

  return app;
}
