import type { Database } from '../db/database.js';
import { listMigrations } from '../db/migrate.js';
import { appliedMigrationVersions, pingDatabase } from './readiness.repository.js';

/** One line of a readiness report: `ok`, or what is wrong. */
export type CheckResult = 'ok' | string;

export interface Readiness {
  /** A condition the process must meet before it takes traffic (start-up steps), or stopping. */
  hold(name: string, reason: string): void;
  release(name: string): void;
  /** Checks the database and its migrations now, with the conditions held. */
  report(): Promise<{ ready: boolean; checks: Record<string, CheckResult> }>;
}

const DATABASE_TIMEOUT_MS = 2000;

const withTimeout = <T>(work: Promise<T>, ms: number, what: string): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

/**
 * Readiness that checks what it names: the database answers a query within 2 s, every migration of
 * this build is applied (remembered once true), and no condition is held (main.ts holds `queue`
 * until the solver queue has started, and `shutdown` from the stop signal on).
 */
export function createReadiness(db: Database): Readiness {
  const held = new Map<string, string>();
  const expected = listMigrations().map((m) => m.version);
  let migrated = false;

  const database = async (): Promise<CheckResult> => {
    try {
      await withTimeout(pingDatabase(db.orm), DATABASE_TIMEOUT_MS, 'the database');
      return 'ok';
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  };
  const migrations = async (): Promise<CheckResult> => {
    if (migrated) return 'ok';
    try {
      const applied = await withTimeout(
        appliedMigrationVersions(db.orm),
        DATABASE_TIMEOUT_MS,
        'the database',
      );
      const done = new Set(applied);
      const missing = expected.filter((v) => !done.has(v));
      migrated = missing.length === 0;
      return migrated ? 'ok' : `${missing.length} migrations not applied yet (${missing[0]} first)`;
    } catch (error) {
      return `not migrated: ${error instanceof Error ? error.message : String(error)}`;
    }
  };

  return {
    hold: (name, reason) => void held.set(name, reason),
    release: (name) => void held.delete(name),
    async report() {
      const checks: Record<string, CheckResult> = { database: await database() };
      checks['migrations'] = checks['database'] === 'ok' ? await migrations() : 'unknown: no database';
      for (const [name, reason] of held) checks[name] = reason;
      return { ready: Object.values(checks).every((c) => c === 'ok'), checks };
    },
  };
}
