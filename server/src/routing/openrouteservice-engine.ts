import { decodePolyline } from '@rota/core';
import { z } from 'zod';
import {
  createHttpRoadEngine,
  distinctPlaces,
  lonLat,
  pairedTable,
  type EngineRequest,
} from './http-road-engine.js';
import type { RoadEngine } from './road-engine.js';
import type { HttpEngineSettings } from './routing-settings.js';

/**
 * openrouteservice's API v2 (hosted at https://api.openrouteservice.org with the key as
 * `Authorization`; its container serves it under `/ors`), as its Matrix and Directions docs
 * document it:
 * - `POST /v2/matrix/driving-car` with `locations` (`[lon, lat]`), `sources` and `destinations`
 *   (indexes into them), `metrics: ["distance", "duration"]` and `units: "m"` answers `distances`
 *   (metres) and `durations` (seconds), row i for source i, `null` where no route is found.
 * - `POST /v2/directions/driving-car` with two `coordinates` answers `routes[0].geometry`, an
 *   encoded polyline of precision 5 (no elevation asked).
 * - Errors answer `error: {code, message}` (2010 and 6010: "Could not find routable point within a
 *   radius of 350.0 meters of specified coordinate N: …"); the hosted gateway's own refusals
 *   (key, quota) answer `error` as a string.
 * The hosted API allows 3,500 pairs per matrix and a container `maximum_routes` (2,500 by default).
 */
export const OPENROUTESERVICE_TABLE_SIZE = 50;

const errorAnswer = z.object({
  error: z.union([z.string(), z.object({ code: z.number().optional(), message: z.string() })]),
});
const cells = z.array(z.array(z.number().nullable()));
const matrixAnswer = z.object({ distances: cells, durations: cells });
const routeAnswer = z.object({ routes: z.array(z.object({ geometry: z.string() })).min(1) });

export function createOpenRouteServiceEngine(settings: HttpEngineSettings): RoadEngine {
  return createHttpRoadEngine({
    name: 'openrouteservice',
    settings,
    defaultTableSize: OPENROUTESERVICE_TABLE_SIZE,
    authorize(_query, headers) {
      if (settings.apiKey) headers.set('authorization', settings.apiKey);
    },
    explain(answer) {
      const said = errorAnswer.safeParse(answer);
      if (!said.success) return undefined;
      const { error } = said.data;
      if (typeof error === 'string') return { message: error };
      const index = /specified coordinate (\d+)/.exec(error.message);
      return {
        message: `${error.message}${error.code ? ` (code ${error.code})` : ''}`,
        ...(index ? { place: Number(index[1]) } : {}),
      };
    },
    async matrix(from, to, http) {
      const { places, index } = distinctPlaces([...from, ...to]);
      const request: EngineRequest = {
        path: '/v2/matrix/driving-car',
        service: 'matrix',
        body: {
          locations: places.map(lonLat),
          sources: index.slice(0, from.length),
          destinations: index.slice(from.length),
          metrics: ['distance', 'duration'],
          units: 'm',
        },
        places,
      };
      const answer = await http.ask(request, matrixAnswer);
      return pairedTable(http, request, answer.distances, answer.durations, from.length, to.length);
    },
    async route(from, to, http) {
      const request: EngineRequest = {
        path: '/v2/directions/driving-car',
        service: 'directions',
        body: { coordinates: [lonLat(from), lonLat(to)], instructions: false, geometry: true },
        places: [from, to],
      };
      const answer = await http.ask(request, routeAnswer);
      const line = decodePolyline(answer.routes[0]?.geometry ?? '', 5);
      return line ?? http.fail(request, 'the route has no readable geometry');
    },
  });
}
