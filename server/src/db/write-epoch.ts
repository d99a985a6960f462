import type { PGlite } from '@electric-sql/pglite';

/**
 * Opens a statement that only reads tables and calls no function that writes. Such a statement
 * leaves the embedded database's write epoch where it is; every other one moves it.
 */
export const READ_ONLY_MARK = '/* rota:read-only */';

/**
 * PGlite's public methods that run statements; each moves the epoch unless it is a marked read.
 * Its wire-protocol methods (`execProtocol…`) are left alone: these methods call them for every
 * statement, and nothing in Rota calls them itself.
 */
const RUNNERS = ['query', 'sql', 'exec', 'transaction', 'describeQuery', 'runExclusive'] as const;

/**
 * Counts, on the embedded database, the statements that may change a table: the count moves
 * when such a statement is handed to PGlite, before it runs (a transaction moves it again when it
 * ends). PGlite runs one statement at a time in this process and no other process opens its
 * folder (`data-dir-lock.ts`), so a reader that finds the count where it was when it last read
 * the tables' change counters (`change-counters.ts`) knows they are unchanged without asking.
 */
export function countWrites(client: PGlite): () => number {
  let epoch = 0;
  const target = client as unknown as Record<string, unknown>;
  for (const name of RUNNERS) {
    const original = target[name];
    if (typeof original !== 'function') continue;
    const run = original as (...args: unknown[]) => Promise<unknown>;
    target[name] =
      name === 'query'
        ? function (this: unknown, ...args: unknown[]) {
            if (!(typeof args[0] === 'string' && args[0].startsWith(READ_ONLY_MARK))) epoch++;
            return run.apply(this, args);
          }
        : async function (this: unknown, ...args: unknown[]) {
            epoch++;
            try {
              return await run.apply(this, args);
            } finally {
              epoch++;
            }
          };
  }
  return () => epoch;
}
