import type { LatLng } from '@rota/core';
import type { z } from 'zod';
import type { TravelPoint } from '../solver/travel-matrix.js';
import { placeLabel, RoadEngineError, roadLine, type RoadEngine, type RoadTable } from './road-engine.js';
import type { HttpEngineSettings } from './routing-settings.js';

/** Requests an engine serves at once (matrix blocks, leg shapes). */
const CONCURRENCY = 4;

/** One request to the engine: a service path under the base URL, and the places it names in order. */
export interface EngineRequest {
  /** Under the base URL, e.g. `/table/v1/driving/13.38,52.51;13.40,52.52`. */
  path: string;
  /** Named in messages instead of the whole path (which may hold coordinates). */
  service: string;
  query?: Record<string, string>;
  /** A JSON body: the request is a POST; without one, a GET. */
  body?: unknown;
  /** The request's places in the engine's own order, so an answer that names an index names the place. */
  places: readonly TravelPoint[];
}

/** What the engine said in a failed answer, and which of the request's places it named, if any. */
export interface EngineComplaint {
  message: string;
  place?: number;
}

/** The engine-specific half of an HTTP adapter; `createHttpRoadEngine` adds blocks, concurrency and errors. */
export interface HttpEngineSpec {
  name: string;
  settings: HttpEngineSettings;
  /** Most places per side of one matrix request unless `ROTA_ROUTING_TABLE_SIZE` says otherwise. */
  defaultTableSize: number;
  /** Adds the API key to a request (a query parameter or a header). */
  authorize?(query: URLSearchParams, headers: Headers): void;
  /** Reads the engine's error answer (HTTP 4xx/5xx). */
  explain(answer: unknown): EngineComplaint | undefined;
  /** One block: metres and seconds from each of `from` to each of `to`, row-major; NaN where no road leads. */
  matrix(from: readonly TravelPoint[], to: readonly TravelPoint[], http: EngineHttp): Promise<RoadTable>;
  /** The road's points from `from` to `to`. */
  route(from: TravelPoint, to: TravelPoint, http: EngineHttp): Promise<LatLng[]>;
}

export interface EngineHttp {
  /** The engine's JSON answer, checked against `schema`; any failure is a `RoadEngineError`. */
  ask<T>(request: EngineRequest, schema: z.ZodType<T>): Promise<T>;
  /** A failure naming the engine and the place of the request the engine named. */
  fail(request: EngineRequest, message: string, place?: number): never;
}

/** A `RoadEngine` over an engine's HTTP matrix and route APIs. */
export function createHttpRoadEngine(spec: HttpEngineSpec): RoadEngine {
  const http = engineHttp(spec);
  const size = spec.settings.tableSize ?? spec.defaultTableSize;
  return {
    name: spec.name,
    async table(from, to) {
      const distance = new Float64Array(from.length * to.length);
      const duration = new Float64Array(from.length * to.length);
      const blocks: (() => Promise<void>)[] = [];
      for (let r = 0; r < from.length; r += size)
        for (let c = 0; c < to.length; c += size)
          blocks.push(async () => {
            const rows = from.slice(r, r + size);
            const cols = to.slice(c, c + size);
            const part = await spec.matrix(rows, cols, http);
            for (let i = 0; i < rows.length; i++)
              for (let j = 0; j < cols.length; j++) {
                distance[(r + i) * to.length + c + j] = part.distance[i * cols.length + j] as number;
                duration[(r + i) * to.length + c + j] = part.duration[i * cols.length + j] as number;
              }
          });
      await inParallel(blocks, CONCURRENCY);
      return { distance, duration };
    },
    async shapes(points, legs) {
      const lines = new Map<string, LatLng[]>();
      const tasks = [...new Set(legs.map(([a, b]) => `${a}>${b}`))].map((key) => async () => {
        const [a, b] = key.split('>').map(Number) as [number, number];
        const from = points[a] as TravelPoint;
        const to = points[b] as TravelPoint;
        lines.set(key, roadLine(from, await spec.route(from, to, http), to));
      });
      await inParallel(tasks, CONCURRENCY);
      return legs.map(([a, b]) => lines.get(`${a}>${b}`) ?? []);
    },
  };
}

/** Rows × columns of metres and seconds from an engine's nested arrays; null (no road) is NaN. */
export function tableOf(
  rows: number,
  cols: number,
  cell: (
    i: number,
    j: number,
  ) => readonly [metres: number | null | undefined, seconds: number | null | undefined],
): RoadTable {
  const distance = new Float64Array(rows * cols);
  const duration = new Float64Array(rows * cols);
  for (let i = 0; i < rows; i++)
    for (let j = 0; j < cols; j++) {
      const [metres, seconds] = cell(i, j);
      distance[i * cols + j] = metres ?? NaN;
      duration[i * cols + j] = seconds ?? NaN;
    }
  return { distance, duration };
}

/** Whether nested arrays hold `rows` rows of `cols` values each. */
export function hasShape(matrix: readonly (readonly unknown[])[], rows: number, cols: number): boolean {
  return matrix.length === rows && matrix.every((row) => row.length === cols);
}

/**
 * The table of an answer that gives metres and seconds as two `from × to` matrices (OSRM's
 * table, openrouteservice's matrix, GraphHopper's matrix); an answer of another size fails the
 * request, naming it.
 */
export function pairedTable(
  http: Pick<EngineHttp, 'fail'>,
  request: EngineRequest,
  metres: readonly (readonly (number | null)[])[],
  seconds: readonly (readonly (number | null)[])[],
  rows: number,
  cols: number,
): RoadTable {
  if (!hasShape(metres, rows, cols) || !hasShape(seconds, rows, cols))
    http.fail(request, `the matrix is not ${rows} × ${cols}`);
  return tableOf(rows, cols, (i, j) => [metres[i]?.[j], seconds[i]?.[j]]);
}

/** `lon,lat` of a place, as OSRM's path and every engine's `[lon, lat]` pairs take it. */
export function lonLat(point: LatLng): [number, number] {
  return [round6(point.lng), round6(point.lat)];
}
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** The distinct places of a request and each place's index among them (an engine's `locations`). */
export function distinctPlaces(points: readonly TravelPoint[]): { places: TravelPoint[]; index: number[] } {
  const places: TravelPoint[] = [];
  const seen = new Map<string, number>();
  const index = points.map((p) => {
    const key = lonLat(p).join(',');
    let k = seen.get(key);
    if (k === undefined) {
      k = places.push(p) - 1;
      seen.set(key, k);
    }
    return k;
  });
  return { places, index };
}

function engineHttp(spec: HttpEngineSpec): EngineHttp {
  const { url: base, timeoutMs } = spec.settings;
  const fail = (request: EngineRequest, message: string, place?: number): never => {
    const where = `${spec.name} at ${base}, ${request.service}`;
    const named = place === undefined ? undefined : request.places[place];
    throw new RoadEngineError(
      named ? `${placeLabel(named)}: ${message} (${where}).` : `${message} (${where}).`,
    );
  };
  return {
    fail,
    async ask(request, schema) {
      const query = new URLSearchParams(request.query);
      const headers = new Headers({ accept: 'application/json' });
      if (request.body !== undefined) headers.set('content-type', 'application/json');
      spec.authorize?.(query, headers);
      const search = query.toString();
      const url = `${base}${request.path}${search ? `?${search}` : ''}`;
      let status: number;
      let text: string;
      try {
        const response = await fetch(url, {
          method: request.body === undefined ? 'GET' : 'POST',
          headers,
          ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        if (error instanceof Error && error.name === 'TimeoutError')
          return fail(
            request,
            `the engine did not answer within ${timeoutMs / 1000} s; ROTA_ROUTING_TIMEOUT_MS allows longer, ROTA_ROUTING_TABLE_SIZE makes requests smaller`,
          );
        const cause = (error as { cause?: { message?: string } }).cause?.message;
        return fail(
          request,
          `the engine could not be reached (${cause ?? (error as Error).message}); check that it runs there and ROTA_ROUTING_URL`,
        );
      }
      let answer: unknown;
      try {
        answer = JSON.parse(text);
      } catch {
        answer = undefined;
      }
      if (status < 200 || status > 299) {
        const complaint = spec.explain(answer);
        const said = complaint?.message ?? (text.trim().slice(0, 200) || 'no reason given');
        const hint = status === 401 || status === 403 ? '; check ROTA_ROUTING_API_KEY' : '';
        return fail(request, `HTTP ${status}: ${said}${hint}`, complaint?.place);
      }
      const parsed = schema.safeParse(answer);
      if (!parsed.success)
        return fail(request, `the engine answered in a shape Rota does not read (${issueOf(parsed.error)})`);
      return parsed.data;
    },
  };
}

/** Runs the tasks, at most `limit` at once; the first failure is the result. */
async function inParallel(tasks: readonly (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < tasks.length) {
      const task = tasks[next++] as () => Promise<void>;
      try {
        await task();
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

function issueOf(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'answer'}: ${issue.message}` : 'unknown';
}
