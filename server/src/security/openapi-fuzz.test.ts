import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { runtimeOf } from '../daily-plan/index.js';
import { registeredRoutes } from '../platform/define-route.js';
import { openApiDocument } from '../platform/openapi.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { addressValue, arbitraryOf, validOf, type JsonSchema } from './testing/schema-arbitrary.js';
import { insertCenterRecords, type CenterRecords } from './testing/security-fixture.js';
import { tablesDigestQuery } from './testing/tables-digest.js';

/**
 * Every operation of the OpenAPI document, fuzzed from its own schemas with fast-check (hostile
 * leaves, wrong types, known references), as an Admin and as a DC Manager: never a 5xx, never a
 * stack trace or SQL text in an answer, every JSON answer the envelope, and a refused write
 * leaves every table as it was.
 */
const RUNS_PER_OPERATION = Number(process.env['ROTA_FUZZ_RUNS'] ?? 12);
/** Answers that are not the envelope by design: the API document and files. */
const RAW_ANSWERS = /^\/(api\/docs|doc\/)/;
/** Refused sign-ins are counted (throttling), so a refusal there may write. */
const WRITES_WHEN_REFUSED = /^\/auth\//;
const LEAKS =
  /(\bat [\w$.<>]+ \(|node_modules|\.ts:\d+:\d+|DrizzleQueryError|Failed query|\bSELECT\b[\s\S]+\bFROM\b|\bINSERT INTO\b|\bUPDATE \w+ SET\b|syntax error|violates .* constraint|invalid input syntax)/i;

/** A path part as sent; a lone surrogate goes out as the invalid UTF-8 it would be. */
const addressPart = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  body: JsonSchema | undefined;
}

describe('every operation fuzzed from its OpenAPI schema', () => {
  let t: TestApp;
  let records: CenterRecords;
  let tokens: Record<'admin' | 'dc', string>;
  let digest: () => Promise<string>;

  beforeAll(async () => {
    t = await createTestApp();
    records = await insertCenterRecords(t.db, t.centers[0], 'A');
    await insertCenterRecords(t.db, t.centers[1], 'B');
    tokens = { admin: await t.token('admin@demo.rota'), dc: await t.token('dc1@demo.rota') };
    digest = await tablesDigestQuery(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const operations = (): Operation[] => {
    const paths = openApiDocument(registeredRoutes(t.app))['paths'] as Record<
      string,
      Record<string, JsonSchema>
    >;
    return Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        parameters: (op['parameters'] ?? []) as Operation['parameters'],
        body: (op['requestBody'] as { content: Record<string, { schema: JsonSchema }> } | undefined)?.content[
          'application/json'
        ]?.schema,
      })),
    );
  };

  /** Is a solve queued or running (its worker writes job rows in the background)? */
  const solving = () =>
    Promise.race([
      runtimeOf(t.app)
        .queue.idle()
        .then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 5)),
    ]);

  /** A request of valid shape (to reach the handler) or hostile throughout. */
  const requestOf = (op: Operation, known: string[]) =>
    fc.boolean().chain((valid) =>
      fc.record({
        path: fc.record(
          Object.fromEntries(
            op.parameters
              .filter((p) => p.in === 'path')
              .map((p) => [p.name, addressValue(p.schema, known, valid)]),
          ),
        ),
        query: fc.record(
          Object.fromEntries(
            op.parameters
              .filter((p) => p.in === 'query')
              .map((p) => [p.name, addressValue(p.schema, known, valid)]),
          ),
          { requiredKeys: [] },
        ),
        timezoneOffset: valid ? fc.constantFrom('0', '-180') : fc.constantFrom('abc', '99999999999999', ''),
        body: op.body
          ? valid
            ? validOf(op.body, known)
            : arbitraryOf(op.body, known)
          : fc.constant(undefined),
        as: fc.constantFrom('admin', 'dc') as fc.Arbitrary<'admin' | 'dc'>,
      }),
    );

  it('answers every fuzzed request without a server error, a leak or a stored change', async () => {
    const known = [
      records.jobRefNo,
      records.vehicleRefNo,
      records.locationRefNo,
      String(records.routeId),
      'SEC-B-JOB',
    ];
    const wrong: string[] = [];
    let cases = 0;
    for (const op of operations()) {
      await fc.assert(
        fc.asyncProperty(requestOf(op, known), async (input) => {
          const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
            addressPart(String(input.path[name] ?? '')),
          );
          const query = new URLSearchParams(
            Object.entries(input.query).map(([k, v]) => [k, String(v)]),
          ).toString();
          // A solve queued by an earlier request writes on its own: such moments prove nothing.
          const write = op.method !== 'GET' && !(await solving());
          const before = write ? await digest() : '';
          const response = await t.app.inject({
            method: op.method as 'POST',
            url: query ? `${url}?${query}` : url,
            headers: {
              authorization: `Bearer ${tokens[input.as]}`,
              timezoneoffset: input.timezoneOffset,
              'content-type': 'application/json',
            },
            ...(write ? { payload: JSON.stringify(input.body ?? null) } : {}),
          });
          cases++;
          const status = response.statusCode;
          const label = `${status} ${op.method} ${`${url}${query ? `?${query}` : ''}`.slice(0, 160)} as ${input.as} ${JSON.stringify(input.body)?.slice(0, 120)}`;
          if (status >= 500) wrong.push(`${label}: ${response.body.slice(0, 200)}`);
          if (LEAKS.test(response.body) && !RAW_ANSWERS.test(op.path))
            wrong.push(`${label}: leaks ${response.body.slice(0, 200)}`);
          const json = String(response.headers['content-type'] ?? '').includes('json');
          if (json && !RAW_ANSWERS.test(op.path) && !/"isSuccess":/.test(response.body))
            wrong.push(`${label}: not the envelope`);
          const refused = write && status >= 400 && !WRITES_WHEN_REFUSED.test(op.path);
          if (refused && !(await solving()) && (await digest()) !== before)
            wrong.push(`${label}: refused with ${status} but changed stored rows`);
          if (status === 401)
            tokens[input.as] = await t.token(input.as === 'admin' ? 'admin@demo.rota' : 'dc1@demo.rota');
        }),
        { numRuns: RUNS_PER_OPERATION, seed: 20261124, endOnFailure: true },
      );
      if (wrong.length > 20) break;
    }
    process.stdout.write(`openapi-fuzz: ${operations().length} operations, ${cases} requests\n`);
    expect(wrong, wrong.join('\n')).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(operations().length * Math.min(RUNS_PER_OPERATION, 1));
    // One shared database for every operation; the run grows with ROTA_FUZZ_RUNS.
  }, 900_000);
});
