import { sql, type SQL } from 'drizzle-orm';
import type { ResourceConfig } from '@rota/core';
import type { FieldMessage, FieldSpec } from '@rota/core/admin';
import { first, rows, type Orm } from '../../db/database.js';
import type { RepoFailure } from '../resource.repository.js';
import { canSeeCenter, type CenterVisibility } from '../resource-scope.rules.js';
import { ident } from '../resource-sql.repository.js';

/**
 * The SQL of the capability grids: one stored row per owner and operation type (composite key),
 * one record per owner on the wire with the capable and non-capable lists.
 */

/** Whose capabilities a grid keeps: vehicle types (global) or vehicles (of a center). */
export interface CapabilityOwner {
  config: ResourceConfig & { keyField: 'vehicleTypeRefNo' | 'vehicleRefNo' };
  fields: readonly FieldSpec[];
  table: string;
  ownerTable: 'vehicle_types' | 'vehicles';
  ownerColumn: string;
  nameField: 'vehicleTypeName' | 'vehiclePlate';
  nameColumn: 'name' | 'plate';
  centerScoped: boolean;
  itemNameKey: string;
}

export const LISTS = ['capableOperationTypeRefNoList', 'nonCapableOperationTypeRefNoList'] as const;

export function ownerScope(o: CapabilityOwner, visibility: CenterVisibility, center: number | null): SQL {
  if (!o.centerScoped) return sql`true`;
  const parts: SQL[] = [];
  if (!visibility.all)
    parts.push(
      visibility.centers.length
        ? sql`o.distribution_center_id IN (${sql.join(
            visibility.centers.map((c) => sql`${c}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  if (center !== null) parts.push(sql`o.distribution_center_id = ${center}`);
  return parts.length ? sql.join(parts, sql` AND `) : sql`true`;
}

/** The grouped records (one per owner), a page of them when asked. */
export async function listRecords(orm: Orm, o: CapabilityOwner, where: SQL, page: SQL = sql``) {
  const capable = sql`c.is_capable`;
  return rows<Record<string, unknown>>(
    orm,
    sql`SELECT o.ref_no AS ${sql.raw(`"${o.config.keyField}"`)},
          o.${ident(o.nameColumn)} AS ${sql.raw(`"${o.nameField}"`)},
          coalesce(array_agg(ot.ref_no ORDER BY ot.ref_no) FILTER (WHERE ${capable}), '{}') AS "capableOperationTypeRefNoList",
          coalesce(array_agg(ot.ref_no ORDER BY ot.ref_no) FILTER (WHERE NOT ${capable}), '{}') AS "nonCapableOperationTypeRefNoList",
          string_agg(ot.name, ', ' ORDER BY ot.ref_no) FILTER (WHERE ${capable}) AS "capableOperationTypeName",
          string_agg(ot.name, ', ' ORDER BY ot.ref_no) FILTER (WHERE NOT ${capable}) AS "nonCapableOperationTypeName"
        FROM ${ident(o.table)} c JOIN ${ident(o.ownerTable)} o ON o.id = c.${ident(o.ownerColumn)}
        JOIN operation_types ot ON ot.id = c.operation_type_id
        WHERE ${where} GROUP BY o.id ORDER BY o.ref_no, o.id${page}`,
  );
}

/** The owner of a key, refused (404, or 403 for another center's) as the generic get is. */
export async function findOwner(
  orm: Orm,
  o: CapabilityOwner,
  key: string,
  visibility: CenterVisibility,
): Promise<{ ok: true; id: number } | RepoFailure> {
  const center = o.centerScoped ? sql`distribution_center_id` : sql`null::int`;
  const owner = await first<{ id: number; center: number | null }>(
    orm,
    sql`SELECT id, ${center} AS center FROM ${ident(o.ownerTable)} WHERE ref_no = ${key}`,
  );
  if (!owner) return { ok: false, status: 404, messageKey: 'masterData.resource.notFound', params: { key } };
  if (o.centerScoped && !canSeeCenter(visibility, owner.center))
    return { ok: false, status: 403, messageKey: 'server.outsideDistributionCenter' };
  return { ok: true, id: owner.id };
}

/** Checks a record's lists; resolves operation types to ids (is_capable by id), or messages. */
export async function resolveLists(orm: Orm, lists: [string[], string[]], prefix: string) {
  const messages: FieldMessage[] = [];
  const [capable, nonCapable] = lists;
  if (capable.length + nonCapable.length === 0)
    messages.push({ field: `${prefix}${LISTS[0]}`, message: 'masterData.fleet.capability.empty' });
  if (nonCapable.some((r) => capable.includes(r)))
    messages.push({ field: `${prefix}${LISTS[1]}`, message: 'masterData.fleet.capability.conflict' });
  const wanted = new Map<number, boolean>();
  for (const [index, list] of lists.entries()) {
    for (const ref of new Set(list)) {
      const found = await first<{ id: number }>(
        orm,
        sql`SELECT id FROM operation_types WHERE ref_no = ${ref}`,
      );
      if (!found)
        messages.push({ field: `${prefix}${LISTS[index]}`, message: 'masterData.resource.unknownReference' });
      else wanted.set(found.id, index === 0);
    }
  }
  return { messages, wanted };
}

/** Replaces every row of an owner with one per wanted operation type. */
export async function replaceRows(
  orm: Orm,
  o: CapabilityOwner,
  ownerId: number,
  wanted: Map<number, boolean>,
) {
  await orm.execute(sql`DELETE FROM ${ident(o.table)} WHERE ${ident(o.ownerColumn)} = ${ownerId}`);
  for (const [operationTypeId, capable] of wanted)
    await orm.execute(
      sql`INSERT INTO ${ident(o.table)} (${ident(o.ownerColumn)}, operation_type_id, is_capable)
          VALUES (${ownerId}, ${operationTypeId}, ${capable})`,
    );
}

/** The two lists of a request item (anything else counts as empty). */
export const listsOf = (item: Record<string, unknown>): [string[], string[]] =>
  LISTS.map((l) => (Array.isArray(item[l]) ? (item[l] as unknown[]).map(String) : [])) as [
    string[],
    string[],
  ];

/** How many owners hold records, within the condition on `o`. */
/** `LIMIT … OFFSET …` of a page, or nothing for the whole list. */
export function pageOf(pageIndex: number | undefined, pageSize: number | undefined): SQL {
  return pageSize === undefined ? sql`` : sql` LIMIT ${pageSize} OFFSET ${(pageIndex ?? 0) * pageSize}`;
}

/** The record of one owner, if it has one. */
export async function ownerRecord(orm: Orm, o: CapabilityOwner, ownerId: number) {
  const [record] = await listRecords(orm, o, sql`o.id = ${ownerId}`);
  return record;
}

export async function countRecords(orm: Orm, o: CapabilityOwner, where: SQL): Promise<number> {
  const total = await first<{ n: number }>(
    orm,
    sql`SELECT count(DISTINCT c.${ident(o.ownerColumn)})::int AS n FROM ${ident(o.table)} c
        JOIN ${ident(o.ownerTable)} o ON o.id = c.${ident(o.ownerColumn)} WHERE ${where}`,
  );
  return total?.n ?? 0;
}

/** Does the owner hold records already? */
export async function hasRecords(orm: Orm, o: CapabilityOwner, ownerId: number): Promise<boolean> {
  const taken = await first<{ n: number }>(
    orm,
    sql`SELECT count(*)::int AS n FROM ${ident(o.table)} WHERE ${ident(o.ownerColumn)} = ${ownerId}`,
  );
  return (taken?.n ?? 0) > 0;
}
