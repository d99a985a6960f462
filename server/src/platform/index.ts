/** What feature areas use to add routes on the platform. */
export { ok, fail, raw, type Answer } from './answer.js';
export { authenticate, scopeDistributionCenter, userOfToken } from './authenticate.js';
export type { AuthUser, Platform } from './context.js';
export {
  admittedRoles,
  claimOfRoute,
  defineRoute,
  registerRoutes,
  registeredRoutes,
  type Claim,
  type HttpMethod,
  type PublicRouteDefinition,
  type RouteAccess,
  type RouteContext,
  type RouteDefinition,
  type SignedInAccess,
  type SignedInRouteDefinition,
} from './define-route.js';
export { fieldOptionsRoute } from './field-options.js';
export { addFieldLabels, withFieldLabel, type FieldLabeler } from './field-labels.js';
export {
  addMessages,
  languageOf,
  translate,
  translatorFor,
  type ServerLanguage,
  type Translator,
} from './i18n.js';
export { dayRange, localDay, timezoneOffsetOf } from './timezone.js';
