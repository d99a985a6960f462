import type { Database } from '../db/database.js';
import { createGeometricTravelMatrix, type TravelMatrixProvider } from '../solver/travel-matrix.js';
import { createPgRoutingEngine } from './pgrouting-engine.js';
import type { RoadEngine } from './road-engine.js';
import { createRoadTravelMatrix } from './road-travel-matrix.js';
import type { RoutingEngineName, RoutingSettings } from './routing-settings.js';

/** The road engines by `ROTA_ROUTING` name: an engine is one adapter file and one entry here. */
const ROAD_ENGINES: Record<Exclude<RoutingEngineName, 'geometric'>, (db: Database) => RoadEngine> = {
  pgrouting: (db) => {
    if (db.kind !== 'postgres')
      throw new Error('ROTA_ROUTING=pgrouting needs DATABASE_URL: the embedded database has no pgRouting');
    return createPgRoutingEngine(db.orm);
  },
};

/** The travel-matrix adapter that the settings name (absent: the geometric estimate). */
export function travelMatrixFor(db: Database, settings: RoutingSettings | undefined): TravelMatrixProvider {
  if (!settings || settings.engine === 'geometric') return createGeometricTravelMatrix();
  return createRoadTravelMatrix(db.orm, ROAD_ENGINES[settings.engine](db), { fallback: settings.fallback });
}
