export { createPgRoutingEngine, MAX_SNAP_METERS, ROADS_SCHEMA } from './pgrouting-engine.js';
export { placeLabel, RoadEngineError, type RoadEngine, type RoadTable } from './road-engine.js';
export { createRoadTravelMatrix } from './road-travel-matrix.js';
export {
  loadRoutingSettings,
  ROUTING_ENGINES,
  type RoutingEngineName,
  type RoutingSettings,
} from './routing-settings.js';
export { travelMatrixFor } from './travel-matrix-for.js';
