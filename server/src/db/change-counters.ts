import { sql } from 'drizzle-orm';
import { rows, type Database, type Orm } from './database.js';
import { READ_ONLY_MARK } from './write-epoch.js';

/**
 * Every table of the schema counts the statements that change it: a statement-level trigger
 * advances the table's own sequence (`rc_<table>`) on each INSERT, UPDATE, DELETE or TRUNCATE.
 * A sequence moves outside transactions and takes no lock, so writers never wait on each other
 * for it. Readers compare the counters of the tables an answer was read from to know whether a
 * kept answer still stands (`server/src/master-data/list-cache.ts`). Installed after the
 * migrations (`migrate`), so tables added later count too.
 */

const PREFIX = 'rc_';
/** PostgreSQL's identifier length: a longer table name cannot have its counter's name. */
const MAX_IDENTIFIER = 63;

/** What the schema holds for the counters: counted tables, and the tables each view reads. */
export interface ChangeCounters {
  /** Tables whose changes are counted. */
  tables: ReadonlySet<string>;
  /** Views, each with the counted tables it reads (through other views too). */
  views: ReadonlyMap<string, readonly string[]>;
  /** Functions of the schema other than triggers: an answer that calls one is never kept. */
  functions: ReadonlySet<string>;
}

export const counterName = (table: string) => `${PREFIX}${table}`;

export async function ensureChangeCounters(db: Database): Promise<void> {
  await db.orm.transaction(async (tx) => {
    // Two processes starting on one PostgreSQL server install the counters one after the other.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7426110)`);
    await tx.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION rota_count_change() RETURNS trigger AS $fn$
BEGIN
  PERFORM nextval(quote_ident('${PREFIX}' || TG_TABLE_NAME)::regclass);
  RETURN NULL;
END
$fn$ LANGUAGE plpgsql`),
    );
    const uncounted = await rows<{ name: string }>(
      tx as unknown as Orm,
      sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
             AND length(c.relname) <= ${MAX_IDENTIFIER - PREFIX.length}
             AND NOT EXISTS (SELECT 1 FROM pg_trigger t
                              WHERE t.tgrelid = c.oid AND t.tgname = 'rota_count_change')
           ORDER BY 1`,
    );
    for (const { name } of uncounted) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) continue;
      await tx.execute(sql.raw(`CREATE SEQUENCE IF NOT EXISTS "${counterName(name)}"`));
      await tx.execute(
        sql.raw(`CREATE TRIGGER rota_count_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${name}"
                  FOR EACH STATEMENT EXECUTE FUNCTION rota_count_change()`),
      );
    }
  });
}

/** The counted tables, views and functions of the schema as they are now. */
export async function loadChangeCounters(orm: Orm): Promise<ChangeCounters> {
  const counted = await rows<{ name: string }>(
    orm,
    sql`SELECT c.relname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
          JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = current_schema() AND t.tgname = 'rota_count_change'`,
  );
  const viewReads = await rows<{ view: string; reads: string }>(
    orm,
    sql`SELECT DISTINCT v.relname AS view, r.relname AS reads
          FROM pg_class v JOIN pg_namespace n ON n.oid = v.relnamespace
          JOIN pg_rewrite w ON w.ev_class = v.oid
          JOIN pg_depend d ON d.objid = w.oid AND d.classid = 'pg_rewrite'::regclass
          JOIN pg_class r ON r.oid = d.refobjid AND r.oid <> v.oid
         WHERE n.nspname = current_schema() AND v.relkind IN ('v', 'm')`,
  );
  const functions = await rows<{ name: string }>(
    orm,
    sql`SELECT DISTINCT p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
         WHERE n.nspname = current_schema() AND p.prorettype <> 'trigger'::regtype`,
  );
  const tables = new Set(counted.map((r) => r.name));
  const direct = new Map<string, string[]>();
  for (const { view, reads } of viewReads) direct.set(view, [...(direct.get(view) ?? []), reads]);
  const views = new Map<string, string[]>();
  const resolve = (view: string, seen: Set<string>): string[] => {
    const out = new Set<string>();
    for (const read of direct.get(view) ?? []) {
      if (tables.has(read)) out.add(read);
      else if (direct.has(read) && !seen.has(read)) {
        for (const t of resolve(read, new Set([...seen, read]))) out.add(t);
      } else out.add(read); // neither counted nor a view: the caller treats it as uncounted
    }
    return [...out];
  };
  for (const view of direct.keys()) views.set(view, resolve(view, new Set([view])));
  return { tables, views, functions: new Set(functions.map((r) => r.name)) };
}

/**
 * The counted tables a statement reads, or null when it reads something uncounted (a relation
 * after FROM or JOIN that is neither a counted table nor a view of counted ones), calls one of
 * the schema's functions or depends on the clock (such an answer is never kept).
 */
export function tablesRead(counters: ChangeCounters, statement: string): string[] | null {
  if (
    /\b(now|current_date|current_time|current_timestamp|localtime|localtimestamp|clock_timestamp|statement_timestamp|transaction_timestamp|random|nextval|timeofday)\b/i.test(
      statement,
    )
  )
    return null;
  // Every relation named after FROM or JOIN must be counted, or a view of counted tables.
  for (const [, relation] of statement.toLowerCase().matchAll(/\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)"?/g)) {
    if (
      !relation ||
      relation === 'unnest' ||
      relation === 'generate_series' ||
      relation === 'jsonb_array_elements'
    )
      continue;
    const view = counters.views.get(relation);
    if (!counters.tables.has(relation) && !(view && view.every((table) => counters.tables.has(table))))
      return null;
  }
  const words = new Set(statement.toLowerCase().match(/[a-z_][a-z0-9_]*/g) ?? []);
  const read = new Set<string>();
  for (const word of words) {
    if (counters.functions.has(word)) return null;
    if (counters.tables.has(word)) read.add(word);
    const view = counters.views.get(word);
    if (view) {
      for (const table of view) {
        if (!counters.tables.has(table)) return null;
        read.add(table);
      }
    }
  }
  return [...read].sort();
}

/**
 * The counters of the given tables now, in their order, in one statement marked as a read (it
 * leaves the embedded database's write epoch where it is).
 */
export async function countersNow(orm: Orm, tables: readonly string[]): Promise<string[]> {
  if (!tables.length) return [];
  const columns = tables.map(
    (t, i) => `coalesce(pg_sequence_last_value('${counterName(t)}'::regclass), 0)::text AS c${i}`,
  );
  const [row] = await rows<Record<string, string>>(
    orm,
    sql.raw(`${READ_ONLY_MARK} SELECT ${columns.join(', ')}`),
  );
  return tables.map((_, i) => row?.[`c${i}`] ?? '0');
}

/**
 * Transactions of the PostgreSQL server holding a transaction id now, that is, writing and not
 * yet ended. A counter moves when a statement changes its table, before its transaction commits:
 * an answer read after the counters and after a moment with no writer holds every change those
 * counters show.
 */
export async function writersRunning(orm: Orm): Promise<number> {
  const [row] = await rows<{ writers: number }>(
    orm,
    sql.raw(
      `${READ_ONLY_MARK} SELECT count(*)::int AS writers FROM pg_locks WHERE locktype = 'transactionid'`,
    ),
  );
  return row?.writers ?? 0;
}
