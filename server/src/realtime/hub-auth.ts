import type { FastifyRequest } from 'fastify';

/**
 * The bearer token of a hub request: the `Authorization: Bearer` header (negotiate, and the
 * WebSocket from Node) or the `access_token` query parameter (the WebSocket from a browser,
 * which cannot set headers).
 */
export function hubAccessToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (match?.[1]) return match[1];
  }
  const query = request.query as Record<string, unknown> | undefined;
  const token = query?.['access_token'];
  return typeof token === 'string' && token !== '' ? token : undefined;
}
