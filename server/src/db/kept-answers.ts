import { LRUCache } from 'lru-cache';
import { countersNow, tablesRead, writersRunning, type ChangeCounters } from './change-counters.js';
import type { Database, Orm } from './database.js';

/**
 * Answers kept while the tables they were read from are unchanged. Planners page through the
 * same grids over and over, and every request first finds its user; such an answer is read from
 * the database once and then served from memory until a statement changes one of the tables its
 * query reads (the tables' change counters, `change-counters.ts`).
 *
 * When an answer stands:
 * - The counters are read in one small statement that the requests arriving together share; it
 *   is sent after each of them arrived, so it shows every change committed before they did.
 * - Embedded database: one process runs every statement, one at a time. While its write epoch
 *   (`write-epoch.ts`) stands still no statement that could change a table has run, so the last
 *   reading of the counters still holds and none is sent.
 * - PostgreSQL server: a counter moves when a statement changes its table, before that statement's
 *   transaction commits. So before an answer is read for keeping, after the counters were read,
 *   the transactions that hold a transaction id (are writing) are counted: only an answer read
 *   after a moment with none holds every change the counters show, and only such an answer is
 *   kept.
 *
 * Bounded by the bytes of the kept answers (`ROTA_LIST_CACHE_MB`, 0 turns it off), least
 * recently used out first. An answer whose statement reads a relation that counts nothing, calls
 * a function of the schema or depends on the clock is never kept.
 */
export interface KeptAnswersStats {
  hits: number;
  misses: number;
  uncacheable: number;
  entries: number;
  bytes: number;
}

interface Kept {
  version: string;
  value: unknown;
}

interface Readings {
  /** The write epoch when the reading was sent (embedded database). */
  epoch: number | undefined;
  values: ReadonlyMap<string, string>;
}

export class KeptAnswers {
  private readonly kept: LRUCache<string, Kept>;
  /** Per kind of answer: its number in the keys and the tables its statement reads. */
  private readonly kinds = new WeakMap<object, { id: number; tables: string[] | null }>();
  /** Every table some kind reads: the ones a reading of the counters covers. */
  private readonly watched = new Set<string>();
  private readonly stats = { hits: 0, misses: 0, uncacheable: 0 };
  private lastId = 0;
  private counters: Promise<ChangeCounters> | undefined;
  private last: Readings | undefined;
  private next: Promise<Readings> | undefined;

  /**
   * `loadCounters` reads the schema's counters; it is called on first use (after the migrations,
   * which install them) and again while it finds no counted table.
   */
  constructor(
    private readonly db: Pick<Database, 'kind' | 'orm' | 'writeEpoch'>,
    private readonly loadCounters: () => Promise<ChangeCounters>,
    maxBytes: number,
  ) {
    this.kept = new LRUCache<string, Kept>({ maxSize: maxBytes, sizeCalculation: sizeOf });
  }

  /**
   * The kept answer under `key` for this kind of answer when the tables its statement reads are
   * unchanged, else `compute`'s (kept when `keep` says so). `statement` is the SQL text that
   * reads every table any answer of the kind may read; it is asked for once per kind. `compute`
   * reads through the handle it is given.
   */
  async through<T>(
    kind: object,
    statement: () => string,
    key: string,
    compute: (orm: Orm) => Promise<T>,
    keep: (value: T) => boolean,
  ): Promise<T> {
    const known = await this.kindOf(kind, statement);
    if (!known?.tables) {
      this.stats.uncacheable++;
      return compute(this.db.orm);
    }
    const readings = await this.readings();
    const version = known.tables.map((table) => readings.values.get(table) ?? '?').join('.');
    const fullKey = `${known.id}|${key}`;
    const found = this.kept.get(fullKey);
    if (found && found.version === version && !version.includes('?')) {
      this.stats.hits++;
      return found.value as T;
    }
    this.stats.misses++;
    // On a PostgreSQL server, a writer running now may have moved a counter read above without
    // its change being committed for the read below.
    const alone = this.db.kind === 'postgres' ? (await writersRunning(this.db.orm)) === 0 : true;
    const value = await compute(this.db.orm);
    if (alone && !version.includes('?') && keep(value)) {
      this.kept.set(fullKey, { version, value });
    }
    return value;
  }

  snapshot(): KeptAnswersStats {
    return { ...this.stats, entries: this.kept.size, bytes: this.kept.calculatedSize };
  }

  private async kindOf(kind: object, statement: () => string) {
    const known = this.kinds.get(kind);
    if (known) return known;
    this.counters ??= this.loadCounters();
    const counters = await this.counters;
    if (counters.tables.size === 0) {
      // Read before the schema was in place: nothing is kept until it is read again.
      this.counters = undefined;
      return undefined;
    }
    const added = { id: ++this.lastId, tables: tablesRead(counters, statement()) };
    this.kinds.set(kind, added);
    const before = this.watched.size;
    for (const table of added.tables ?? []) this.watched.add(table);
    // A reading taken before this kind's tables were watched does not cover them.
    if (this.watched.size !== before) this.last = undefined;
    return added;
  }

  /** The counters now: the last reading while nothing was written since (embedded), else a new one. */
  private readings(): Promise<Readings> {
    const epoch = this.db.writeEpoch?.();
    if (epoch !== undefined && this.last?.epoch === epoch) return Promise.resolve(this.last);
    // Requests that arrive in the same turn share one reading, sent after all of them arrived.
    this.next ??= new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      this.next = undefined;
      const sentAt = this.db.writeEpoch?.();
      const tables = [...this.watched];
      const values = await countersNow(this.db.orm, tables);
      const reading = { epoch: sentAt, values: new Map(tables.map((t, i) => [t, values[i] ?? '?'])) };
      if (sentAt !== undefined && (this.last?.epoch ?? -1) <= sentAt) this.last = reading;
      return reading;
    });
    return this.next;
  }
}

/** About the bytes an answer takes in memory: twice its JSON text (UTF-16), at least 1. */
function sizeOf(kept: Kept): number {
  return Math.max(1, 2 * (JSON.stringify(kept.value)?.length ?? 0));
}

/**
 * Answer data handed out from memory to many requests, and its JSON text, made once: such data
 * is never changed after it was read, so the text made for the first request serves the others.
 */
const shared = new WeakSet<object>();
const texts = new WeakMap<object, string>();

export function markShared(value: unknown): void {
  if (value !== null && typeof value === 'object') shared.add(value);
}

/** The JSON text of shared data (made on first use), or undefined for any other value. */
export function sharedJson(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || !shared.has(value)) return undefined;
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  return text;
}
