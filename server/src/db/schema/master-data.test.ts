import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql, type Database } from '../database.js';
import { openTestDatabase } from '../../testing/test-database.js';
import * as schema from './master-data.js';

const tables: PgTable[] = [];
for (const value of Object.values(schema)) if (is(value, PgTable)) tables.push(value);

describe('master-data Drizzle schema', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('covers every table of the migration', () => {
    expect(tables.map((t) => getTableConfig(t).name).sort()).toEqual(
      [
        'cargo_types',
        'depots',
        'distribution_centers',
        'drivers',
        'geofences',
        'locations',
        'operation_types',
        'orders',
        'regions',
        'step_definitions',
        'territories',
        'territory_locations',
        'time_window_constraints',
        'vehicle_operation_type_constraints',
        'vehicle_type_operation_type_constraints',
        'vehicle_types',
        'vehicles',
        'workflow_actions',
        'workflow_steps',
        'workflows',
      ].sort(),
    );
  });

  it.each(tables.map((t) => [getTableConfig(t).name, t] as const))(
    '%s matches the SQL column by column',
    async (name, table) => {
      const actual = await rows<{ column_name: string; is_nullable: string; data_type: string }>(
        db.orm,
        sql`SELECT column_name, is_nullable, data_type FROM information_schema.columns
            WHERE table_schema = current_schema() AND table_name = ${name} ORDER BY column_name`,
      );
      const declared = getTableConfig(table)
        .columns.map((c) => ({
          column_name: c.name,
          is_nullable: c.notNull ? 'NO' : 'YES',
          sqlType: c.getSQLType(),
        }))
        .sort((a, b) => a.column_name.localeCompare(b.column_name));
      expect(declared.map(({ column_name, is_nullable }) => ({ column_name, is_nullable }))).toEqual(
        actual.map(({ column_name, is_nullable }) => ({ column_name, is_nullable })),
      );
      // and the type of each column agrees too
      const asInformationSchema = (type: string) =>
        type.endsWith('[]')
          ? 'ARRAY'
          : type === 'time'
            ? 'time without time zone'
            : type.replace(/\(.*\)$/, '');
      expect(declared.map((c) => [c.column_name, asInformationSchema(c.sqlType)])).toEqual(
        actual.map((c) => [c.column_name, c.data_type]),
      );
    },
  );
});
