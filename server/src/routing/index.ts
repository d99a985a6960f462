export { createGraphHopperEngine } from './graphhopper-engine.js';
export { createOpenRouteServiceEngine } from './openrouteservice-engine.js';
export { createOsrmEngine } from './osrm-engine.js';
export { createPgRoutingEngine, MAX_SNAP_METERS, ROADS_SCHEMA } from './pgrouting-engine.js';
export { placeLabel, RoadEngineError, roadLine, type RoadEngine, type RoadTable } from './road-engine.js';
export { createRoadTravelMatrix } from './road-travel-matrix.js';
export {
  HTTP_ROUTING_ENGINES,
  loadRoutingSettings,
  ROUTING_ENGINES,
  type HttpEngineSettings,
  type HttpRoutingEngineName,
  type RoutingEngineName,
  type RoutingSettings,
} from './routing-settings.js';
export { travelMatrixFor } from './travel-matrix-for.js';
export { createValhallaEngine } from './valhalla-engine.js';
