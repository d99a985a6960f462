import { afterEach, describe, expect, it } from 'vitest';
import { encodePolyline } from '@rota/core';
import type { TravelPoint } from '../solver/travel-matrix.js';
import { createOpenRouteServiceEngine } from './openrouteservice-engine.js';
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

/** Contract of the openrouteservice adapter against the v2 Matrix and Directions APIs' documented shapes. */
let stub: EngineStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

const [A, B, C] = numberedPlaces(3) as [TravelPoint, TravelPoint, TravelPoint];
const KEY = 'ors-secret-key';

interface MatrixBody {
  locations: [number, number][];
  sources: number[];
  destinations: number[];
}

function matrixAnswer(request: StubRequest) {
  const body = request.body as MatrixBody;
  const place = (k: number) => placeNumber((body.locations[k] as [number, number])[1]);
  const snapped = (k: number) => ({ location: body.locations[k], snapped_distance: 3.1 });
  return {
    body: {
      distances: body.sources.map((s) => body.destinations.map((d) => pairMetres(place(s), place(d)))),
      durations: body.sources.map((s) => body.destinations.map((d) => pairSeconds(place(s), place(d)))),
      sources: body.sources.map(snapped),
      destinations: body.destinations.map(snapped),
      metadata: { service: 'matrix', engine: { version: '8.0.0' } },
    },
  };
}

describe('openrouteservice adapter', () => {
  it('posts locations with source and destination indexes, metrics and the key, and reads metres and seconds', async () => {
    stub = await startEngineStub(() => ({
      body: {
        // Documented shape: distances in `units` (m), durations in seconds; null where no route is found.
        distances: [
          [0, 2882.55],
          [3174.3, null],
        ],
        durations: [
          [0, 371.5],
          [401.8, null],
        ],
        sources: [],
        destinations: [],
        metadata: { service: 'matrix' },
      },
    }));
    const table = await createOpenRouteServiceEngine(stubSettings(stub.url, { apiKey: KEY })).table(
      [A, B],
      [A, C],
    );
    const [request] = stub.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v2/matrix/driving-car');
    expect(request?.headers['authorization']).toBe(KEY);
    expect(request?.body).toEqual({
      locations: [
        [1.5, 41.1],
        [1.501, 41.101],
        [1.502, 41.102],
      ],
      sources: [0, 1],
      destinations: [0, 2],
      metrics: ['distance', 'duration'],
      units: 'm',
    });
    expect([...table.distance]).toEqual([0, 2882.55, 3174.3, NaN]);
    expect([...table.duration]).toEqual([0, 371.5, 401.8, NaN]);
  });

  it('splits a matrix larger than the table size into blocks (50 × 50 by default) and assembles them', async () => {
    stub = await startEngineStub(matrixAnswer);
    const places = numberedPlaces(5);
    const table = await createOpenRouteServiceEngine(stubSettings(stub.url, { tableSize: 2 })).table(
      places,
      places,
    );
    expect(stub.requests).toHaveLength(9);
    for (const request of stub.requests) {
      expect((request.body as MatrixBody).sources.length).toBeLessThanOrEqual(2);
      expect((request.body as MatrixBody).destinations.length).toBeLessThanOrEqual(2);
    }
    for (let a = 0; a < 5; a++)
      for (let b = 0; b < 5; b++) {
        expect(table.distance[a * 5 + b]).toBe(pairMetres(a, b));
        expect(table.duration[a * 5 + b]).toBe(pairSeconds(a, b));
      }
    await stub.close();
    stub = await startEngineStub(matrixAnswer);
    await createOpenRouteServiceEngine(stubSettings(stub.url)).table(places.slice(0, 1), numberedPlaces(60));
    expect(stub.requests.map((r) => (r.body as MatrixBody).destinations.length)).toEqual([50, 10]);
  });

  it('draws a leg along the directions geometry (encoded polyline, precision 5)', async () => {
    const road = [
      { lat: 41.10012, lng: 1.50045 },
      { lat: 41.10078, lng: 1.50091 },
    ];
    stub = await startEngineStub(() => ({
      body: {
        routes: [
          {
            summary: { distance: 150.2, duration: 31.4 },
            geometry: encodePolyline(road, 5),
            way_points: [0, 3],
          },
        ],
        metadata: { service: 'routing' },
      },
    }));
    const [line] = await createOpenRouteServiceEngine(stubSettings(stub.url, { apiKey: KEY })).shapes(
      [A, B],
      [[0, 1]],
    );
    const [request] = stub.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v2/directions/driving-car');
    expect(request?.headers['authorization']).toBe(KEY);
    expect(request?.body).toMatchObject({
      coordinates: [
        [1.5, 41.1],
        [1.501, 41.101],
      ],
    });
    expect(line).toEqual([{ lat: A.lat, lng: A.lng }, ...road, { lat: B.lat, lng: B.lng }]);
  });

  it('names the coordinate openrouteservice cannot route from', async () => {
    stub = await startEngineStub(() => ({
      status: 404,
      body: {
        error: {
          code: 2010,
          message:
            'Could not find routable point within a radius of 350.0 meters of specified coordinate 1: 1.5010000 41.1010000.',
        },
        info: { engine: { version: '8.0.0' }, timestamp: 1700000000000 },
      },
    }));
    const failure = createOpenRouteServiceEngine(stubSettings(stub.url, { apiKey: KEY })).shapes(
      [A, B],
      [[0, 1]],
    );
    await expect(failure).rejects.toBeInstanceOf(RoadEngineError);
    await expect(failure).rejects.toThrow(
      `Place 1 (LOC-1, 41.10100, 1.50100): HTTP 404: Could not find routable point within a radius of 350.0 meters of specified coordinate 1: 1.5010000 41.1010000. (code 2010) (openrouteservice at ${stub.url}, directions).`,
    );
  });

  it("reports the hosted gateway's refusal and points at the key", async () => {
    stub = await startEngineStub(() => ({
      status: 403,
      body: { error: 'Access to this API has been disallowed' },
    }));
    await expect(
      createOpenRouteServiceEngine(stubSettings(stub.url, { apiKey: KEY })).table([A], [B]),
    ).rejects.toThrow(
      `HTTP 403: Access to this API has been disallowed; check ROTA_ROUTING_API_KEY (openrouteservice at ${stub.url}, matrix).`,
    );
  });
});
