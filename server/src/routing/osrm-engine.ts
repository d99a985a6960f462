import { decodePolyline } from '@rota/core';
import { z } from 'zod';
import type { TravelPoint } from '../solver/travel-matrix.js';
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
 * OSRM's HTTP API (osrm-routed), as its docs/http.md documents it:
 * - Table service `GET /table/v1/driving/{lon,lat;…}?sources=…&destinations=…&annotations=distance,duration`
 *   answers `code: "Ok"`, `distances` (metres) and `durations` (seconds), row i for `sources[i]`,
 *   column j for `destinations[j]`, `null` where no route is found.
 * - Route service `GET /route/v1/driving/{lon,lat;lon,lat}?overview=full&geometries=polyline`
 *   answers `routes[0].geometry`, an encoded polyline of precision 5.
 * - Errors answer `code` (`NoSegment`: "Could not find a matching segment for coordinate N",
 *   `TooBig`, `NoRoute`, …) and `message`.
 * osrm-routed refuses a table of more than `--max-table-size` (default 100) squared pairs.
 */
export const OSRM_TABLE_SIZE = 100;

const errorAnswer = z.object({ code: z.string(), message: z.string().optional() });
const cells = z.array(z.array(z.number().nullable()));
const tableAnswer = z.object({ code: z.literal('Ok'), distances: cells, durations: cells });
const routeAnswer = z.object({ code: z.literal('Ok'), routes: z.array(z.object({ geometry: z.string() })) });

export function createOsrmEngine(settings: HttpEngineSettings): RoadEngine {
  const coordinates = (places: readonly TravelPoint[]) => places.map((p) => lonLat(p).join(',')).join(';');
  return createHttpRoadEngine({
    name: 'osrm',
    settings,
    defaultTableSize: OSRM_TABLE_SIZE,
    explain(answer) {
      const said = errorAnswer.safeParse(answer);
      if (!said.success) return undefined;
      const message = `${said.data.code}${said.data.message ? `: ${said.data.message}` : ''}`;
      const index = said.data.code === 'NoSegment' ? /coordinate (\d+)/.exec(said.data.message ?? '') : null;
      return { message, ...(index ? { place: Number(index[1]) } : {}) };
    },
    async matrix(from, to, http) {
      // One coordinate per distinct place, sources and destinations as indexes into them.
      const { places, index } = distinctPlaces([...from, ...to]);
      const request: EngineRequest = {
        path: `/table/v1/driving/${coordinates(places)}`,
        service: 'table',
        query: {
          sources: index.slice(0, from.length).join(';'),
          destinations: index.slice(from.length).join(';'),
          annotations: 'distance,duration',
        },
        places,
      };
      const answer = await http.ask(request, tableAnswer);
      return pairedTable(http, request, answer.distances, answer.durations, from.length, to.length);
    },
    async route(from, to, http) {
      const request: EngineRequest = {
        path: `/route/v1/driving/${coordinates([from, to])}`,
        service: 'route',
        query: { overview: 'full', geometries: 'polyline', steps: 'false' },
        places: [from, to],
      };
      const answer = await http.ask(request, routeAnswer);
      const line = answer.routes[0] ? decodePolyline(answer.routes[0].geometry, 5) : null;
      return line ?? http.fail(request, 'the route has no readable geometry');
    },
  });
}
