import type { Database } from '../db/database.js';
import { createGeometricTravelMatrix, type TravelMatrixProvider } from '../solver/travel-matrix.js';
import { createGraphHopperEngine } from './graphhopper-engine.js';
import { createOpenRouteServiceEngine } from './openrouteservice-engine.js';
import { createOsrmEngine } from './osrm-engine.js';
import { createPgRoutingEngine } from './pgrouting-engine.js';
import type { RoadEngine } from './road-engine.js';
import { createRoadTravelMatrix } from './road-travel-matrix.js';
import type { HttpEngineSettings, RoutingEngineName, RoutingSettings } from './routing-settings.js';
import { createValhallaEngine } from './valhalla-engine.js';

type RoadEngineFactory = (db: Database, http: HttpEngineSettings | undefined) => RoadEngine;

/** An HTTP engine's adapter, given the settings `loadRoutingSettings` requires for it. */
const overHttp =
  (name: string, create: (settings: HttpEngineSettings) => RoadEngine): RoadEngineFactory =>
  (_db, http) => {
    if (!http) throw new Error(`ROTA_ROUTING=${name} needs ROTA_ROUTING_URL, the engine's address`);
    return create(http);
  };

/** The road engines by `ROTA_ROUTING` name: an engine is one adapter file and one entry here. */
const ROAD_ENGINES: Record<Exclude<RoutingEngineName, 'geometric'>, RoadEngineFactory> = {
  pgrouting: (db) => {
    if (db.kind !== 'postgres')
      throw new Error('ROTA_ROUTING=pgrouting needs DATABASE_URL: the embedded database has no pgRouting');
    return createPgRoutingEngine(db.orm);
  },
  osrm: overHttp('osrm', createOsrmEngine),
  valhalla: overHttp('valhalla', createValhallaEngine),
  graphhopper: overHttp('graphhopper', createGraphHopperEngine),
  openrouteservice: overHttp('openrouteservice', createOpenRouteServiceEngine),
};

/** The travel-matrix adapter that the settings name (absent: the geometric estimate). */
export function travelMatrixFor(db: Database, settings: RoutingSettings | undefined): TravelMatrixProvider {
  if (!settings || settings.engine === 'geometric') return createGeometricTravelMatrix();
  return createRoadTravelMatrix(db.orm, ROAD_ENGINES[settings.engine](db, settings.http), {
    fallback: settings.fallback,
  });
}
