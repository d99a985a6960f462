/**
 * The centers a user may see: the rules (resource-scope.rules.ts) and the reads and conditions
 * of the database (resource-scope.repository.ts), under one name for their many importers.
 */
export {
  canSeeCenter,
  centerColumnOf,
  centerSetOf,
  visibilityFrom,
  type CenterSet,
  type CenterVisibility,
} from './resource-scope.rules.js';
export {
  inCenterSet,
  regionManagersCenters,
  scopeCondition,
  visibleCenters,
} from './resource-scope.repository.js';
