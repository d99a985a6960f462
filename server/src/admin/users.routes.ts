import { z } from 'zod';
import {
  DC_BOUND_ROLES,
  userCreateRequestSchema,
  userCreateValidation,
  userDistributionCentersRequestSchema,
  userFieldSpecs,
  userRoleRequestSchema,
  userSchema,
  userUpdateRequestSchema,
  userUpdateValidation,
  usersQuerySchema,
} from '@rota/core/admin';
import { refuseNewPassword } from '../auth/password-policy.js';
import { hashPassword, newSecurityStamp } from '../auth/passwords.js';
import { fail, ok, type Answer } from '../platform/answer.js';
import type { AuthUser, Platform } from '../platform/context.js';
import { defineRoute } from '../platform/define-route.js';
import { fieldOptionsRoute } from '../platform/field-options.js';
import { canGrantRole, canSeeUser, visibleDistributionCenter } from './user-access.rules.js';
import { invalid, isAnswer, managedUser, USER_CLAIMS } from './user-lookup.js';
import { userPhoneRoutes } from './user-phone.routes.js';
import {
  userIdByPhone,
  distributionCenterExists,
  findUserByEmail,
  findUserByName,
  insertUser,
  listUserRecords,
  roleIdByName,
  setUserDistributionCenter,
  setUserEnabled,
  setUserRole,
  toUsers,
  updateUserProfile,
  type UserRecord,
} from './user.repository.js';

const tags = ['Users'];
const base = '/api/user-management';

const usernameParams = z.object({ username: z.string().min(1) });
const emailParams = z.object({ email: z.string().min(1) });
const { read, write, manage } = USER_CLAIMS;

/** Role and distribution center of a user being written, checked against the actor's reach. */
async function checkPlacement(
  platform: Platform,
  actor: AuthUser,
  role: string,
  requestedDc: number | null | undefined,
): Promise<{ roleId: number; distributionCenterId: number | null } | Answer> {
  const roleId = await roleIdByName(platform.db.orm, role);
  if (roleId === undefined) return invalid(400, 'role', 'admin.user.roleUnknown');
  if (!canGrantRole(actor, role)) return invalid(403, 'role', 'admin.user.roleNotAllowed');
  let dc = requestedDc ?? null;
  const scope = visibleDistributionCenter(actor);
  if (scope !== undefined) {
    if (dc !== null && dc !== scope)
      return invalid(403, 'distributionCenterId', 'admin.user.outsideDistributionCenter');
    dc = scope;
  }
  if (!DC_BOUND_ROLES.includes(role) && scope === undefined && requestedDc == null) dc = null;
  if (dc !== null && !(await distributionCenterExists(platform.db, dc))) {
    return invalid(400, 'distributionCenterId', 'admin.user.distributionCenterRequired');
  }
  return { roleId, distributionCenterId: dc };
}

async function uniqueness(
  platform: Platform,
  email: string,
  phone: string | null,
  exceptId: number | null,
): Promise<Answer | null> {
  const byEmail = await findUserByEmail(platform.db, email);
  if (byEmail && byEmail.id !== exceptId) return invalid(409, 'email', 'admin.user.emailTaken');
  if (phone) {
    const other = await userIdByPhone(platform.db.orm, phone);
    if (other !== undefined && other !== exceptId)
      return invalid(409, 'phoneNumber', 'admin.user.phoneTaken');
  }
  return null;
}

export const userRoutes = [
  defineRoute({
    method: 'GET',
    url: `${base}/users`,
    access: read,
    summary: 'Users (a DC Manager sees their center only); ?isEnabled=true as the grid filters by default',
    tags,
    query: usersQuerySchema,
    response: z.array(userSchema),
    async handler({ query, platform, user }) {
      const scope = visibleDistributionCenter(user as AuthUser);
      if (scope === null) return ok([]);
      const records = await listUserRecords(platform.db, {
        isEnabled: query.isEnabled === undefined ? undefined : query.isEnabled === 'true',
        distributionCenterId: scope,
        search: query.search,
      });
      const actor = user as AuthUser;
      return ok(
        await toUsers(
          platform.db,
          records.filter((r) => canSeeUser(actor, r) || r.id === actor.id),
        ),
      );
    },
  }),
  fieldOptionsRoute(`${base}/users/input-field-options`, userFieldSpecs, read, tags),
  defineRoute({
    method: 'GET',
    url: `${base}/users/:username`,
    access: read,
    summary: 'One user by user name or e-mail',
    tags,
    params: usernameParams,
    response: userSchema,
    async handler({ params, platform, user }) {
      const found = await managedUser(platform, user as AuthUser, params.username, 'read');
      if (isAnswer(found)) return found;
      const [one] = await toUsers(platform.db, [found]);
      return ok(one);
    },
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/users/:username/roles`,
    access: read,
    summary: 'Roles of a user',
    tags,
    params: usernameParams,
    response: z.array(z.string()),
    async handler({ params, platform, user }) {
      const found = await managedUser(platform, user as AuthUser, params.username, 'read');
      if (isAnswer(found)) return found;
      return ok([found.role]);
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/users`,
    access: write,
    summary: 'Add a user',
    successStatuses: [201],
    tags,
    body: userCreateValidation.pipe(userCreateRequestSchema),
    response: userSchema,
    async handler({ body, platform, user }) {
      const actor = user as AuthUser;
      const placement = await checkPlacement(platform, actor, body.role, body.distributionCenterId);
      if (isAnswer(placement)) return placement;
      const phone = body.phoneNumber || null;
      const clash = await uniqueness(platform, body.email, phone, null);
      if (clash) return clash;
      const refusal = await refuseNewPassword(body.password, { email: body.email });
      if (refusal) return invalid(400, 'password', refusal);
      const id = await insertUser(platform.db.orm, {
        email: body.email.trim(),
        givenName: body.givenName.trim(),
        surname: body.surname.trim(),
        phoneNumber: phone,
        twoFactorEnabled: body.twoFactorEnabled ?? false,
        passwordHash: await hashPassword(body.password),
        securityStamp: newSecurityStamp(),
        roleId: placement.roleId,
        distributionCenterId: placement.distributionCenterId,
      });
      const created = (await findUserByName(platform.db, body.email)) as UserRecord;
      const [answer] = await toUsers(platform.db, [{ ...created, id }]);
      return ok(answer, { status: 201, messageKey: 'admin.user.added' });
    },
  }),
  defineRoute({
    method: 'PUT',
    url: `${base}/users`,
    access: write,
    summary: 'Update a user (found by e-mail, which does not change); answers null data on success',
    tags,
    body: userUpdateValidation.pipe(userUpdateRequestSchema),
    response: z.null(),
    async handler({ body, platform, user }) {
      const actor = user as AuthUser;
      const target = await managedUser(platform, actor, body.email);
      if (isAnswer(target)) return target;
      const placement = await checkPlacement(platform, actor, body.role, body.distributionCenterId);
      if (isAnswer(placement)) return placement;
      const phone = body.phoneNumber || null;
      const twoFactorEnabled = body.twoFactorEnabled ?? target.twoFactorEnabled;
      // A new phone number could take the account over (it signs in by SMS): only the user and
      // those with the manage right change it (or the second factor), and its owner confirms it.
      const contactChanged = phone !== target.phoneNumber || twoFactorEnabled !== target.twoFactorEnabled;
      if (contactChanged && target.id !== actor.id && !actor.claims.includes(manage.claim))
        return invalid(403, 'phoneNumber', 'auth.contactChangeNeedsManage');
      const clash = await uniqueness(platform, target.email, phone, target.id);
      if (clash) return clash;
      await updateUserProfile(platform.db.orm, target.id, {
        givenName: body.givenName.trim(),
        surname: body.surname.trim(),
        phoneNumber: phone,
        phoneChanged: phone !== target.phoneNumber,
        twoFactorEnabled,
        roleId: placement.roleId,
        distributionCenterId: placement.distributionCenterId,
      });
      return ok(null, { messageKey: 'admin.user.updated' });
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/users/roles`,
    access: manage,
    summary: 'Give a user a role',
    tags,
    body: userRoleRequestSchema,
    response: z.null(),
    async handler({ body, platform, user }) {
      const actor = user as AuthUser;
      const target = await managedUser(platform, actor, body.email);
      if (isAnswer(target)) return target;
      const placement = await checkPlacement(platform, actor, body.roleName, target.distributionCenterId);
      if (isAnswer(placement)) return placement;
      if (DC_BOUND_ROLES.includes(body.roleName) && placement.distributionCenterId === null) {
        return invalid(400, 'distributionCenterId', 'admin.user.distributionCenterRequired');
      }
      await setUserRole(platform.db.orm, target.id, placement.roleId, target.securityStamp);
      await setUserDistributionCenter(platform.db.orm, target.id, placement.distributionCenterId);
      return ok(null, { messageKey: 'admin.user.roleUpdated' });
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/user-distribution-centers`,
    access: manage,
    summary: 'Tie users to distribution centers: [{userName, distributionCenterId}]',
    tags,
    body: userDistributionCentersRequestSchema,
    response: z.null(),
    async handler({ body, platform, user }) {
      const actor = user as AuthUser;
      const changes: { id: number; dc: number | null }[] = [];
      for (const [index, item] of body.entries()) {
        const target = await managedUser(platform, actor, item.userName);
        if (isAnswer(target)) return target;
        const placement = await checkPlacement(platform, actor, target.role, item.distributionCenterId);
        if (isAnswer(placement)) {
          return placement.kind === 'fail'
            ? {
                ...placement,
                validation: (placement.validation ?? []).map((v) => ({ ...v, field: `${index}.${v.field}` })),
              }
            : placement;
        }
        if (DC_BOUND_ROLES.includes(target.role) && placement.distributionCenterId === null) {
          return invalid(400, `${index}.distributionCenterId`, 'admin.user.distributionCenterRequired');
        }
        changes.push({ id: target.id, dc: placement.distributionCenterId });
      }
      await platform.db.orm.transaction(async (tx) => {
        for (const change of changes) await setUserDistributionCenter(tx, change.id, change.dc);
      });
      return ok(null, { messageKey: 'admin.user.distributionCentersUpdated' });
    },
  }),
  ...userPhoneRoutes,
  ...(['enable', 'disable'] as const).map((action) =>
    defineRoute({
      method: 'PUT',
      url: `${base}/users/:email/status/${action}`,
      access: write,
      summary: action === 'enable' ? 'Enable a user' : 'Disable a user (their tokens stop working)',
      tags,
      params: emailParams,
      response: z.null(),
      async handler({ params, platform, user }) {
        const actor = user as AuthUser;
        const target = await managedUser(platform, actor, params.email);
        if (isAnswer(target)) return target;
        if (action === 'disable' && target.id === actor.id) return fail(400, 'admin.user.cannotDisableSelf');
        const stamp = action === 'disable' ? newSecurityStamp() : target.securityStamp;
        await setUserEnabled(platform.db.orm, target.id, action === 'enable', stamp);
        return ok(null, { messageKey: action === 'enable' ? 'admin.user.enabled' : 'admin.user.disabled' });
      },
    }),
  ),
];
