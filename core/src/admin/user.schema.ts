import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth/auth.validation.js';
import { fieldSpecsToSchema, type FieldSpec } from './field-spec.js';

/** A user as the Users grid lists it (spec 02 section 3). */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  givenName: z.string(),
  surname: z.string(),
  phoneNumber: z.string().nullable(),
  phoneNumberConfirmed: z.boolean(),
  twoFactorEnabled: z.boolean(),
  isEnabled: z.boolean(),
  role: z.string().nullable(),
  roles: z.array(z.string()),
  distributionCenterId: z.number().int().nullable(),
  distributionCenterName: z.string().nullable(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Roles whose users belong to one distribution center. */
export const DC_BOUND_ROLES: readonly string[] = ['DC Manager', 'Driver'];

/** E.164 numbers of Türkiye (+90) and the United States (+1): the two the phone field allows. */
export const PHONE_PATTERN = '^\\+(90\\d{10}|1\\d{10})$';

/** The user form (POST and PUT user-management/users), also served as its input-field-options. */
export const userFieldSpecs: readonly FieldSpec[] = [
  {
    name: 'email',
    type: 'email',
    label: 'admin.user.email',
    required: 'admin.user.emailRequired',
    patterns: [{ regex: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', message: 'admin.user.emailPattern' }],
    updatable: false,
  },
  {
    name: 'password',
    type: 'password',
    label: 'admin.user.password',
    required: 'admin.user.passwordRequired',
    // ASVS 2.1: 12 to 128 characters, no composition rules (the spec's 36 was raised to 128,
    // its letter, number and symbol rules left out); breached passwords are refused by the server.
    minLength: { value: PASSWORD_MIN_LENGTH, message: 'admin.user.passwordMin' },
    maxLength: { value: PASSWORD_MAX_LENGTH, message: 'auth.passwordMaxLength' },
    createOnly: true,
  },
  {
    name: 'givenName',
    type: 'text',
    label: 'admin.user.givenName',
    required: 'admin.user.givenNameRequired',
    minLength: { value: 3, message: 'admin.user.givenNameMin' },
    maxLength: { value: 36, message: 'admin.user.givenNameMax' },
  },
  {
    name: 'surname',
    type: 'text',
    label: 'admin.user.surname',
    required: 'admin.user.surnameRequired',
    minLength: { value: 3, message: 'admin.user.surnameMin' },
    maxLength: { value: 36, message: 'admin.user.surnameMax' },
  },
  {
    name: 'phoneNumber',
    type: 'phone',
    label: 'admin.user.phoneNumber',
    patterns: [{ regex: PHONE_PATTERN, message: 'admin.user.phoneInvalid' }],
  },
  {
    name: 'twoFactorEnabled',
    type: 'tfaCheckbox',
    label: 'admin.user.twoFactorEnabled',
    description: 'admin.user.twoFactorHint',
    defaultValue: false,
  },
  {
    name: 'role',
    type: 'singleSelect',
    label: 'admin.user.role',
    required: true,
    dataSource: 'user-management/roles',
  },
  {
    name: 'distributionCenterId',
    type: 'singleSelect',
    label: 'admin.user.distributionCenter',
    dataSource: 'distribution-centers',
    conditions: [{ dependsOn: 'role', showIf: DC_BOUND_ROLES, clearValueIfHidden: true }],
  },
];

function requireDcForBoundRoles<T>(input: T, ctx: z.RefinementCtx<T>) {
  const value = input as { role?: unknown; distributionCenterId?: unknown };
  if (
    typeof value.role === 'string' &&
    DC_BOUND_ROLES.includes(value.role) &&
    value.distributionCenterId == null
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['distributionCenterId'],
      message: 'admin.user.distributionCenterRequired',
    });
  }
}

/** Checks a new user with the form's messages. */
export const userCreateValidation = fieldSpecsToSchema(userFieldSpecs, 'create').superRefine(
  requireDcForBoundRoles,
);
/** Checks a user update (email identifies the user and stays; no password). */
export const userUpdateValidation = fieldSpecsToSchema(userFieldSpecs, 'update')
  .and(
    z.object({
      email: z.string({ error: 'admin.user.emailRequired' }).min(1, { error: 'admin.user.emailRequired' }),
    }),
  )
  .superRefine(requireDcForBoundRoles);

/** The typed body of POST user-management/users (after `userCreateValidation`). */
export const userCreateRequestSchema = z.object({
  role: z.string(),
  email: z.string(),
  givenName: z.string(),
  surname: z.string(),
  phoneNumber: z.string().nullish(),
  twoFactorEnabled: z.boolean().nullish(),
  distributionCenterId: z.number().int().nullish(),
  password: z.string(),
});
export type UserCreateRequest = z.infer<typeof userCreateRequestSchema>;

/** The typed body of PUT user-management/users. */
export const userUpdateRequestSchema = userCreateRequestSchema.omit({ password: true });
export type UserUpdateRequest = z.infer<typeof userUpdateRequestSchema>;

/** POST user-management/users/roles. */
export const userRoleRequestSchema = z.object({
  email: z.string().min(1, { error: 'admin.user.emailRequired' }),
  roleName: z.string().min(1, { error: 'admin.form.requiredField' }),
});
export type UserRoleRequest = z.infer<typeof userRoleRequestSchema>;

/** POST user-distribution-centers: a list of {userName, distributionCenterId}. */
export const userDistributionCentersRequestSchema = z
  .array(
    z.object({
      userName: z.string().min(1, { error: 'admin.form.requiredField' }),
      distributionCenterId: z.number({ error: 'admin.user.distributionCenterRequired' }).int().nullable(),
    }),
  )
  .min(1, { error: 'admin.form.requiredField' });
export type UserDistributionCentersRequest = z.infer<typeof userDistributionCentersRequestSchema>;

/** POST user-management/users/{email}/phone-confirmation. */
export const phoneConfirmationRequestSchema = z.object({
  email: z.string().min(1, { error: 'admin.user.emailRequired' }),
  id: z.union([z.string(), z.number()]).optional(),
  confirmationToken: z
    .string({ error: 'admin.user.codeRequired' })
    .trim()
    .min(1, { error: 'admin.user.codeRequired', abort: true })
    .length(6, { error: 'admin.user.codeLength' }),
});
export type PhoneConfirmationRequest = z.infer<typeof phoneConfirmationRequestSchema>;

/** The answer of send-phone-confirmation: the id to send back with the code. */
export const phoneConfirmationStepSchema = z.object({
  id: z.string(),
  validitySeconds: z.number().int(),
  startTime: z.string(),
});
export type PhoneConfirmationStep = z.infer<typeof phoneConfirmationStepSchema>;

/** Query of GET user-management/users: the grid filters enabled users by default. */
export const usersQuerySchema = z.object({
  isEnabled: z.enum(['true', 'false']).optional(),
  search: z.string().optional(),
});
