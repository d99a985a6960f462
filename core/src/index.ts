export * from './shared/index.js';
export * from './master-data/index.js';
export * from './i18n/index.js';
export * from './auth/index.js';
export * from './admin/index.js';
export * from './daily-plan/index.js';
export * from './tracking/index.js';
export * from './territory/index.js';

// Names that more than one area exports: the root takes the shared form engine's and the shared
// phone helper; the admin area's strict server-side variants stay reachable as '@rota/core/admin'.
export {
  FIELD_TYPES,
  VALIDATION_TYPES,
  fieldConditionSchema,
  fieldDefinitionSchema,
  fieldOptionSchema,
  fieldTypeSchema,
  fieldValidationSchema,
  phoneDigits,
  uiPositionSchema,
  type FieldDefinition,
  type FieldOption,
  type FieldType,
  type FieldValidation,
} from './shared/index.js';
