import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Seeds demo data into an empty database and shows the outbox to Admins. */
  demo: boolean;
  logLevel: string;
  webRoot: string;
  /** HS256 key of the sign-in tokens; absent: generated once and kept in the data folder. */
  jwtSecret: string | undefined;
  /** How long an access token is accepted (short: the clients refresh it). */
  tokenTtlSeconds: number;
  /** How long a sign-in lasts at most: its refresh token stops working then, or at sign-out. */
  sessionTtlSeconds: number;
  /** The first Admin outside demo mode. */
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** nodemailer transport address (smtp://user:pass@host:587); absent: mail is only logged. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Origin of the web UI (scheme, host, port), the only one links in mail point to. Required
   * outside demo mode; in demo mode the listening address.
   */
  publicUrl: string;
  /** Behind a load balancer: take the client's address from X-Forwarded-For (sign-in throttling). */
  trustProxy: boolean;
}

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

/**
 * The origin that password-recovery links use. Never taken from a request (its Host header or
 * body), so a mail can only send people to this site.
 */
function publicOrigin(raw: string | undefined, demo: boolean, host: string, port: number): string {
  if (!raw) {
    if (!demo)
      throw new Error(
        'PUBLIC_URL is required outside demo mode: set it to the address people open Rota at, e.g. PUBLIC_URL=https://rota.example.com',
      );
    const local = ['0.0.0.0', '::', ''].includes(host) ? 'localhost' : host;
    return `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      `PUBLIC_URL must be an http or https address such as https://rota.example.com, got "${raw}"`,
    );
  }
  if (!/^https?:$/.test(url.protocol))
    throw new Error(
      `PUBLIC_URL must be an http or https address such as https://rota.example.com, got "${raw}"`,
    );
  return url.origin;
}

/** Reads the server's configuration from the environment (see README "Configuration"). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env['PORT'] ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env['PORT']}"`);
  }
  const host = env['HOST'] ?? '0.0.0.0';
  const demo = !['false', '0', 'no', 'off'].includes((env['ROTA_DEMO'] ?? 'true').toLowerCase());
  return {
    port,
    host,
    dataDir: path.resolve(env['DATA_DIR'] ?? './data'),
    databaseUrl: env['DATABASE_URL'] || undefined,
    demo,
    logLevel: env['LOG_LEVEL'] ?? 'info',
    webRoot: path.resolve(env['WEB_ROOT'] ?? path.join(packageRoot, '../ui-web/dist')),
    jwtSecret: env['JWT_SECRET'] || undefined,
    tokenTtlSeconds: positiveInt('TOKEN_TTL_SECONDS', env['TOKEN_TTL_SECONDS'], 15 * 60),
    sessionTtlSeconds: positiveInt('SESSION_TTL_SECONDS', env['SESSION_TTL_SECONDS'], 12 * 3600),
    adminEmail: env['ROTA_ADMIN_EMAIL'] || undefined,
    adminPassword: env['ROTA_ADMIN_PASSWORD'] || undefined,
    smtpUrl: env['SMTP_URL'] || undefined,
    mailFrom: env['MAIL_FROM'] ?? 'Rota <no-reply@rota.local>',
    publicUrl: publicOrigin(env['PUBLIC_URL'], demo, host, port),
    trustProxy: ['true', '1', 'yes', 'on'].includes((env['TRUST_PROXY'] ?? 'false').toLowerCase()),
  };
}

/**
 * The token key: JWT_SECRET when given, else the one kept in `<DATA_DIR>/jwt-secret`, made on
 * first start (readable by the owner only), so tokens survive restarts.
 */
export function resolveJwtSecret(config: Pick<ServerConfig, 'jwtSecret' | 'dataDir'>): string {
  if (config.jwtSecret) {
    if (config.jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
    return config.jwtSecret;
  }
  const file = path.join(config.dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
