import { z } from 'zod';
import {
  actionsResponseSchema,
  currentAccessSchema,
  pagesResponseSchema,
  roleClaimsRequestSchema,
  roleClaimsSchema,
  rolesResponseSchema,
  type Action,
  type Page,
  type PageAction,
} from '@rota/core/admin';
import { ROLES } from '@rota/core/auth';
import { rows, sql } from '../db/database.js';
import { fail, ok } from '../platform/answer.js';
import type { AuthUser } from '../platform/context.js';
import { defineRoute } from '../platform/define-route.js';
import { roleIdByName } from './user.repository.js';

const tags = ['Roles'];
const base = '/api/user-management';

export const roleRoutes = [
  defineRoute({
    method: 'GET',
    url: `${base}/current-user/access`,
    access: 'signed-in',
    summary: "The signed-in user's role and claims as stored now (read per request, never from the token)",
    tags,
    response: currentAccessSchema,
    async handler({ user }) {
      const me = user as AuthUser;
      return ok({
        email: me.email,
        userName: me.username,
        givenName: me.givenName,
        surname: me.surname,
        roles: me.roles,
        claims: [...me.claims].sort(),
        distributionCenterId: me.distributionCenterId,
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/roles`,
    access: { claim: 'user-management;read' },
    summary: 'Roles (data.roles)',
    tags,
    response: rolesResponseSchema,
    async handler({ platform }) {
      const roles = await rows<{ name: string }>(
        platform.db.orm,
        sql`SELECT name FROM roles ORDER BY sort_order, name`,
      );
      return ok({ roles });
    },
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/resource-pages`,
    access: { claim: 'user-management;read' },
    summary: 'Pages (permission keys)',
    tags,
    response: pagesResponseSchema,
    async handler({ platform }) {
      return ok({
        pages: await rows<Page>(platform.db.orm, sql`SELECT id, name FROM permission_pages ORDER BY id`),
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/permission-actions`,
    access: { claim: 'user-management;read' },
    summary: 'Actions: read, write, delete, manage',
    tags,
    response: actionsResponseSchema,
    async handler({ platform }) {
      return ok({
        actions: await rows<Action>(
          platform.db.orm,
          sql`SELECT id, action_name AS "actionName" FROM permission_actions ORDER BY id`,
        ),
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/role/:role/claims`,
    access: { claim: 'user-management;read' },
    summary: 'The page/action grants of a role',
    tags,
    params: z.object({ role: z.string().min(1) }),
    response: roleClaimsSchema,
    async handler({ params, platform }) {
      const roleId = await roleIdByName(platform.db.orm, params.role);
      if (roleId === undefined) return fail(404, 'admin.role.notFound');
      const pageActionList = await rows<PageAction>(
        platform.db.orm,
        sql`SELECT page_id AS "pageId", action_id AS "actionId" FROM role_claims WHERE role_id = ${roleId} ORDER BY page_id, action_id`,
      );
      return ok({ roleName: params.role, pageActionList });
    },
  }),
  defineRoute({
    method: 'PUT',
    url: `${base}/role/claims`,
    access: { claim: 'user-management;manage' },
    summary: 'Replace the whole page/action list of a role',
    tags,
    body: roleClaimsRequestSchema,
    response: z.null(),
    async handler({ body, platform }) {
      const roleId = await roleIdByName(platform.db.orm, body.roleName);
      if (roleId === undefined) return fail(404, 'admin.role.notFound');
      const pages = new Map(
        (await rows<Page>(platform.db.orm, sql`SELECT id, name FROM permission_pages`)).map((p) => [
          p.id,
          p.name,
        ]),
      );
      const actions = new Map(
        (
          await rows<Action>(
            platform.db.orm,
            sql`SELECT id, action_name AS "actionName" FROM permission_actions`,
          )
        ).map((a) => [a.id, a.actionName]),
      );
      const grants = [...new Map(body.pageActionList.map((g) => [`${g.pageId}:${g.actionId}`, g])).values()];
      if (grants.some((g) => !pages.has(g.pageId) || !actions.has(g.actionId))) {
        return fail(400, 'admin.role.unknownGrant', {
          validation: [{ field: 'pageActionList', message: 'admin.role.unknownGrant' }],
        });
      }
      if (body.roleName === ROLES.admin) {
        // Whoever saves the Admin role must not lock every Admin out of this screen.
        const kept = new Set(grants.map((g) => `${pages.get(g.pageId)};${actions.get(g.actionId)}`));
        if (!kept.has('user-management;read') || !kept.has('user-management;manage')) {
          return fail(400, 'admin.role.adminKeepsUserManagement');
        }
      }
      await platform.db.orm.transaction(async (tx) => {
        await tx.execute(sql`DELETE FROM role_claims WHERE role_id = ${roleId}`);
        for (const grant of grants) {
          await tx.execute(
            sql`INSERT INTO role_claims (role_id, page_id, action_id) VALUES (${roleId}, ${grant.pageId}, ${grant.actionId})`,
          );
        }
      });
      return ok(null, { messageKey: 'admin.role.claimsUpdated' });
    },
  }),
];
