import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { leaseFromEnvironment, solverThreads } from './solver/queue-settings.js';
import { loadDemoRegion, type DemoRegion } from './demo/demo-region.js';
import { loadRoutingSettings, type RoutingSettings } from './routing/routing-settings.js';
import { loadFileStoreSettings, type FileStoreSettings } from './storage/settings.js';
import { loadOpsSettings, type OpsSettings } from './platform/ops-settings.js';

/**
 * Settings of the whole process, read once from the environment by the modules that use them
 * (password hashing, plan days, the solver pool, the embedded database).
 */
export interface ProcessSettings {
  /** bcrypt cost of stored passwords (`BCRYPT_ROUNDS`, 4 to 31). */
  bcryptRounds: number;
  /** IANA time zone of plan days and shifts (`ROTA_TIME_ZONE`). */
  timeZone: string;
  /** Solves run at once (`ROTA_SOLVER_CONCURRENCY`); absent: cores − 1, at least 1. */
  solverConcurrency: number | undefined;
  /** Cap on a job's maximum runtime in ms (`ROTA_SOLVER_MAX_RUNTIME_MS`); absent: 10 minutes. */
  solverMaxRuntimeMs: number | undefined;
  /** Search threads per solve (`ROTA_SOLVER_THREADS`: a number or `auto`); absent: 1. */
  solverThreads: number;
  /** A run's lease in the solver queue (`ROTA_SOLVER_LEASE_MS`); absent: 30 s. */
  solverLeaseMs: number | undefined;
  /**
   * Buffer cache of the embedded PGlite (`PGLITE_SHARED_BUFFERS`, default `64MB`: with it and
   * `npm start`'s heap settings a 100,000-order upload peaks under 500 MB).
   */
  pgliteSharedBuffers: string;
}

export interface ServerConfig extends ProcessSettings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Seeds demo data into an empty database and shows the outbox to Admins. */
  demo: boolean;
  /** Which demo operation (`ROTA_DEMO_REGION`): Istanbul, or Andorra on real roads. */
  demoRegion: DemoRegion;
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
  /**
   * Check every answer's data against its route's response schema; a mismatch answers 500 and is
   * logged. Default: on, unless NODE_ENV is `production`.
   */
  checkResponses: boolean;
  /** What this process does (`ROTA_ROLE`): `all` serves and solves, `web` only serves, `worker` only solves. */
  role: ServerRole;
  /** Where files go (`ROTA_FILE_STORE`, `S3_*`): the database, or an S3-compatible store. */
  fileStore: FileStoreSettings;
  /** The worker's probe port and the metrics token (`ROTA_WORKER_PORT`, `ROTA_METRICS_TOKEN`). */
  ops: OpsSettings;
  /**
   * How travel is priced (`ROTA_ROUTING`, `ROTA_ROUTING_FALLBACK`): the estimate or a road engine;
   * an HTTP engine's address and limits (`ROTA_ROUTING_URL`, `ROTA_ROUTING_API_KEY`,
   * `ROTA_ROUTING_TABLE_SIZE`, `ROTA_ROUTING_TIMEOUT_MS`), checked in `routing/routing-settings.ts`.
   */
  routing: RoutingSettings;
  /**
   * Memory for answers kept while their tables are unchanged: list pages and the users behind
   * tokens (`ROTA_LIST_CACHE_MB`, default 32; 0 turns it off; `db/kept-answers.ts`).
   */
  listCacheMb: number;
}

export type ServerRole = 'web' | 'worker' | 'all';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function positiveInt(name: string, raw: string | undefined, fallback: number): number;
function positiveInt(name: string, raw: string | undefined, fallback: undefined): number | undefined;
function positiveInt(
  name: string,
  raw: string | undefined,
  fallback: number | undefined,
): number | undefined {
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

const YES = ['true', '1', 'yes', 'on'];
const NO = ['false', '0', 'no', 'off'];

/** A yes/no setting: true, 1, yes, on or false, 0, no, off (any case); empty: the default. */
function flag(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  const value = raw.toLowerCase();
  if (YES.includes(value)) return true;
  if (NO.includes(value)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

function bcryptRounds(raw: string | undefined): number {
  const rounds = positiveInt('BCRYPT_ROUNDS', raw, 10);
  if (rounds < 4 || rounds > 31) throw new Error(`BCRYPT_ROUNDS must be from 4 to 31, got "${raw}"`);
  return rounds;
}

function timeZone(raw: string | undefined): string {
  const zone = raw || 'Europe/Istanbul';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw new Error(`ROTA_TIME_ZONE must be an IANA time zone such as Europe/Istanbul, got "${raw}"`);
  }
  return zone;
}

function memorySize(name: string, raw: string | undefined, fallback: string): string {
  if (raw === undefined || raw === '') return fallback;
  if (!/^[1-9][0-9]*(kB|MB|GB)$/.test(raw))
    throw new Error(`${name} must be a size such as 32MB (kB, MB or GB), got "${raw}"`);
  return raw;
}

/** Reads the settings of the whole process from the environment (see the server README). */
export function loadProcessSettings(env: NodeJS.ProcessEnv = process.env): ProcessSettings {
  return {
    bcryptRounds: bcryptRounds(env['BCRYPT_ROUNDS']),
    timeZone: timeZone(env['ROTA_TIME_ZONE']),
    solverConcurrency: positiveInt('ROTA_SOLVER_CONCURRENCY', env['ROTA_SOLVER_CONCURRENCY'], undefined),
    solverMaxRuntimeMs: positiveInt(
      'ROTA_SOLVER_MAX_RUNTIME_MS',
      env['ROTA_SOLVER_MAX_RUNTIME_MS'],
      undefined,
    ),
    solverThreads: solverThreads(env),
    solverLeaseMs: leaseFromEnvironment(env),
    pgliteSharedBuffers: memorySize('PGLITE_SHARED_BUFFERS', env['PGLITE_SHARED_BUFFERS'], '64MB'),
  };
}

let settings: ProcessSettings | undefined;

/** The process's settings, read from `process.env` on first use. */
export function processSettings(): ProcessSettings {
  settings ??= loadProcessSettings(process.env);
  return settings;
}

/** Reads the server's configuration from the environment (see the server README). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env['PORT'] ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env['PORT']}"`);
  }
  const host = env['HOST'] ?? '0.0.0.0';
  const demo = flag('ROTA_DEMO', env['ROTA_DEMO'], true);
  return {
    ...loadProcessSettings(env),
    port,
    host,
    dataDir: path.resolve(env['DATA_DIR'] ?? './data'),
    databaseUrl: env['DATABASE_URL'] || undefined,
    demo,
    demoRegion: loadDemoRegion(env),
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
    trustProxy: flag('TRUST_PROXY', env['TRUST_PROXY'], false),
    checkResponses: flag(
      'ROTA_CHECK_RESPONSES',
      env['ROTA_CHECK_RESPONSES'],
      env['NODE_ENV'] !== 'production',
    ),
    role: serverRole(env['ROTA_ROLE'], env['DATABASE_URL']),
    fileStore: loadFileStoreSettings(env),
    ops: loadOpsSettings(env),
    routing: loadRoutingSettings(env),
    listCacheMb: wholeNumber('ROTA_LIST_CACHE_MB', env['ROTA_LIST_CACHE_MB'], 32),
  };
}

function wholeNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number (0 or more), got "${raw}"`);
  return value;
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

/** `ROTA_ROLE`: web servers and solver workers share their work through a PostgreSQL server. */
function serverRole(raw: string | undefined, databaseUrl: string | undefined): ServerRole {
  const role = (raw || 'all').toLowerCase();
  if (role !== 'web' && role !== 'worker' && role !== 'all')
    throw new Error(`ROTA_ROLE must be web, worker or all, got "${raw}"`);
  if (role !== 'all' && !databaseUrl)
    throw new Error(
      `ROTA_ROLE=${role} needs DATABASE_URL: web servers and solver workers share one PostgreSQL server (the embedded database serves one process)`,
    );
  return role;
}
