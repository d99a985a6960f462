import { defaultSettings, type SettingsKind } from '@rota/core/admin';
import { first, sql, type Database } from '../db/database.js';

/** Saved settings over the defaults (a key added later gets its default). */
export async function loadSettings(db: Database, kind: SettingsKind): Promise<Record<string, unknown>> {
  const row = await first<{ values: Record<string, unknown> | string }>(
    db.orm,
    sql`SELECT "values" FROM settings WHERE kind = ${kind}`,
  );
  const saved =
    typeof row?.values === 'string'
      ? (JSON.parse(row.values) as Record<string, unknown>)
      : (row?.values ?? {});
  return { ...defaultSettings(kind), ...saved };
}

export async function saveSettings(
  db: Database,
  kind: SettingsKind,
  values: Record<string, unknown>,
  by: string | null,
): Promise<void> {
  await db.orm.execute(
    sql`INSERT INTO settings (kind, "values", updated_by) VALUES (${kind}, ${JSON.stringify(values)}::jsonb, ${by})
        ON CONFLICT (kind) DO UPDATE SET "values" = EXCLUDED."values", updated_by = EXCLUDED.updated_by`,
  );
}

export async function restoreSettings(db: Database, kind: SettingsKind): Promise<Record<string, unknown>> {
  await db.orm.execute(sql`DELETE FROM settings WHERE kind = ${kind}`);
  return defaultSettings(kind);
}
