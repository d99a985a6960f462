import { z } from 'zod';
import type { ApiCall } from '../daily-plan/api-call.js';
import { currentAccessSchema, passwordResetRequestSchema } from './access.schema.js';
import {
  actionsResponseSchema,
  pagesResponseSchema,
  roleClaimsRequestSchema,
  roleClaimsSchema,
  rolesResponseSchema,
} from './role.schema.js';
import {
  phoneConfirmationRequestSchema,
  phoneConfirmationStepSchema,
  userCreateRequestSchema,
  userSchema,
  userUpdateRequestSchema,
} from './user.schema.js';

const email = z.object({ email: z.string().min(1) });

/** The Users and Roles calls of spec 02 section 7, plus the signed-in user's own access. */
export const adminApi = {
  users: {
    method: 'GET',
    path: 'user-management/users',
    query: z.object({ isEnabled: z.enum(['true', 'false']).optional() }),
    response: z.array(userSchema),
    summary: 'Users; ?isEnabled=true as the grid filters by default',
  },
  userFieldOptions: {
    method: 'GET',
    path: 'user-management/users/input-field-options',
    response: z.unknown(),
    summary: 'Field definitions of the user form',
  },
  addUser: {
    method: 'POST',
    path: 'user-management/users',
    body: userCreateRequestSchema,
    response: userSchema,
    summary: 'Add a user',
  },
  updateUser: {
    method: 'PUT',
    path: 'user-management/users',
    body: userUpdateRequestSchema,
    response: z.null(),
    summary: 'Update a user (found by e-mail)',
  },
  sendPhoneConfirmation: {
    method: 'POST',
    path: 'user-management/users/:email/send-phone-confirmation',
    params: email,
    response: phoneConfirmationStepSchema,
    summary: "Send a 6-digit code to the user's phone",
  },
  confirmPhone: {
    method: 'POST',
    path: 'user-management/users/:email/phone-confirmation',
    params: email,
    body: phoneConfirmationRequestSchema,
    response: z.null(),
    summary: 'Confirm the phone number with the code',
  },
  enableUser: {
    method: 'PUT',
    path: 'user-management/users/:email/status/enable',
    params: email,
    response: z.null(),
    summary: 'Enable a user',
  },
  disableUser: {
    method: 'PUT',
    path: 'user-management/users/:email/status/disable',
    params: email,
    response: z.null(),
    summary: 'Disable a user',
  },
  resetPassword: {
    method: 'PUT',
    path: 'user-management/users/:email/password',
    params: email,
    body: passwordResetRequestSchema,
    response: z.null(),
    summary: "An Admin sets a user's password; the user's earlier sign-ins stop working",
  },
  roles: {
    method: 'GET',
    path: 'user-management/roles',
    response: rolesResponseSchema,
    summary: 'Roles (data.roles)',
  },
  pages: {
    method: 'GET',
    path: 'user-management/resource-pages',
    response: pagesResponseSchema,
    summary: 'Pages (permission keys)',
  },
  actions: {
    method: 'GET',
    path: 'user-management/permission-actions',
    response: actionsResponseSchema,
    summary: 'Actions: read, write, delete, manage',
  },
  roleClaims: {
    method: 'GET',
    path: 'user-management/role/:role/claims',
    params: z.object({ role: z.string().min(1) }),
    response: roleClaimsSchema,
    summary: 'The page/action grants of a role',
  },
  saveRoleClaims: {
    method: 'PUT',
    path: 'user-management/role/claims',
    body: roleClaimsRequestSchema,
    response: z.null(),
    summary: 'Replace the whole page/action list of a role',
  },
  currentAccess: {
    method: 'GET',
    path: 'user-management/current-user/access',
    response: currentAccessSchema,
    summary: "The signed-in user's role and claims as stored now",
  },
} as const satisfies Record<string, ApiCall>;
