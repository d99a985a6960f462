import crypto from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';

/** What a sign-in token says: the user, the security stamp it was issued under, its session. */
export interface TokenClaims {
  userId: number;
  email: string;
  roles: string[];
  stamp: string;
  /** The sign-in session (`sid`): signing out ends it, and every token of it. */
  sessionId: string;
}

export type TokenCheck =
  { ok: true; claims: TokenClaims; expiresAt: Date } | { ok: false; reason: 'expired' | 'invalid' };

export interface TokenService {
  issue(claims: TokenClaims): Promise<{ token: string; expiresAt: Date }>;
  verify(token: string): Promise<TokenCheck>;
}

const ISSUER = 'rota';
const AUDIENCE = 'rota-api';

/** HS256 JSON Web Tokens with an expiry (jose). */
export function createTokenService(
  secret: string,
  ttlSeconds: number,
  now: () => Date = () => new Date(),
): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(claims) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = new Date((issuedAt + ttlSeconds) * 1000);
      const token = await new SignJWT({
        email: claims.email,
        roles: claims.roles,
        stamp: claims.stamp,
        sid: claims.sessionId,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        // Unique per token, also for two issued within one second (a sign-in and its refresh).
        .setJti(crypto.randomUUID())
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now(),
          // A token without an expiry (or the rest) is never accepted.
          requiredClaims: ['exp', 'iat', 'sub', 'sid'],
          // Nor one that claims to live longer than tokens are issued for.
          maxTokenAge: ttlSeconds + 5,
        });
        const userId = Number(payload.sub);
        if (
          !Number.isInteger(userId) ||
          typeof payload['stamp'] !== 'string' ||
          typeof payload['sid'] !== 'string'
        )
          return { ok: false, reason: 'invalid' };
        return {
          ok: true,
          expiresAt: new Date(Number(payload.exp) * 1000),
          claims: {
            userId,
            email: String(payload['email'] ?? ''),
            roles: Array.isArray(payload['roles']) ? payload['roles'].map(String) : [],
            stamp: payload['stamp'],
            sessionId: payload['sid'],
          },
        };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}

/** The form of a session id (`sid`): a UUID. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Compares two secrets (a security stamp, a token's hash, a code) in constant time. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** The bearer token of a request, if it carries one. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}
