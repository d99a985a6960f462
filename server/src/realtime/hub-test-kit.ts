import Fastify, { type FastifyInstance } from 'fastify';
import { createInProcessBackplane, type Backplane } from './backplane.js';
import type { HubUser } from './hub-definitions.js';
import { registerHubs, type HubServer, type RegisterHubsOptions } from './hub-server.js';

/** Tokens the test servers accept, and who they stand for. */
export const testTokens: Record<string, HubUser> = {
  'token-admin': { userId: 'u-admin', roles: ['Admin'] },
  'token-dc': { userId: 'u-dc', roles: ['DC Manager'], distributionCenterId: 1 },
};

export interface TestHubApp {
  app: FastifyInstance;
  hubs: HubServer;
  backplane: Backplane;
  baseUrl: string;
}

/** A Fastify app with only the hubs, listening on a free (or the given) local port. */
export async function startHubApp(
  options: Partial<RegisterHubsOptions> & { port?: number } = {},
): Promise<TestHubApp> {
  const { port = 0, ...hubOptions } = options;
  const app = Fastify({ logger: false });
  const backplane = hubOptions.backplane ?? createInProcessBackplane();
  const hubs = await registerHubs(app, {
    verifyToken: async (token) => testTokens[token] ?? null,
    // The protocol tests deliver every event; the platform's rules have their own tests.
    authorizeEvent: async () => () => true,
    ...hubOptions,
    backplane,
  });
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The test server has no port.');
  return { app, hubs, backplane, baseUrl: `http://127.0.0.1:${address.port}` };
}

/** Resolves when `condition` holds, polling every 10 ms; rejects after `timeoutMs`. */
export async function waitFor(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
