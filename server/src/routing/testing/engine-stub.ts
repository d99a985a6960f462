import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TravelPoint } from '../../solver/travel-matrix.js';
import { DEFAULT_ROUTING_TIMEOUT_MS, type HttpEngineSettings } from '../routing-settings.js';

/** A request as the stub engine received it. */
export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body; undefined for a GET. */
  body: unknown;
}

export interface StubAnswer {
  status?: number;
  body: unknown;
}

export interface EngineStub {
  url: string;
  requests: StubRequest[];
  close(): Promise<void>;
}

/**
 * A local HTTP server standing in for a routing engine: it records every request and answers
 * what `answer` returns (JSON; a string as it is), or never answers when `answer` returns `'hang'`.
 */
export async function startEngineStub(
  answer: (request: StubRequest) => StubAnswer | 'hang' | Promise<StubAnswer | 'hang'>,
): Promise<EngineStub> {
  const requests: StubRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://stub');
        const text = Buffer.concat(chunks).toString('utf8');
        const request: StubRequest = {
          method: req.method ?? 'GET',
          path: decodeURIComponent(url.pathname),
          query: url.searchParams,
          headers: req.headers,
          body: text ? JSON.parse(text) : undefined,
        };
        requests.push(request);
        const reply = await answer(request);
        if (reply === 'hang') return;
        // A string is sent as it is (an HTML error page of a proxy); anything else as JSON.
        const raw = typeof reply.body === 'string';
        res.writeHead(reply.status ?? 200, { 'content-type': raw ? 'text/html' : 'application/json' });
        res.end(raw ? reply.body : JSON.stringify(reply.body));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address where nothing listens (a port just freed). */
export async function unreachableUrl(): Promise<string> {
  const stub = await startEngineStub(() => ({ body: {} }));
  await stub.close();
  return stub.url;
}

export function stubSettings(url: string, overrides: Partial<HttpEngineSettings> = {}): HttpEngineSettings {
  return {
    url,
    apiKey: undefined,
    tableSize: undefined,
    timeoutMs: DEFAULT_ROUTING_TIMEOUT_MS,
    ...overrides,
  };
}

/**
 * Places numbered by their latitude (41.1 + k / 1000 is place k), so a stub can answer the value of
 * any pair whatever block it is asked for: `pairMetres(a, b)` metres and `pairSeconds(a, b)` seconds.
 */
export function numberedPlaces(count: number): TravelPoint[] {
  return Array.from({ length: count }, (_, k) => ({
    lat: 41.1 + k / 1000,
    lng: 1.5 + k / 1000,
    name: `Place ${k}`,
    refNo: `LOC-${k}`,
  }));
}
export const placeNumber = (lat: number) => Math.round((lat - 41.1) * 1000);
export const pairMetres = (a: number, b: number) => (a === b ? 0 : 1000 + 100 * a + b);
export const pairSeconds = (a: number, b: number) => (a === b ? 0 : 60 + 10 * a + b);
