import { z } from 'zod';
import {
  DC_BOUND_ROLES,
  phoneConfirmationRequestSchema,
  phoneConfirmationStepSchema,
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
import { hashPassword, newSecurityStamp } from '../auth/passwords.js';
import { checkCode, issueCode } from '../auth/verification-codes.js';
import { first, sql } from '../db/database.js';
import { fail, ok, type Answer } from '../platform/answer.js';
import type { AuthUser, Platform } from '../platform/context.js';
import { defineRoute } from '../platform/define-route.js';
import { fieldOptionsRoute } from '../platform/field-options.js';
import { canGrantRole, canManageUser, canSeeUser, visibleDistributionCenter } from './user-access.rules.js';
import {
  confirmUserPhone,
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
const read = { claim: 'user-management;read' } as const;
const write = { claim: 'user-management;write' } as const;
const manage = { claim: 'user-management;manage' } as const;

const usernameParams = z.object({ username: z.string().min(1) });
const emailParams = z.object({ email: z.string().min(1) });

const invalid = (status: number, field: string, messageKey: string): Answer =>
  fail(status, messageKey, { validation: [{ field, message: messageKey }] });

/** Loads a user the actor may manage (or, for `read`, see): 404 when missing, 403 outside their reach. */
async function managedUser(
  platform: Platform,
  actor: AuthUser,
  name: string,
  purpose: 'read' | 'write' = 'write',
): Promise<UserRecord | Answer> {
  const user = await findUserByName(platform.db, name);
  if (!user) return fail(404, 'admin.user.notFound');
  const allowed = purpose === 'read' ? canSeeUser(actor, user) : canManageUser(actor, user);
  if (!allowed && user.id !== actor.id) return fail(403, 'admin.user.outsideDistributionCenter');
  return user;
}

const isAnswer = (value: unknown): value is Answer =>
  typeof value === 'object' && value !== null && 'kind' in value;

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
    const other = await first<{ id: number }>(
      platform.db.orm,
      sql`SELECT id FROM users WHERE phone_number = ${phone}`,
    );
    if (other && other.id !== exceptId) return invalid(409, 'phoneNumber', 'admin.user.phoneTaken');
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
      const clash = await uniqueness(platform, target.email, phone, target.id);
      if (clash) return clash;
      await updateUserProfile(platform.db.orm, target.id, {
        givenName: body.givenName.trim(),
        surname: body.surname.trim(),
        phoneNumber: phone,
        phoneChanged: phone !== target.phoneNumber,
        twoFactorEnabled: body.twoFactorEnabled ?? target.twoFactorEnabled,
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
  defineRoute({
    method: 'POST',
    url: `${base}/users/:email/send-phone-confirmation`,
    access: write,
    summary: "Send a 6-digit code to the user's phone",
    tags,
    params: emailParams,
    response: phoneConfirmationStepSchema,
    async handler({ params, platform, user, language }) {
      const target = await managedUser(platform, user as AuthUser, params.email);
      if (isAnswer(target)) return target;
      if (!target.phoneNumber) return invalid(400, 'phoneNumber', 'admin.user.noPhoneNumber');
      const issued = await issueCode(platform, target, 'phone-confirmation', language);
      return ok({ id: issued.id, validitySeconds: issued.validitySeconds, startTime: issued.startTime });
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/users/:email/phone-confirmation`,
    access: write,
    summary: 'Confirm the phone number with the 6-digit code',
    tags,
    params: emailParams,
    body: phoneConfirmationRequestSchema,
    response: z.null(),
    async handler({ params, body, platform, user }) {
      const target = await managedUser(platform, user as AuthUser, params.email);
      if (isAnswer(target)) return target;
      let id = body.id === undefined ? undefined : String(body.id);
      if (id === undefined) {
        const latest = await first<{ id: string }>(
          platform.db.orm,
          sql`SELECT id FROM verification_codes WHERE user_id = ${target.id} AND purpose = 'phone-confirmation'
              AND used_at IS NULL ORDER BY created_at DESC LIMIT 1`,
        );
        id = latest?.id;
      }
      const result = id
        ? await checkCode(platform, id, target.id, 'phone-confirmation', body.confirmationToken)
        : 'incorrect';
      if (result !== 'ok') return invalid(400, 'confirmationToken', 'admin.user.codeIncorrect');
      await confirmUserPhone(platform.db.orm, target.id);
      return ok(null, { messageKey: 'admin.user.phoneVerified' });
    },
  }),
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
