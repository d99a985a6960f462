import { decodePolyline } from '@rota/core';
import { z } from 'zod';
import { createHttpRoadEngine, lonLat, pairedTable, type EngineRequest } from './http-road-engine.js';
import type { RoadEngine } from './road-engine.js';
import type { HttpEngineSettings } from './routing-settings.js';

/**
 * GraphHopper's Directions API (hosted at https://graphhopper.com/api/1, the key as `key`), as its
 * Matrix and Routing API docs document it:
 * - `POST /matrix` with `from_points` and `to_points` (`[lon, lat]`), `profile: "car"`,
 *   `out_arrays: ["distances", "times"]` and `fail_fast: false` answers `distances` (metres) and
 *   `times` (seconds, unlike the Routing API's milliseconds), `[[from1->to1, from1->to2, …], …]`,
 *   `null` where a pair could not be calculated, and `hints` naming `invalid_from_points` and
 *   `invalid_to_points`.
 * - `POST /route` with two `points`, `points_encoded: true` answers `paths[0].points`, an encoded
 *   polyline of precision 5 unless `paths[0].points_encoded_multiplier` says otherwise.
 * - Errors answer `message` and `hints` (`[{message, details, point_index}]`), e.g. "Cannot find
 *   point 1: 42.5,1.5".
 * How many places one matrix request may hold depends on the account's package.
 */
export const GRAPHHOPPER_TABLE_SIZE = 50;

const errorAnswer = z.object({
  message: z.string(),
  hints: z.array(z.object({ message: z.string().optional(), point_index: z.number().optional() })).optional(),
});
const cells = z.array(z.array(z.number().nullable()));
const matrixAnswer = z.object({
  distances: cells,
  times: cells,
  hints: z
    .array(
      z.object({
        message: z.string().optional(),
        invalid_from_points: z.array(z.number()).optional(),
        invalid_to_points: z.array(z.number()).optional(),
      }),
    )
    .optional(),
});
const routeAnswer = z.object({
  paths: z
    .array(z.object({ points: z.string(), points_encoded_multiplier: z.number().positive().optional() }))
    .min(1),
});

export function createGraphHopperEngine(settings: HttpEngineSettings): RoadEngine {
  return createHttpRoadEngine({
    name: 'graphhopper',
    settings,
    defaultTableSize: GRAPHHOPPER_TABLE_SIZE,
    authorize(query) {
      if (settings.apiKey) query.set('key', settings.apiKey);
    },
    explain(answer) {
      const said = errorAnswer.safeParse(answer);
      if (!said.success) return undefined;
      const indexed = said.data.hints?.find((h) => h.point_index !== undefined)?.point_index;
      const named = /Cannot find point (\d+)/.exec(said.data.message)?.[1];
      const place = indexed ?? (named === undefined ? undefined : Number(named));
      return { message: said.data.message, ...(place === undefined ? {} : { place }) };
    },
    async matrix(from, to, http) {
      const request: EngineRequest = {
        path: '/matrix',
        service: 'matrix',
        body: {
          from_points: from.map(lonLat),
          to_points: to.map(lonLat),
          profile: 'car',
          out_arrays: ['distances', 'times'],
          fail_fast: false,
        },
        places: [...from, ...to],
      };
      const answer = await http.ask(request, matrixAnswer);
      for (const hint of answer.hints ?? []) {
        const off = [
          ...(hint.invalid_from_points ?? []),
          ...(hint.invalid_to_points ?? []).map((k) => from.length + k),
        ];
        if (off.length > 0)
          http.fail(request, `no road found near it${hint.message ? ` (${hint.message})` : ''}`, off[0]);
      }
      return pairedTable(http, request, answer.distances, answer.times, from.length, to.length);
    },
    async route(from, to, http) {
      const request: EngineRequest = {
        path: '/route',
        service: 'route',
        body: {
          points: [lonLat(from), lonLat(to)],
          profile: 'car',
          points_encoded: true,
          instructions: false,
          calc_points: true,
        },
        places: [from, to],
      };
      const path = (await http.ask(request, routeAnswer)).paths[0];
      const precision = Math.round(Math.log10(path?.points_encoded_multiplier ?? 1e5));
      const line = path ? decodePolyline(path.points, precision) : null;
      return line ?? http.fail(request, 'the route has no readable points');
    },
  });
}
