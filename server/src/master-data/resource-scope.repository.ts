import { sql, type SQL } from 'drizzle-orm';
import { ROLES } from '@rota/core/auth';
import type { ResourceScope } from '@rota/core';
import { first, rows, type Orm } from '../db/database.js';
import type { AuthUser } from '../platform/context.js';
import { centerColumnOf, type CenterSet, type CenterVisibility } from './resource-scope.rules.js';
import { ident } from './resource-sql.repository.js';

/** The reads and conditions of the centers a user may see (the rules are resource-scope.rules.ts). */

export async function visibleCenters(orm: Orm, user: AuthUser): Promise<CenterVisibility> {
  if (user.roles.includes(ROLES.dcManager)) {
    return { all: false, centers: user.distributionCenterId === null ? [] : [user.distributionCenterId] };
  }
  if (user.roles.includes(ROLES.regionManager)) {
    const region = await first<{ regionId: number | null }>(
      orm,
      sql`SELECT region_id AS "regionId" FROM users WHERE id = ${user.id}`,
    );
    if (region?.regionId == null) return { all: false, centers: [] };
    const centers = await rows<{ id: number }>(
      orm,
      sql`SELECT id FROM distribution_centers WHERE region_id = ${region.regionId} ORDER BY id`,
    );
    return { all: false, centers: centers.map((c) => c.id) };
  }
  return { all: true };
}

/** The centers of every Region Manager's region, by user id (none for one without a region). */
export async function regionManagersCenters(orm: Orm): Promise<Map<number, readonly number[]>> {
  const list = await rows<{ id: number; centers: number[] | null }>(
    orm,
    sql`SELECT u.id, array_remove(array_agg(dc.id ORDER BY dc.id), NULL) AS centers
        FROM users u JOIN roles r ON r.id = u.role_id
        LEFT JOIN distribution_centers dc ON dc.region_id = u.region_id
        WHERE r.name = ${ROLES.regionManager} GROUP BY u.id`,
  );
  return new Map(list.map((row) => [row.id, (row.centers ?? []).map(Number)]));
}

const idArray = (ids: readonly number[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/** `column` within a center set: no condition for every center, false for none. */
export function inCenterSet(column: SQL, centers: CenterSet): SQL {
  if (centers === null) return sql`true`;
  return centers.length === 0 ? sql`false` : sql`${column} = ANY(${idArray(centers)})`;
}

/** The condition on `t` that keeps the rows a user may see (and, when asked, of one center). */
export function scopeCondition(
  scope: ResourceScope,
  visibility: CenterVisibility,
  requestedCenter: number | null,
): SQL {
  const conditions: SQL[] = [];
  if (scope.kind === 'self-region') {
    if (!visibility.all) {
      conditions.push(
        visibility.centers.length === 0
          ? sql`false`
          : sql`t.id IN (SELECT region_id FROM distribution_centers WHERE id = ANY(${idArray(visibility.centers)}))`,
      );
    }
    return conditions.length ? sql.join(conditions, sql` AND `) : sql`true`;
  }
  const columnName = centerColumnOf(scope);
  if (columnName === null) return sql`true`;
  const column = sql`t.${ident(columnName)}`;
  const shared = scope.kind === 'center' && scope.nullMeansShared === true;
  if (!visibility.all) {
    const own =
      visibility.centers.length === 0 ? sql`false` : sql`${column} = ANY(${idArray(visibility.centers)})`;
    conditions.push(shared ? sql`(${own} OR ${column} IS NULL)` : own);
  }
  if (requestedCenter !== null)
    conditions.push(
      shared
        ? sql`(${column} = ${requestedCenter} OR ${column} IS NULL)`
        : sql`${column} = ${requestedCenter}`,
    );
  return conditions.length ? sql.join(conditions, sql` AND `) : sql`true`;
}
