import { afterEach, describe, expect, it } from 'vitest';
import { encodePolyline } from '@rota/core';
import type { TravelPoint } from '../solver/travel-matrix.js';
import { createOsrmEngine } from './osrm-engine.js';
import { RoadEngineError } from './road-engine.js';
import {
  numberedPlaces,
  pairMetres,
  pairSeconds,
  placeNumber,
  startEngineStub,
  stubSettings,
  type EngineStub,
  type StubRequest,
} from './testing/engine-stub.js';

/** Contract of the OSRM adapter against the Table and Route services' documented shapes (docs/http.md). */
let stub: EngineStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

const [A, B, C, D] = numberedPlaces(4) as [TravelPoint, TravelPoint, TravelPoint, TravelPoint];

/** The places of a table request: `{lon},{lat};…` after `/table/v1/driving/`. */
const coordinatesOf = (request: StubRequest) =>
  request.path
    .split('/')
    .pop()!
    .split(';')
    .map((pair) => pair.split(',').map(Number) as [number, number]);

/** A Table service answer computed from the request, as osrm-routed shapes it. */
function tableAnswer(request: StubRequest) {
  const places = coordinatesOf(request).map(([, lat]) => placeNumber(lat));
  const sources = (request.query.get('sources') ?? '').split(';').map((k) => places[Number(k)] as number);
  const destinations = (request.query.get('destinations') ?? '')
    .split(';')
    .map((k) => places[Number(k)] as number);
  const waypoint = (k: number) => ({
    hint: 'KSoKgA',
    distance: 4.2,
    name: 'Carrer Major',
    location: [1.5 + k / 1000, 41.1 + k / 1000],
  });
  return {
    body: {
      code: 'Ok',
      durations: sources.map((a) => destinations.map((b) => pairSeconds(a, b))),
      distances: sources.map((a) => destinations.map((b) => pairMetres(a, b))),
      sources: sources.map(waypoint),
      destinations: destinations.map(waypoint),
    },
  };
}

describe('OSRM adapter', () => {
  it('asks the Table service for distances and durations, one coordinate per place, lon before lat', async () => {
    stub = await startEngineStub(() => ({
      body: {
        code: 'Ok',
        // Documented shape: rows for sources, columns for destinations; null where no route is found.
        distances: [
          [1886.8, 3791.3],
          [0, null],
        ],
        durations: [
          [192.6, 382.8],
          [0, null],
        ],
        sources: [],
        destinations: [],
      },
    }));
    const table = await createOsrmEngine(stubSettings(stub.url)).table([A, B], [B, C]);
    const [request] = stub.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/table/v1/driving/1.5,41.1;1.501,41.101;1.502,41.102');
    expect(request?.query.get('sources')).toBe('0;1');
    expect(request?.query.get('destinations')).toBe('1;2');
    expect(request?.query.get('annotations')).toBe('distance,duration');
    expect([...table.distance]).toEqual([1886.8, 3791.3, 0, NaN]);
    expect([...table.duration]).toEqual([192.6, 382.8, 0, NaN]);
  });

  it('splits a table larger than the table size into blocks and assembles them', async () => {
    stub = await startEngineStub(tableAnswer);
    const places = numberedPlaces(5);
    const table = await createOsrmEngine(stubSettings(stub.url, { tableSize: 2 })).table(places, places);
    expect(stub.requests).toHaveLength(9);
    for (const request of stub.requests) {
      expect(request.query.get('sources')!.split(';').length).toBeLessThanOrEqual(2);
      expect(request.query.get('destinations')!.split(';').length).toBeLessThanOrEqual(2);
    }
    for (let a = 0; a < 5; a++)
      for (let b = 0; b < 5; b++) {
        expect(table.distance[a * 5 + b]).toBe(pairMetres(a, b));
        expect(table.duration[a * 5 + b]).toBe(pairSeconds(a, b));
      }
  });

  it('keeps to 100 × 100 blocks by default (osrm-routed --max-table-size)', async () => {
    stub = await startEngineStub(tableAnswer);
    const places = numberedPlaces(101);
    await createOsrmEngine(stubSettings(stub.url)).table(places.slice(0, 1), places);
    expect(stub.requests.map((r) => r.query.get('destinations')!.split(';').length)).toEqual([100, 1]);
  });

  it('draws a leg along the Route service geometry (polyline, precision 5), once per distinct leg', async () => {
    const road = [
      { lat: 41.1001, lng: 1.5002 },
      { lat: 41.1005, lng: 1.5009 },
    ];
    stub = await startEngineStub(() => ({
      body: {
        code: 'Ok',
        routes: [{ geometry: encodePolyline(road, 5), distance: 150.2, duration: 30.1, legs: [] }],
        waypoints: [],
      },
    }));
    const shapes = await createOsrmEngine(stubSettings(stub.url)).shapes(
      [A, B, C],
      [
        [0, 1],
        [0, 1],
      ],
    );
    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request?.path).toBe('/route/v1/driving/1.5,41.1;1.501,41.101');
    expect(request?.query.get('overview')).toBe('full');
    expect(request?.query.get('geometries')).toBe('polyline');
    const expected = [{ lat: A.lat, lng: A.lng }, ...road, { lat: B.lat, lng: B.lng }];
    expect(shapes).toEqual([expected, expected]);
  });

  it('names the place OSRM could not snap to a road (NoSegment), the engine and its URL', async () => {
    stub = await startEngineStub(() => ({
      status: 400,
      body: { code: 'NoSegment', message: 'Could not find a matching segment for coordinate 2' },
    }));
    const failure = createOsrmEngine(stubSettings(stub.url)).table([A, B], [C, D]);
    await expect(failure).rejects.toBeInstanceOf(RoadEngineError);
    await expect(failure).rejects.toThrow(
      `Place 2 (LOC-2, 41.10200, 1.50200): HTTP 400: NoSegment: Could not find a matching segment for coordinate 2 (osrm at ${stub.url}, table).`,
    );
  });

  it('reports a refused table (TooBig) with what to change', async () => {
    stub = await startEngineStub(() => ({
      status: 400,
      body: { code: 'TooBig', message: 'Too many table coordinates' },
    }));
    await expect(createOsrmEngine(stubSettings(stub.url)).table([A], [B])).rejects.toThrow(
      `HTTP 400: TooBig: Too many table coordinates (osrm at ${stub.url}, table).`,
    );
  });
});
