import type { Action, Page, PageAction } from '@rota/core/admin';
import { rows, sql, type Orm } from '../db/database.js';

/** Roles, pages, actions and the grants between them: the Roles screen's tables. */
export function listRoles(orm: Orm): Promise<{ name: string }[]> {
  return rows<{ name: string }>(orm, sql`SELECT name FROM roles ORDER BY sort_order, name`);
}

export function listPages(orm: Orm): Promise<Page[]> {
  return rows<Page>(orm, sql`SELECT id, name FROM permission_pages ORDER BY id`);
}

export function listActions(orm: Orm): Promise<Action[]> {
  return rows<Action>(orm, sql`SELECT id, action_name AS "actionName" FROM permission_actions ORDER BY id`);
}

export function roleGrants(orm: Orm, roleId: number): Promise<PageAction[]> {
  return rows<PageAction>(
    orm,
    sql`SELECT page_id AS "pageId", action_id AS "actionId" FROM role_claims WHERE role_id = ${roleId} ORDER BY page_id, action_id`,
  );
}

/** Replaces the role's whole list of grants in one transaction. */
export async function replaceRoleGrants(
  orm: Orm,
  roleId: number,
  grants: readonly PageAction[],
): Promise<void> {
  await orm.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM role_claims WHERE role_id = ${roleId}`);
    for (const grant of grants) {
      await tx.execute(
        sql`INSERT INTO role_claims (role_id, page_id, action_id) VALUES (${roleId}, ${grant.pageId}, ${grant.actionId})`,
      );
    }
  });
}
