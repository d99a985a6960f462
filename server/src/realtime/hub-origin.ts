import type { FastifyRequest } from 'fastify';

/**
 * Which pages may open a hub: those served at `PUBLIC_URL`, and in demo mode (where PUBLIC_URL
 * is the listening address, which people also reach as 127.0.0.1 or by the machine's name) pages
 * of the very host the request came to. A page of any other site is refused.
 */
export function hubOriginRule(config: {
  publicUrl: string;
  demo: boolean;
}): (origin: string, request: FastifyRequest) => boolean {
  const allowed = new URL(config.publicUrl).origin;
  return (origin, request) => {
    if (origin === allowed) return true;
    if (!config.demo) return false;
    try {
      return new URL(origin).host === request.headers.host;
    } catch {
      return false;
    }
  };
}
