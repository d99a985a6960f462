import { decodePolyline } from '@rota/core';
import { z } from 'zod';
import type { TravelPoint } from '../solver/travel-matrix.js';
import { createHttpRoadEngine, hasShape, lonLat, tableOf, type EngineRequest } from './http-road-engine.js';
import type { RoadEngine } from './road-engine.js';
import type { HttpEngineSettings } from './routing-settings.js';

/**
 * Valhalla's HTTP API, as docs/api/matrix/api-reference.md and docs/api/turn-by-turn/api-reference.md
 * document it:
 * - `POST /sources_to_targets` with `sources` and `targets` (`{lat, lon}`), `costing: "auto"` and
 *   `units` answers `sources_to_targets`, row-ordered (row i for source i) objects of `distance`
 *   (in `units`, kilometres by default; `null` where no path is found) and `time` (seconds), and
 *   the `units` it used.
 * - `POST /route` with two `locations` answers `trip.legs[0].shape`, an encoded polyline of
 *   precision 6.
 * - Errors answer `error_code` (171 "No suitable edges near location", 442 "No path could be found
 *   for input", 154 distance limits, …), `error` and `status_code`.
 * The default `service_limits.auto.max_matrix_location_pairs` is 2,500 (50 × 50).
 */
export const VALHALLA_TABLE_SIZE = 50;

const METRES_PER = { kilometers: 1000, km: 1000, miles: 1609.344, mi: 1609.344 } as const;

const errorAnswer = z.object({ error_code: z.number().optional(), error: z.string() });
const cell = z.object({ distance: z.number().nullable().optional(), time: z.number().nullable().optional() });
const matrixAnswer = z.object({
  sources_to_targets: z.array(z.array(cell)),
  units: z.enum(['kilometers', 'km', 'miles', 'mi']).optional(),
});
const routeAnswer = z.object({ trip: z.object({ legs: z.array(z.object({ shape: z.string() })).min(1) }) });

export function createValhallaEngine(settings: HttpEngineSettings): RoadEngine {
  const locations = (places: readonly TravelPoint[]) =>
    places.map((p) => {
      const [lon, lat] = lonLat(p);
      return { lat, lon };
    });
  return createHttpRoadEngine({
    name: 'valhalla',
    settings,
    defaultTableSize: VALHALLA_TABLE_SIZE,
    explain(answer) {
      const said = errorAnswer.safeParse(answer);
      if (!said.success) return undefined;
      return {
        message: `${said.data.error}${said.data.error_code ? ` (error_code ${said.data.error_code})` : ''}`,
      };
    },
    async matrix(from, to, http) {
      const request: EngineRequest = {
        path: '/sources_to_targets',
        service: 'sources_to_targets',
        body: { sources: locations(from), targets: locations(to), costing: 'auto', units: 'kilometers' },
        places: [...from, ...to],
      };
      const answer = await http.ask(request, matrixAnswer);
      const rows = answer.sources_to_targets;
      if (!hasShape(rows, from.length, to.length))
        http.fail(request, `the matrix is not ${from.length} × ${to.length}`);
      const metres = METRES_PER[answer.units ?? 'kilometers'];
      return tableOf(from.length, to.length, (i, j) => {
        const { distance, time } = rows[i]?.[j] ?? {};
        return [distance == null ? null : distance * metres, time];
      });
    },
    async route(from, to, http) {
      const request: EngineRequest = {
        path: '/route',
        service: 'route',
        body: {
          locations: locations([from, to]),
          costing: 'auto',
          units: 'kilometers',
          directions_type: 'none',
        },
        places: [from, to],
      };
      const answer = await http.ask(request, routeAnswer);
      const line = decodePolyline(answer.trip.legs[0]?.shape ?? '', 6);
      return line ?? http.fail(request, 'the route has no readable shape');
    },
  });
}
