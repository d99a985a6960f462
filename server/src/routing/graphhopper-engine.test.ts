import { afterEach, describe, expect, it } from 'vitest';
import { encodePolyline } from '@rota/core';
import type { TravelPoint } from '../solver/travel-matrix.js';
import { createGraphHopperEngine } from './graphhopper-engine.js';
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

/** Contract of the GraphHopper adapter against the Matrix and Routing APIs' documented shapes. */
let stub: EngineStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

const [A, B, C] = numberedPlaces(3) as [TravelPoint, TravelPoint, TravelPoint];
const KEY = 'gh-secret-key';

interface MatrixBody {
  from_points: [number, number][];
  to_points: [number, number][];
}

function matrixAnswer(request: StubRequest) {
  const body = request.body as MatrixBody;
  const from = body.from_points.map(([, lat]) => placeNumber(lat));
  const to = body.to_points.map(([, lat]) => placeNumber(lat));
  return {
    body: {
      distances: from.map((a) => to.map((b) => pairMetres(a, b))),
      times: from.map((a) => to.map((b) => pairSeconds(a, b))),
      info: { copyrights: ['GraphHopper', 'OpenStreetMap contributors'], took: 2 },
    },
  };
}

describe('GraphHopper adapter', () => {
  it('posts from_points and to_points for the car profile with the key, and reads metres and seconds', async () => {
    stub = await startEngineStub(() => ({
      body: {
        // Documented shape: distances in metres, times in seconds; null where fail_fast=false could not calculate.
        distances: [
          [0, 97653],
          [48887, null],
        ],
        times: [
          [0, 4197],
          [2427, null],
        ],
        info: { copyrights: ['GraphHopper', 'OpenStreetMap contributors'], took: 8 },
      },
    }));
    const table = await createGraphHopperEngine(stubSettings(stub.url, { apiKey: KEY })).table(
      [A, B],
      [A, C],
    );
    const [request] = stub.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/matrix');
    expect(request?.query.get('key')).toBe(KEY);
    expect(request?.body).toEqual({
      from_points: [
        [1.5, 41.1],
        [1.501, 41.101],
      ],
      to_points: [
        [1.5, 41.1],
        [1.502, 41.102],
      ],
      profile: 'car',
      out_arrays: ['distances', 'times'],
      fail_fast: false,
    });
    expect([...table.distance]).toEqual([0, 97653, 48887, NaN]);
    expect([...table.duration]).toEqual([0, 4197, 2427, NaN]);
  });

  it('names a place the matrix could not find (hints with invalid_to_points)', async () => {
    stub = await startEngineStub(() => ({
      body: {
        distances: [[0, null]],
        times: [[0, null]],
        hints: [{ message: 'Cannot find to_points: 1', invalid_to_points: [1] }],
      },
    }));
    await expect(createGraphHopperEngine(stubSettings(stub.url)).table([A], [B, C])).rejects.toThrow(
      `Place 2 (LOC-2, 41.10200, 1.50200): no road found near it (Cannot find to_points: 1) (graphhopper at ${stub.url}, matrix).`,
    );
  });

  it('splits a matrix larger than the table size into blocks and assembles them', async () => {
    stub = await startEngineStub(matrixAnswer);
    const places = numberedPlaces(5);
    const table = await createGraphHopperEngine(stubSettings(stub.url, { tableSize: 2 })).table(
      places,
      places,
    );
    expect(stub.requests).toHaveLength(9);
    for (const request of stub.requests) {
      expect((request.body as MatrixBody).from_points.length).toBeLessThanOrEqual(2);
      expect((request.body as MatrixBody).to_points.length).toBeLessThanOrEqual(2);
    }
    for (let a = 0; a < 5; a++)
      for (let b = 0; b < 5; b++) {
        expect(table.distance[a * 5 + b]).toBe(pairMetres(a, b));
        expect(table.duration[a * 5 + b]).toBe(pairSeconds(a, b));
      }
  });

  it('draws a leg along the encoded route points (precision 5 by default)', async () => {
    const road = [
      { lat: 41.10012, lng: 1.50045 },
      { lat: 41.10078, lng: 1.50091 },
    ];
    stub = await startEngineStub(() => ({
      body: {
        paths: [{ distance: 120.5, time: 30120, points_encoded: true, points: encodePolyline(road, 5) }],
        info: { copyrights: ['GraphHopper'], took: 3 },
      },
    }));
    const [line] = await createGraphHopperEngine(stubSettings(stub.url, { apiKey: KEY })).shapes(
      [A, B],
      [[0, 1]],
    );
    const [request] = stub.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/route');
    expect(request?.query.get('key')).toBe(KEY);
    expect(request?.body).toMatchObject({
      points: [
        [1.5, 41.1],
        [1.501, 41.101],
      ],
      profile: 'car',
      points_encoded: true,
    });
    expect(line).toEqual([{ lat: A.lat, lng: A.lng }, ...road, { lat: B.lat, lng: B.lng }]);
  });

  it('reads points_encoded_multiplier 1e6 as precision 6', async () => {
    const road = [{ lat: 41.100123, lng: 1.500456 }];
    stub = await startEngineStub(() => ({
      body: {
        paths: [{ points: encodePolyline(road, 6), points_encoded: true, points_encoded_multiplier: 1e6 }],
      },
    }));
    const [line] = await createGraphHopperEngine(stubSettings(stub.url)).shapes([A, B], [[0, 1]]);
    expect(line?.[1]).toEqual(road[0]);
  });

  it('names the point GraphHopper cannot find, never showing the key', async () => {
    stub = await startEngineStub(() => ({
      status: 400,
      body: {
        message: 'Cannot find point 1: 41.101,1.501',
        hints: [
          {
            message: 'Cannot find point 1: 41.101,1.501',
            details: 'com.graphhopper.util.exceptions.PointNotFoundException',
            point_index: 1,
          },
        ],
      },
    }));
    const failure = createGraphHopperEngine(stubSettings(stub.url, { apiKey: KEY })).shapes([A, B], [[0, 1]]);
    await expect(failure).rejects.toBeInstanceOf(RoadEngineError);
    await expect(failure).rejects.toThrow(
      `Place 1 (LOC-1, 41.10100, 1.50100): HTTP 400: Cannot find point 1: 41.101,1.501 (graphhopper at ${stub.url}, route).`,
    );
    await expect(failure).rejects.not.toThrow(KEY);
  });

  it('points at the key when the API refuses it', async () => {
    stub = await startEngineStub(() => ({
      status: 401,
      body: {
        message:
          'Wrong credentials. Register and get a valid API key at https://www.graphhopper.com/developers/',
      },
    }));
    await expect(
      createGraphHopperEngine(stubSettings(stub.url, { apiKey: 'wrong' })).table([A], [B]),
    ).rejects.toThrow(/HTTP 401: Wrong credentials.*; check ROTA_ROUTING_API_KEY \(graphhopper at /);
  });
});
