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
import { ROLES } from '@rota/core/auth';
import { canSeeCenter } from '../master-data/resource-scope.rules.js';
import { canGrantRole, canSeeUser, isRegionManager, type UserReach } from './user-access.rules.js';
import { invalid, isAnswer, managedUser, userReachOf, USER_CLAIMS } from './user-lookup.js';
import { userPhoneRoutes } from './user-phone.routes.js';
import {
  userIdByPhone,
  distributionCenterExists,
  findUserByEmail,
  findUserByName,
  insertUser,
  listUserRecords,
  regionOfCenter,
  roleIdByName,
  setUserDistributionCenter,
  setUserRegion,
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

type Placement = { roleId: number; distributionCenterId: number | null; regionId: number | null };

/**
 * Role, distribution center and region of a user being written, checked against the actor's
 * reach. A DC Manager places users in their center; a Region Manager in a center of their region,
 * or as a Region Manager of their own region; an Admin anywhere (a Region Manager an Admin places
 * in a center looks after that center's region). `current` is the user's region before the change.
 */
async function checkPlacement(
  platform: Platform,
  reach: UserReach,
  role: string,
  requestedDc: number | null | undefined,
  current: number | null = null,
): Promise<Placement | Answer> {
  const { actor } = reach;
  const roleId = await roleIdByName(platform.db.orm, role);
  if (roleId === undefined) return invalid(400, 'role', 'admin.user.roleUnknown');
  if (!canGrantRole(actor, role)) return invalid(403, 'role', 'admin.user.roleNotAllowed');
  let dc = requestedDc ?? null;
  const own = dcManagerCenter(actor);
  if (own !== undefined) {
    if (dc !== null && dc !== own)
      return invalid(403, 'distributionCenterId', 'admin.user.outsideDistributionCenter');
    dc = own;
  }
  if (!DC_BOUND_ROLES.includes(role) && own === undefined && requestedDc == null) dc = null;
  if (dc !== null && !canSeeCenter(reach.centers, dc))
    return invalid(403, 'distributionCenterId', 'admin.user.outsideDistributionCenter');
  if (dc !== null && !(await distributionCenterExists(platform.db, dc))) {
    return invalid(400, 'distributionCenterId', 'admin.user.distributionCenterRequired');
  }
  if (role !== ROLES.regionManager) {
    // A Region Manager's users sit in a center of their region, or nobody could manage them.
    if (isRegionManager(actor) && dc === null)
      return invalid(400, 'distributionCenterId', 'admin.user.distributionCenterRequired');
    return { roleId, distributionCenterId: dc, regionId: null };
  }
  if (isRegionManager(actor)) {
    if (reach.regionId === null) return invalid(403, 'role', 'admin.user.roleNotAllowed');
    return { roleId, distributionCenterId: dc, regionId: reach.regionId };
  }
  const regionId = dc === null ? current : ((await regionOfCenter(platform.db, dc)) ?? current);
  return { roleId, distributionCenterId: dc, regionId };
}

/** A DC Manager's own center (null when they have none); undefined for everyone else. */
function dcManagerCenter(actor: AuthUser): number | null | undefined {
  return actor.roles.includes(ROLES.dcManager) ? actor.distributionCenterId : undefined;
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
      const actor = user;
      const own = dcManagerCenter(actor);
      if (own === null) return ok([]);
      const reach = await userReachOf(platform, actor);
      const records = await listUserRecords(platform.db, {
        isEnabled: query.isEnabled === undefined ? undefined : query.isEnabled === 'true',
        distributionCenterId: own,
        search: query.search,
      });
      return ok(
        await toUsers(
          platform.db,
          records.filter((r) => canSeeUser(reach, r) || r.id === actor.id),
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
      const found = await managedUser(platform, user, params.username, 'read');
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
      const found = await managedUser(platform, user, params.username, 'read');
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
      const actor = user;
      const reach = await userReachOf(platform, actor);
      const placement = await checkPlacement(platform, reach, body.role, body.distributionCenterId);
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
        regionId: placement.regionId,
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
      const actor = user;
      const reach = await userReachOf(platform, actor);
      const target = await managedUser(platform, actor, body.email, 'write', reach);
      if (isAnswer(target)) return target;
      const placement = await checkPlacement(
        platform,
        reach,
        body.role,
        body.distributionCenterId,
        target.regionId,
      );
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
        regionId: placement.regionId,
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
      const actor = user;
      const reach = await userReachOf(platform, actor);
      const target = await managedUser(platform, actor, body.email, 'write', reach);
      if (isAnswer(target)) return target;
      const placement = await checkPlacement(
        platform,
        reach,
        body.roleName,
        target.distributionCenterId,
        target.regionId,
      );
      if (isAnswer(placement)) return placement;
      if (DC_BOUND_ROLES.includes(body.roleName) && placement.distributionCenterId === null) {
        return invalid(400, 'distributionCenterId', 'admin.user.distributionCenterRequired');
      }
      await setUserRole(platform.db.orm, target.id, placement.roleId, target.securityStamp);
      await setUserDistributionCenter(platform.db.orm, target.id, placement.distributionCenterId);
      await setUserRegion(platform.db.orm, target.id, placement.regionId);
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
      const actor = user;
      const reach = await userReachOf(platform, actor);
      const changes: { id: number; dc: number | null; regionId: number | null }[] = [];
      for (const [index, item] of body.entries()) {
        const target = await managedUser(platform, actor, item.userName, 'write', reach);
        if (isAnswer(target)) return target;
        const placement = await checkPlacement(
          platform,
          reach,
          target.role,
          item.distributionCenterId,
          target.regionId,
        );
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
        changes.push({ id: target.id, dc: placement.distributionCenterId, regionId: placement.regionId });
      }
      await platform.db.orm.transaction(async (tx) => {
        for (const change of changes) {
          await setUserDistributionCenter(tx, change.id, change.dc);
          await setUserRegion(tx, change.id, change.regionId);
        }
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
        const actor = user;
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
