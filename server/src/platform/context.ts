import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { Outbox } from '../outbox/outbox.js';
import type { KeptAnswers } from '../db/kept-answers.js';
import type { SignInThrottle } from './throttle.js';
import type { TokenService } from './tokens.js';

/** What every route handler may use: the configuration and the server's ports. */
export interface Platform {
  config: ServerConfig;
  db: Database;
  tokens: TokenService;
  outbox: Outbox;
  throttle: SignInThrottle;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Answers kept while their tables are unchanged (list pages, token users; null when off). */
  keptAnswers: KeptAnswers | null;
}

/** The signed-in user of a request, read fresh from the database on every call. */
export interface AuthUser {
  id: number;
  email: string;
  username: string;
  givenName: string;
  surname: string;
  roles: string[];
  claims: string[];
  /** Set for users tied to one distribution center (DC Manager, Driver). */
  distributionCenterId: number | null;
}
