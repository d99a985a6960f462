import { z } from 'zod';
import {
  actionsResponseSchema,
  currentAccessSchema,
  pagesResponseSchema,
  roleClaimsRequestSchema,
  roleClaimsSchema,
  rolesResponseSchema,
} from '@rota/core/admin';
import { fail, ok } from '../platform/answer.js';
import { defineRoute } from '../platform/define-route.js';
import { refuseRoleGrants } from './role-grants.rules.js';
import { roleIdByName } from './user.repository.js';
import { listActions, listPages, listRoles, replaceRoleGrants, roleGrants } from './role.repository.js';

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
      const me = user;
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
      return ok({ roles: await listRoles(platform.db.orm) });
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
        pages: await listPages(platform.db.orm),
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
        actions: await listActions(platform.db.orm),
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
      const pageActionList = await roleGrants(platform.db.orm, roleId);
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
    async handler({ body, platform, user }) {
      const roleId = await roleIdByName(platform.db.orm, body.roleName);
      if (roleId === undefined) return fail(404, 'admin.role.notFound');
      const pages = new Map((await listPages(platform.db.orm)).map((p) => [p.id, p.name]));
      const actions = new Map((await listActions(platform.db.orm)).map((a) => [a.id, a.actionName]));
      const grants = [...new Map(body.pageActionList.map((g) => [`${g.pageId}:${g.actionId}`, g])).values()];
      if (grants.some((g) => !pages.has(g.pageId) || !actions.has(g.actionId))) {
        return fail(400, 'admin.role.unknownGrant', {
          validation: [{ field: 'pageActionList', message: 'admin.role.unknownGrant' }],
        });
      }
      const claimOf = (g: { pageId: number; actionId: number }) =>
        `${pages.get(g.pageId)};${actions.get(g.actionId)}`;
      const refusal = refuseRoleGrants(
        body.roleName,
        (await roleGrants(platform.db.orm, roleId)).map(claimOf),
        grants.map(claimOf),
        user.claims,
      );
      if (refusal)
        return fail(
          refusal.status,
          refusal.messageKey,
          'params' in refusal ? { params: refusal.params } : {},
        );
      await replaceRoleGrants(platform.db.orm, roleId, grants);
      return ok(null, { messageKey: 'admin.role.claimsUpdated' });
    },
  }),
];
