export * from './field-definition.schema.js';
export * from './decimal.js';
export * from './phone.js';
export * from './form-conditions.rules.js';
export * from './collection.rules.js';
export * from './visit-frequency.rules.js';
export * from './form-validation.js';
export * from './picture.rules.js';
