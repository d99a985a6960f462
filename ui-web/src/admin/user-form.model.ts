import type { FieldDefinition, FormValues } from '@rota/core';
import type { User, UserCreateRequest, UserUpdateRequest } from '@rota/core/admin';

export type UserFormMode = 'add' | 'update' | 'info';

/**
 * The user form's fields for a mode and a signed-in role: the password only when adding; the
 * distribution center only for an Admin (the server places everyone else's users in their own
 * center), and then only for the roles that need one (the field's own condition).
 */
export function userFormFields(
  defs: readonly FieldDefinition[],
  mode: UserFormMode,
  isAdmin: boolean,
  centerRequired = 'Please select a distribution center',
): FieldDefinition[] {
  return defs
    .filter(
      (def) =>
        !(def.type === 'password' && mode !== 'add') && !(def.name === 'distributionCenterId' && !isAdmin),
    )
    .map((def) =>
      // Shown only for the roles that need one, the center is then required (spec 02 §5).
      def.name === 'distributionCenterId' && !(def.validations ?? []).some((v) => v.type === 'Required')
        ? {
            ...def,
            validations: [
              ...(def.validations ?? []),
              { type: 'Required', value: null, errorMessage: centerRequired },
            ],
          }
        : def,
    );
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isInteger(n) ? n : null;
}

/** The body of POST or PUT user-management/users from the form; an empty phone is sent as null. */
export function userRequest(values: FormValues, mode: 'add'): UserCreateRequest;
export function userRequest(values: FormValues, mode: 'update'): UserUpdateRequest;
export function userRequest(
  values: FormValues,
  mode: 'add' | 'update',
): UserCreateRequest | UserUpdateRequest {
  const body: UserUpdateRequest = {
    role: text(values['role']),
    email: text(values['email']),
    givenName: text(values['givenName']),
    surname: text(values['surname']),
    phoneNumber: text(values['phoneNumber']) || null,
    twoFactorEnabled: values['twoFactorEnabled'] === true,
    distributionCenterId: numberOrNull(values['distributionCenterId']),
  };
  return mode === 'add'
    ? { ...body, password: typeof values['password'] === 'string' ? values['password'] : '' }
    : body;
}

/**
 * After a stored add or update, the Phone Number Confirmation step follows when the user has a
 * phone number that is new, changed or not yet confirmed.
 */
export function needsPhoneConfirmation(
  sent: Pick<UserUpdateRequest, 'phoneNumber'>,
  before: Pick<User, 'phoneNumber' | 'phoneNumberConfirmed'> | null,
): boolean {
  if (!sent.phoneNumber) return false;
  if (!before) return true;
  return sent.phoneNumber !== before.phoneNumber || !before.phoneNumberConfirmed;
}

/** A user row as the form shows it (the role as one value). */
export function userRecord(user: User): FormValues {
  return {
    email: user.email,
    givenName: user.givenName,
    surname: user.surname,
    phoneNumber: user.phoneNumber ?? '',
    twoFactorEnabled: user.twoFactorEnabled,
    role: user.role ?? user.roles[0] ?? null,
    distributionCenterId: user.distributionCenterId,
  };
}
