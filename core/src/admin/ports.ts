import type { FieldDefinition } from '../shared/forms/field-definition.schema.js';
import type { Action, Page, PageAction, Role, RoleClaims } from './role.schema.js';
import type { SettingsKind } from './settings.schema.js';
import type {
  PhoneConfirmationRequest,
  PhoneConfirmationStep,
  User,
  UserCreateRequest,
  UserDistributionCentersRequest,
  UserRoleRequest,
  UserUpdateRequest,
} from './user.schema.js';

export interface AdminFailure {
  code: 'invalid-input' | 'forbidden' | 'not-found' | 'conflict' | 'network' | 'unknown';
  messageKey: string;
  serverMessage?: string | null;
}

export type AdminResult<T> = { ok: true; value: T } | { ok: false; error: AdminFailure };

/** The Users calls of spec 02 section 7. */
export interface UserGateway {
  list(query?: { isEnabled?: boolean }): Promise<AdminResult<User[]>>;
  get(username: string): Promise<AdminResult<User>>;
  roles(username: string): Promise<AdminResult<string[]>>;
  fieldOptions(): Promise<AdminResult<FieldDefinition[]>>;
  create(user: UserCreateRequest): Promise<AdminResult<User>>;
  update(user: UserUpdateRequest): Promise<AdminResult<User | null>>;
  setRole(request: UserRoleRequest): Promise<AdminResult<null>>;
  setDistributionCenters(request: UserDistributionCentersRequest): Promise<AdminResult<null>>;
  sendPhoneConfirmation(email: string): Promise<AdminResult<PhoneConfirmationStep>>;
  confirmPhone(email: string, request: PhoneConfirmationRequest): Promise<AdminResult<null>>;
  setEnabled(email: string, enabled: boolean): Promise<AdminResult<null>>;
}

/** The Roles calls. */
export interface RoleGateway {
  roles(): Promise<AdminResult<Role[]>>;
  pages(): Promise<AdminResult<Page[]>>;
  actions(): Promise<AdminResult<Action[]>>;
  claims(roleName: string): Promise<AdminResult<RoleClaims>>;
  saveClaims(roleName: string, pageActionList: PageAction[]): Promise<AdminResult<null>>;
}

/** The Settings calls. */
export interface SettingsGateway {
  fieldOptions(kind: SettingsKind): Promise<AdminResult<FieldDefinition[]>>;
  save(kind: SettingsKind, values: Record<string, unknown>): Promise<AdminResult<Record<string, unknown>>>;
  restore(kind: SettingsKind): Promise<AdminResult<Record<string, unknown>>>;
}

export const USER_GATEWAY = Symbol('UserGateway');
export const ROLE_GATEWAY = Symbol('RoleGateway');
export const SETTINGS_GATEWAY = Symbol('SettingsGateway');
