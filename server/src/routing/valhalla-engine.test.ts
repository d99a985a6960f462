import { afterEach, describe, expect, it } from 'vitest';
import { encodePolyline } from '@rota/core';
import type { TravelPoint } from '../solver/travel-matrix.js';
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
import { createValhallaEngine } from './valhalla-engine.js';

/**
 * Contract of the Valhalla adapter against the documented shapes of `/sources_to_targets`
 * (docs/api/matrix/api-reference.md) and `/route` (docs/api/turn-by-turn/api-reference.md).
 */
let stub: EngineStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

const [A, B, C] = numberedPlaces(3) as [TravelPoint, TravelPoint, TravelPoint];

interface ValhallaBody {
  sources: { lat: number; lon: number }[];
  targets: { lat: number; lon: number }[];
}

/** A `/sources_to_targets` answer computed from the request, distances in kilometres. */
function matrixAnswer(request: StubRequest) {
  const body = request.body as ValhallaBody;
  return {
    body: {
      sources_to_targets: body.sources.map((s, from_index) =>
        body.targets.map((t, to_index) => ({
          distance: pairMetres(placeNumber(s.lat), placeNumber(t.lat)) / 1000,
          time: pairSeconds(placeNumber(s.lat), placeNumber(t.lat)),
          from_index,
          to_index,
        })),
      ),
      locations: [body.sources, body.targets],
      units: 'kilometers',
    },
  };
}

describe('Valhalla adapter', () => {
  it('posts sources and targets with auto costing and reads km and seconds as metres and seconds', async () => {
    stub = await startEngineStub(() => ({
      body: {
        // Documented shape: row-ordered, distance in `units` (kilometres), time in seconds; null: no path.
        sources_to_targets: [
          [
            { distance: 0, time: 0, to_index: 0, from_index: 0 },
            { distance: 1.124, time: 818, to_index: 1, from_index: 0 },
          ],
          [
            { distance: 2.5, time: 301, to_index: 0, from_index: 1 },
            { distance: null, time: null, to_index: 1, from_index: 1 },
          ],
        ],
        units: 'kilometers',
      },
    }));
    const table = await createValhallaEngine(stubSettings(stub.url)).table([A, B], [A, C]);
    const [request] = stub.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/sources_to_targets');
    expect(request?.body).toEqual({
      sources: [
        { lat: 41.1, lon: 1.5 },
        { lat: 41.101, lon: 1.501 },
      ],
      targets: [
        { lat: 41.1, lon: 1.5 },
        { lat: 41.102, lon: 1.502 },
      ],
      costing: 'auto',
      units: 'kilometers',
    });
    expect([...table.distance]).toEqual([0, 1124, 2500, NaN]);
    expect([...table.duration]).toEqual([0, 818, 301, NaN]);
  });

  it('converts miles when the engine answers in miles', async () => {
    stub = await startEngineStub(() => ({
      body: {
        sources_to_targets: [[{ distance: 1, time: 100, from_index: 0, to_index: 0 }]],
        units: 'miles',
      },
    }));
    const table = await createValhallaEngine(stubSettings(stub.url)).table([A], [B]);
    expect(table.distance[0]).toBeCloseTo(1609.344, 6);
  });

  it('splits a matrix larger than the table size into blocks (50 × 50 by default) and assembles them', async () => {
    stub = await startEngineStub(matrixAnswer);
    const places = numberedPlaces(7);
    const table = await createValhallaEngine(stubSettings(stub.url, { tableSize: 3 })).table(places, places);
    expect(stub.requests).toHaveLength(9);
    for (const request of stub.requests) {
      expect((request.body as ValhallaBody).sources.length).toBeLessThanOrEqual(3);
      expect((request.body as ValhallaBody).targets.length).toBeLessThanOrEqual(3);
    }
    for (let a = 0; a < 7; a++)
      for (let b = 0; b < 7; b++) {
        expect(table.distance[a * 7 + b]).toBeCloseTo(pairMetres(a, b), 6);
        expect(table.duration[a * 7 + b]).toBe(pairSeconds(a, b));
      }
    await stub.close();
    stub = await startEngineStub(matrixAnswer);
    await createValhallaEngine(stubSettings(stub.url)).table(numberedPlaces(51), places.slice(0, 1));
    expect(stub.requests.map((r) => (r.body as ValhallaBody).sources.length)).toEqual([50, 1]);
  });

  it('draws a leg along the route shape, decoded at precision 6', async () => {
    const road = [
      { lat: 41.100123, lng: 1.500456 },
      { lat: 41.100789, lng: 1.500912 },
    ];
    stub = await startEngineStub(() => ({
      body: {
        trip: {
          locations: [],
          legs: [{ shape: encodePolyline(road, 6), summary: { length: 0.2, time: 40 } }],
          summary: { length: 0.2, time: 40 },
          status_message: 'Found route between points',
          status: 0,
          units: 'kilometers',
        },
      },
    }));
    const [line] = await createValhallaEngine(stubSettings(stub.url)).shapes([A, B], [[0, 1]]);
    const [request] = stub.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/route');
    expect(request?.body).toMatchObject({
      locations: [
        { lat: 41.1, lon: 1.5 },
        { lat: 41.101, lon: 1.501 },
      ],
      costing: 'auto',
    });
    expect(line).toEqual([{ lat: A.lat, lng: A.lng }, ...road, { lat: B.lat, lng: B.lng }]);
  });

  it("reports Valhalla's error (code and message), the engine and its URL", async () => {
    stub = await startEngineStub(() => ({
      status: 400,
      body: {
        error_code: 171,
        error: 'No suitable edges near location',
        status_code: 400,
        status: 'Bad Request',
      },
    }));
    const failure = createValhallaEngine(stubSettings(stub.url)).table([A], [B]);
    await expect(failure).rejects.toBeInstanceOf(RoadEngineError);
    await expect(failure).rejects.toThrow(
      `HTTP 400: No suitable edges near location (error_code 171) (valhalla at ${stub.url}, sources_to_targets).`,
    );
  });

  it('refuses a matrix of another size than asked', async () => {
    stub = await startEngineStub(() => ({
      body: { sources_to_targets: [[{ distance: 1, time: 1 }]], units: 'kilometers' },
    }));
    await expect(createValhallaEngine(stubSettings(stub.url)).table([A, B], [C])).rejects.toThrow(
      `the matrix is not 2 × 1 (valhalla at ${stub.url}, sources_to_targets).`,
    );
  });
});
