import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Where the maps may load from when Mapping Settings turn Google Maps on. */
const GOOGLE_MAPS = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];

/**
 * The content security policy of the web UI and the API: scripts only from this site (and Google
 * Maps'), no plugins, no framing by other sites; styles may be inline (React style attributes,
 * the grid's and the charts' injected styles); map tiles come from whichever tile server the
 * Mapping Settings name, so images may come from any http(s) address.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  scriptSrc: ["'self'", ...GOOGLE_MAPS],
  styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
  connectSrc: ["'self'", ...GOOGLE_MAPS],
  workerSrc: ["'self'", 'blob:'],
};

/** Answers of these paths carry tokens or personal data: never kept by a browser or a proxy. */
const PRIVATE_PATHS = /^\/(api|auth|hubs)(\/|$|\?)/;

/**
 * Security headers on every answer (helmet: CSP, nosniff, frame-ancestors and X-Frame-Options,
 * referrer policy, HSTS, cross-origin policies) and `Cache-Control: no-store` on the API's.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    // Map tiles and Google's scripts are other origins without CORP headers.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (PRIVATE_PATHS.test(request.url)) {
      reply.header('cache-control', 'no-store');
      reply.header('pragma', 'no-cache');
    }
    return payload;
  });
}
