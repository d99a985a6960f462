import { LRUCache } from 'lru-cache';
import { countersNow, tablesRead, type ChangeCounters } from './change-counters.js';
import type { Orm } from './database.js';

/**
 * Answers kept while the tables they were read from are unchanged. Planners page through the
 * same grids over and over; a page is read from the database once and then served from memory
 * until a statement changes one of the tables its query reads (the tables' change counters,
 * `change-counters.ts`, are read before the query, in one small statement).
 *
 * Kept only on the embedded database: there one process runs every statement and a transaction
 * runs alone, so counters read before a query always show the writes the query sees. On a
 * PostgreSQL server another process's transaction could commit between the two reads.
 *
 * Bounded by the bytes of the kept answers (`ROTA_LIST_CACHE_MB`, 0 turns it off), least
 * recently used out first. An answer whose statement reads a view of uncounted tables, calls a
 * function of the schema or depends on the clock is never kept.
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

export class KeptAnswers {
  private readonly kept: LRUCache<string, Kept>;
  /** Per kind of answer: its number in the keys and the tables its statement reads. */
  private readonly kinds = new WeakMap<object, { id: number; tables: string[] | null }>();
  private readonly stats = { hits: 0, misses: 0, uncacheable: 0 };
  private lastId = 0;

  private counters: Promise<ChangeCounters> | undefined;

  /**
   * `loadCounters` reads the schema's counters; it is called on first use (after the migrations,
   * which install them) and again while it finds no counted table.
   */
  constructor(
    private readonly orm: Orm,
    private readonly loadCounters: () => Promise<ChangeCounters>,
    maxBytes: number,
  ) {
    this.kept = new LRUCache<string, Kept>({ maxSize: maxBytes, sizeCalculation: sizeOf });
  }

  /**
   * The kept answer under `key` for this kind of answer when the tables its statement reads are
   * unchanged, else `compute`'s (kept when `keep` says so). `statement` is the SQL text that
   * reads every table any answer of the kind may read; it is asked for once per kind.
   */
  async through<T>(
    kind: object,
    statement: () => string,
    key: string,
    compute: () => Promise<T>,
    keep: (value: T) => boolean,
  ): Promise<T> {
    let known = this.kinds.get(kind);
    if (!known) {
      this.counters ??= this.loadCounters();
      const counters = await this.counters;
      if (counters.tables.size === 0) {
        // Read before the schema was in place: nothing is kept until it is read again.
        this.counters = undefined;
        this.stats.uncacheable++;
        return compute();
      }
      known = { id: ++this.lastId, tables: tablesRead(counters, statement()) };
      this.kinds.set(kind, known);
    }
    if (!known.tables) {
      this.stats.uncacheable++;
      return compute();
    }
    const version = await countersNow(this.orm, known.tables);
    const fullKey = `${known.id}|${key}`;
    const found = this.kept.get(fullKey);
    if (found && found.version === version) {
      this.stats.hits++;
      return found.value as T;
    }
    this.stats.misses++;
    const value = await compute();
    if (keep(value)) this.kept.set(fullKey, { version, value });
    return value;
  }

  snapshot(): KeptAnswersStats {
    return { ...this.stats, entries: this.kept.size, bytes: this.kept.calculatedSize };
  }
}

/** About the bytes an answer takes in memory: twice its JSON text (UTF-16), at least 1. */
function sizeOf(kept: Kept): number {
  return Math.max(1, 2 * (JSON.stringify(kept.value)?.length ?? 0));
}
