import { rows, sql, type Database } from '../../db/database.js';

/**
 * One digest per table of the public schema (every row's text, in order), to show that a
 * refused request changed nothing stored.
 */
export async function tablesDigest(db: Database): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(
    db.orm,
    sql`SELECT quote_ident(table_name) AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ digest: string }>(
      db.orm,
      sql`SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS digest FROM ${sql.raw(name)} x`,
    );
    out[name] = row?.digest ?? '';
  }
  return out;
}

/** The digest of every table in one round trip (built once per database), for per-request checks. */
export async function tablesDigestQuery(db: Database): Promise<() => Promise<string>> {
  const tables = await rows<{ name: string }>(
    db.orm,
    sql`SELECT quote_ident(table_name) AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const parts = tables.map(
    ({ name }) => `(SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM ${name} x)`,
  );
  const query = sql.raw(`SELECT md5(${parts.join(" || '/' || ")}) AS digest`);
  return async () => (await rows<{ digest: string }>(db.orm, query))[0]?.digest ?? '';
}
