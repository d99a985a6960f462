export * from './field-spec.js';
export * from './ports.js';
export * from './role.schema.js';
export * from './settings.schema.js';
export * from './user.schema.js';
export * from './validation-messages.js';
export * from './use-cases/save-role-claims.js';
export * from './use-cases/toggle-user-status.js';
export { adminMessages, type AdminMessageKey } from './messages.js';
