import { afterEach, describe, expect, it } from 'vitest';
import { encodePolyline } from '@rota/core';
import type { Database } from '../db/database.js';
import type { TravelPoint } from '../solver/travel-matrix.js';
import { createGraphHopperEngine } from './graphhopper-engine.js';
import { createOpenRouteServiceEngine } from './openrouteservice-engine.js';
import { createOsrmEngine } from './osrm-engine.js';
import { RoadEngineError, type RoadEngine } from './road-engine.js';
import type { HttpEngineSettings } from './routing-settings.js';
import {
  numberedPlaces,
  startEngineStub,
  stubSettings,
  unreachableUrl,
  type EngineStub,
} from './testing/engine-stub.js';
import { travelMatrixFor } from './travel-matrix-for.js';
import { createValhallaEngine } from './valhalla-engine.js';

/** What every HTTP adapter does alike: failures that name the engine and its URL, and bounded concurrency. */
let stub: EngineStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

const [A, B] = numberedPlaces(2) as [TravelPoint, TravelPoint];
const ADAPTERS: [
  name: string,
  create: (settings: HttpEngineSettings) => RoadEngine,
  matrixService: string,
][] = [
  ['osrm', createOsrmEngine, 'table'],
  ['valhalla', createValhallaEngine, 'sources_to_targets'],
  ['graphhopper', createGraphHopperEngine, 'matrix'],
  ['openrouteservice', createOpenRouteServiceEngine, 'matrix'],
];

describe.each(ADAPTERS)('%s adapter failures', (name, create, service) => {
  it('an engine that is not running: a RoadEngineError naming the engine, its URL and what to check', async () => {
    const url = await unreachableUrl();
    const failure = create(stubSettings(url)).table([A], [B]);
    await expect(failure).rejects.toBeInstanceOf(RoadEngineError);
    await expect(failure).rejects.toThrow(
      new RegExp(
        `^the engine could not be reached \\(.*ECONNREFUSED.*\\); check that it runs there and ROTA_ROUTING_URL \\(${name} at ${url}, ${service}\\)\\.$`,
      ),
    );
  });

  it('an engine that does not answer in time', async () => {
    stub = await startEngineStub(() => 'hang');
    await expect(create(stubSettings(stub.url, { timeoutMs: 200 })).shapes([A, B], [[0, 1]])).rejects.toThrow(
      `the engine did not answer within 0.2 s; ROTA_ROUTING_TIMEOUT_MS allows longer, ROTA_ROUTING_TABLE_SIZE makes requests smaller (${name} at ${stub.url}, `,
    );
  });

  it('a proxy error page instead of the engine', async () => {
    stub = await startEngineStub(() => ({ status: 502, body: '<html>Bad Gateway</html>' }));
    await expect(create(stubSettings(stub.url)).table([A], [B])).rejects.toThrow(
      `HTTP 502: <html>Bad Gateway</html> (${name} at ${stub.url}, ${service}).`,
    );
  });

  it('an answer of another shape than documented', async () => {
    stub = await startEngineStub(() => ({ body: { unexpected: true } }));
    await expect(create(stubSettings(stub.url)).table([A], [B])).rejects.toThrow(
      new RegExp(
        `^the engine answered in a shape Rota does not read \\(.+\\) \\(${name} at ${stub.url}, ${service}\\)\\.$`,
      ),
    );
  });

  it('asks nothing for an empty table or no legs', async () => {
    stub = await startEngineStub(() => ({ body: {} }));
    const engine = create(stubSettings(stub.url));
    expect(await engine.table([], [A])).toEqual({
      distance: new Float64Array(0),
      duration: new Float64Array(0),
    });
    expect(await engine.shapes([A], [])).toEqual([]);
    expect(stub.requests).toHaveLength(0);
  });
});

describe('HTTP adapters, together', () => {
  it('send at most four requests at once', async () => {
    let open = 0;
    let most = 0;
    stub = await startEngineStub(async () => {
      open += 1;
      most = Math.max(most, open);
      await new Promise((resolve) => setTimeout(resolve, 20));
      open -= 1;
      return { body: { code: 'Ok', routes: [{ geometry: encodePolyline([{ lat: 41.1, lng: 1.5 }], 5) }] } };
    });
    const places = numberedPlaces(12);
    const legs = places.slice(1).map((_, k) => [k, k + 1] as const);
    const shapes = await createOsrmEngine(stubSettings(stub.url)).shapes(places, legs);
    expect(shapes).toHaveLength(11);
    expect(stub.requests).toHaveLength(11);
    expect(most).toBe(4);
  });

  it('ROTA_ROUTING=osrm reaches the OSRM adapter through travelMatrixFor', async () => {
    stub = await startEngineStub(() => ({
      body: { code: 'Ok', routes: [{ geometry: encodePolyline([{ lat: 41.1005, lng: 1.5005 }], 5) }] },
    }));
    const db = { kind: 'pglite', orm: {} } as unknown as Database;
    const travel = travelMatrixFor(db, { engine: 'osrm', fallback: false, http: stubSettings(stub.url) });
    const shapes = await travel.shapes?.([A, B], [[0, 1]]);
    expect(shapes?.[0]).toHaveLength(3);
    expect(stub.requests[0]?.path).toMatch(/^\/route\/v1\/driving\//);
  });
});
