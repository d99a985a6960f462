import { sql, type SQL } from 'drizzle-orm';
import { columnName, type ColumnKind, type ResourceColumn, type ResourceStorage } from '@rota/core';

/**
 * The SQL pieces of a declared resource: the main table is `t`, each reference column joins its
 * table as `r_<field>`. Only identifiers from the declaration reach `sql.raw`; values are always
 * parameters.
 */
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

export function ident(name: string): SQL {
  if (!IDENTIFIER.test(name)) throw new Error(`not an SQL identifier: ${name}`);
  return sql.raw(name);
}

const refAlias = (field: string) => `r_${field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;

/** The stored expression of a column as it is compared and sorted. */
export function storedExpression(storage: ResourceStorage, column: ResourceColumn): SQL {
  if (column.ref) return sql`${ident(refAlias(column.field))}.${ident(column.ref.by)}`;
  if (column.from) return sql`${ident(refAlias(column.from.ref))}.${ident(column.from.column)}`;
  return sql`t.${ident(columnName(column))}`;
}

/** The expression as it travels on the wire (numbers as numbers, dates and times as text). */
export function wireExpression(storage: ResourceStorage, column: ResourceColumn, extra?: SQL): SQL {
  const e = extra ?? storedExpression(storage, column);
  switch (column.kind) {
    case 'decimal':
      return sql`(${e})::float8`;
    case 'date':
      return sql`to_char(${e}, 'YYYY-MM-DD')`;
    case 'timestamp':
      return sql`to_char((${e}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
    case 'time':
      return sql`to_char(${e}, 'HH24:MI')`;
    case 'days':
    case 'monthDays':
      return column.joined ? sql`array_to_string(${e}, ',')` : sql`(${e})::int[]`;
    case 'dates':
      return column.joined
        ? sql`array_to_string(ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(${e}) AS d), ',')`
        : sql`ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(${e}) AS d)`;
    case 'polygon':
      return sql`(SELECT string_agg((p ->> 'lat') || ',' || (p ->> 'lng'), ';' ORDER BY n)
                  FROM jsonb_array_elements(${e}) WITH ORDINALITY AS x(p, n))`;
    default:
      return e;
  }
}

/** The reference fields that the given columns read through (themselves, or what they come from). */
export function refsOf(storage: ResourceStorage, fields: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const field of fields) {
    const column = storage.columns.find((c) => c.field === field);
    if (column?.ref) out.add(column.field);
    if (column?.from) out.add(column.from.ref);
  }
  return out;
}

/** The LEFT JOINs of the reference columns (of those in `only`, when given). */
export function joins(storage: ResourceStorage, only?: ReadonlySet<string>): SQL {
  const parts = storage.columns
    .filter((c) => c.ref && (!only || only.has(c.field)))
    .map((c) => {
      const alias = ident(refAlias(c.field));
      return sql` LEFT JOIN ${ident(c.ref?.table as string)} ${alias} ON ${alias}.id = t.${ident(columnName(c))}`;
    });
  return parts.length ? sql.join(parts, sql``) : sql``;
}

/** The SELECT list: every declared column under its wire name, plus server-computed ones. */
export function selectList(storage: ResourceStorage, computed: Readonly<Record<string, SQL>> = {}): SQL {
  const parts = storage.columns.map((c) => {
    const extra = computed[c.field];
    return sql`${wireExpression(storage, c, extra)} AS ${sql.raw(`"${c.field.replace(/"/g, '')}"`)}`;
  });
  return sql.join(parts, sql`, `);
}

/** A value of the wire as the column's type, or an error key when it cannot be one. */
export function castValue(kind: ColumnKind, value: string): { ok: true; value: SQL } | { ok: false } {
  switch (kind) {
    case 'integer':
      return /^-?\d{1,9}$/.test(value) ? { ok: true, value: sql`${Number(value)}::int` } : { ok: false };
    case 'decimal':
      return /^-?\d+(\.\d+)?$/.test(value) ? { ok: true, value: sql`${value}::numeric` } : { ok: false };
    case 'boolean':
      return value === 'true' || value === 'false'
        ? { ok: true, value: sql`${value === 'true'}::boolean` }
        : { ok: false };
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
        ? { ok: true, value: sql`${value}::date` }
        : { ok: false };
    case 'time':
      return /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$|^24:00(:00)?$/.test(value)
        ? { ok: true, value: sql`${value}::time` }
        : { ok: false };
    default:
      return { ok: true, value: sql`${value}` };
  }
}

/** `LIKE` pattern of a prefix, with the wildcards of the value taken literally. */
export function prefixPattern(value: string): string {
  return `${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
