import { first, rows, sql, type Database, type Orm } from '../db/database.js';
import type { User } from '@rota/core/admin';
import { canonicalPhone } from '@rota/core/auth';
import { revokeUserSessions } from '../auth/session.repository.js';

/** A user row with what sign-in and authorisation need. */
export interface UserRecord {
  id: number;
  email: string;
  username: string;
  givenName: string;
  surname: string;
  phoneNumber: string | null;
  phoneNumberConfirmed: boolean;
  twoFactorEnabled: boolean;
  isEnabled: boolean;
  passwordHash: string;
  securityStamp: string;
  roleId: number;
  role: string;
  distributionCenterId: number | null;
  /** The region a Region Manager looks after (null for everyone else). */
  regionId: number | null;
  createdAt: string;
  updatedAt: string;
}

const SELECT_USER = sql`
  SELECT u.id, u.email, u.username, u.given_name AS "givenName", u.surname,
         u.phone_number AS "phoneNumber", u.phone_number_confirmed AS "phoneNumberConfirmed",
         u.two_factor_enabled AS "twoFactorEnabled", u.is_enabled AS "isEnabled",
         u.password_hash AS "passwordHash", u.security_stamp AS "securityStamp",
         u.role_id AS "roleId", r.name AS role, u.distribution_center_id AS "distributionCenterId",
         u.region_id AS "regionId", u.created_at AS "createdAt", u.updated_at AS "updatedAt"
  FROM users u JOIN roles r ON r.id = u.role_id`;

/** The id of the user holding this phone number (stored in international form). */
export async function userIdByPhone(orm: Orm, phone: string): Promise<number | undefined> {
  return (await first<{ id: number }>(orm, sql`SELECT id FROM users WHERE phone_number = ${phone}`))?.id;
}

function normalise(row: UserRecord): UserRecord {
  return {
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

async function one(orm: Orm, where: ReturnType<typeof sql>): Promise<UserRecord | undefined> {
  const row = await first<UserRecord>(orm, sql`${SELECT_USER} WHERE ${where} LIMIT 1`);
  return row && normalise(row);
}

export function findUserById(db: Database, id: number) {
  return one(db.orm, sql`u.id = ${id}`);
}

export function findUserByEmail(db: Database, email: string) {
  return one(db.orm, sql`lower(u.email) = lower(${email.trim()})`);
}

/** By user name or e-mail: the spec's calls name users either way. */
export function findUserByName(db: Database, name: string) {
  return one(
    db.orm,
    sql`lower(u.username) = lower(${name.trim()}) OR lower(u.email) = lower(${name.trim()})`,
  );
}

/**
 * Sign-in by e-mail, or by a phone number however it is written (with or without the country
 * code). A phone number signs in only once its owner has confirmed it.
 */
export function findUserForSignIn(db: Database, identifier: string) {
  const value = identifier.trim();
  if (value.includes('@')) return findUserByEmail(db, value);
  const digits = canonicalPhone(value).slice(1);
  if (!digits) return Promise.resolve(undefined);
  return one(
    db.orm,
    sql`u.phone_number IS NOT NULL AND u.phone_number_confirmed
        AND regexp_replace(u.phone_number, '[^0-9]', '', 'g') = ${digits}`,
  );
}

export async function claimsOfRole(orm: Orm, roleId: number): Promise<string[]> {
  const list = await rows<{ claim: string }>(
    orm,
    sql`SELECT p.name || ';' || a.action_name AS claim
        FROM role_claims rc JOIN permission_pages p ON p.id = rc.page_id
        JOIN permission_actions a ON a.id = rc.action_id
        WHERE rc.role_id = ${roleId} ORDER BY p.id, a.id`,
  );
  return list.map((r) => r.claim);
}

let dcTable: WeakMap<Orm, Promise<boolean>> = new WeakMap();
/** The distribution-center names come from master data when its table exists. */
function hasDistributionCenters(orm: Orm): Promise<boolean> {
  let known = dcTable.get(orm);
  if (!known) {
    known = first<{ exists: boolean }>(
      orm,
      sql`SELECT to_regclass('distribution_centers') IS NOT NULL AS exists`,
    ).then((r) => r?.exists === true);
    dcTable.set(orm, known);
  }
  return known;
}
export function forgetSchemaCache(): void {
  dcTable = new WeakMap();
}

export async function distributionCenterNames(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0 || !(await hasDistributionCenters(db.orm))) return new Map();
  const list = await rows<{ id: number; name: string }>(
    db.orm,
    sql`SELECT id, name FROM distribution_centers WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(list.map((r) => [r.id, r.name]));
}

/** Does a distribution center with this id exist? (True when master data is not installed.) */
export async function distributionCenterExists(db: Database, id: number): Promise<boolean> {
  if (!(await hasDistributionCenters(db.orm))) return true;
  return (await first(db.orm, sql`SELECT 1 FROM distribution_centers WHERE id = ${id}`)) !== undefined;
}

export async function toUsers(db: Database, records: readonly UserRecord[]): Promise<User[]> {
  const ids = [
    ...new Set(records.map((r) => r.distributionCenterId).filter((id): id is number => id !== null)),
  ];
  const names = await distributionCenterNames(db, ids);
  return records.map((r) => ({
    id: r.id,
    email: r.email,
    username: r.username,
    givenName: r.givenName,
    surname: r.surname,
    phoneNumber: r.phoneNumber,
    phoneNumberConfirmed: r.phoneNumberConfirmed,
    twoFactorEnabled: r.twoFactorEnabled,
    isEnabled: r.isEnabled,
    role: r.role,
    roles: [r.role],
    distributionCenterId: r.distributionCenterId,
    distributionCenterName:
      r.distributionCenterId === null ? null : (names.get(r.distributionCenterId) ?? null),
    createDate: r.createdAt,
    updateDate: r.updatedAt,
  }));
}

export async function listUserRecords(
  db: Database,
  filter: {
    isEnabled?: boolean | undefined;
    distributionCenterId?: number | undefined;
    search?: string | undefined;
  },
): Promise<UserRecord[]> {
  const conditions = [sql`TRUE`];
  if (filter.isEnabled !== undefined) conditions.push(sql`u.is_enabled = ${filter.isEnabled}`);
  if (filter.distributionCenterId !== undefined)
    conditions.push(sql`u.distribution_center_id = ${filter.distributionCenterId}`);
  if (filter.search) {
    const like = `%${filter.search.toLowerCase()}%`;
    conditions.push(
      sql`(lower(u.email) LIKE ${like} OR lower(u.given_name || ' ' || u.surname) LIKE ${like})`,
    );
  }
  const list = await rows<UserRecord>(
    db.orm,
    sql`${SELECT_USER} WHERE ${sql.join(conditions, sql` AND `)} ORDER BY u.id`,
  );
  return list.map(normalise);
}

export async function roleIdByName(orm: Orm, name: string): Promise<number | undefined> {
  return (await first<{ id: number }>(orm, sql`SELECT id FROM roles WHERE name = ${name}`))?.id;
}

export interface NewUser {
  email: string;
  username?: string;
  givenName: string;
  surname: string;
  phoneNumber: string | null;
  phoneNumberConfirmed?: boolean;
  twoFactorEnabled: boolean;
  passwordHash: string;
  securityStamp: string;
  roleId: number;
  distributionCenterId: number | null;
  regionId?: number | null;
}

export async function insertUser(orm: Orm, user: NewUser): Promise<number> {
  const row = await first<{ id: number }>(
    orm,
    sql`INSERT INTO users (email, username, given_name, surname, phone_number, phone_number_confirmed,
          two_factor_enabled, password_hash, security_stamp, role_id, distribution_center_id, region_id)
        VALUES (${user.email}, ${user.username ?? user.email}, ${user.givenName}, ${user.surname},
          ${user.phoneNumber}, ${user.phoneNumberConfirmed ?? false}, ${user.twoFactorEnabled},
          ${user.passwordHash}, ${user.securityStamp}, ${user.roleId}, ${user.distributionCenterId},
          ${user.regionId ?? null})
        RETURNING id`,
  );
  return (row as { id: number }).id;
}

export async function updateUserProfile(
  orm: Orm,
  id: number,
  change: {
    givenName: string;
    surname: string;
    phoneNumber: string | null;
    phoneChanged: boolean;
    twoFactorEnabled: boolean;
    roleId: number;
    distributionCenterId: number | null;
    regionId: number | null;
  },
): Promise<void> {
  await orm.execute(
    sql`UPDATE users SET given_name = ${change.givenName}, surname = ${change.surname},
          phone_number = ${change.phoneNumber},
          phone_number_confirmed = CASE WHEN ${change.phoneChanged} THEN false ELSE phone_number_confirmed END,
          two_factor_enabled = ${change.twoFactorEnabled}, role_id = ${change.roleId},
          distribution_center_id = ${change.distributionCenterId}, region_id = ${change.regionId}
        WHERE id = ${id}`,
  );
}

export async function setUserRole(orm: Orm, id: number, roleId: number, stamp: string): Promise<void> {
  await orm.execute(sql`UPDATE users SET role_id = ${roleId}, security_stamp = ${stamp} WHERE id = ${id}`);
}

export async function setUserDistributionCenter(orm: Orm, id: number, dcId: number | null): Promise<void> {
  await orm.execute(sql`UPDATE users SET distribution_center_id = ${dcId} WHERE id = ${id}`);
}

export async function setUserRegion(orm: Orm, id: number, regionId: number | null): Promise<void> {
  await orm.execute(sql`UPDATE users SET region_id = ${regionId} WHERE id = ${id}`);
}

/** The region of a distribution center (null when it has none or does not exist). */
export async function regionOfCenter(db: Database, centerId: number): Promise<number | null> {
  if (!(await hasDistributionCenters(db.orm))) return null;
  const row = await first<{ regionId: number | null }>(
    db.orm,
    sql`SELECT region_id AS "regionId" FROM distribution_centers WHERE id = ${centerId}`,
  );
  return row?.regionId ?? null;
}

export async function setUserEnabled(orm: Orm, id: number, enabled: boolean, stamp: string): Promise<void> {
  await orm.execute(
    sql`UPDATE users SET is_enabled = ${enabled}, security_stamp = ${stamp} WHERE id = ${id}`,
  );
  if (!enabled) await revokeUserSessions(orm, id);
}

/**
 * Sets a password by any route: every earlier token, session and unused recovery link of the
 * account stops working.
 */
export async function setUserPassword(orm: Orm, id: number, hash: string, stamp: string): Promise<void> {
  await orm.execute(
    sql`UPDATE users SET password_hash = ${hash}, security_stamp = ${stamp} WHERE id = ${id}`,
  );
  await orm.execute(
    sql`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = ${id} AND used_at IS NULL`,
  );
  await revokeUserSessions(orm, id);
}

export async function confirmUserPhone(orm: Orm, id: number): Promise<void> {
  await orm.execute(sql`UPDATE users SET phone_number_confirmed = true WHERE id = ${id}`);
}

export async function countUsers(orm: Orm): Promise<number> {
  return (await first<{ n: number }>(orm, sql`SELECT count(*)::int AS n FROM users`))?.n ?? 0;
}
