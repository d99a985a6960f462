import fc from 'fast-check';

/** A JSON Schema node of the OpenAPI document (as zod's toJSONSchema writes it). */
export type JsonSchema = Record<string, unknown>;

/** Text an attacker tries: NUL, huge, SQL, paths, markup, impossible dates, numbers as text. */
export const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'x'.repeat(5000),
  "'; DROP TABLE jobs; --",
  '" OR 1=1 --',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '%00',
  '2026-02-31',
  '2026-13-01',
  '0000-00-00',
  '24:61',
  '99999999999999999999',
  '-1',
  '1e400',
  'NaN',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ğüşiöç İı',
  '\uD800',
];

/** Numbers beyond integer, bigint and numeric columns, fractions where integers go. */
export const HOSTILE_NUMBERS = [
  0,
  -1,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
];

const anyJson = fc.jsonValue({ maxDepth: 2 });

/**
 * Values for a schema: mostly of its shape (so requests reach the handlers), with hostile values
 * in its leaves and, now and then, a value of another type altogether.
 */
export function arbitraryOf(
  schema: JsonSchema | undefined,
  known: readonly string[] = [],
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return anyJson;
  const of = (s: unknown) => arbitraryOf(s as JsonSchema, known, depth + 1);
  const variants = (schema['anyOf'] ?? schema['oneOf']) as JsonSchema[] | undefined;
  if (variants?.length) return fc.oneof(...variants.map(of));
  if (Array.isArray(schema['enum']))
    return fc.oneof(fc.constantFrom(...(schema['enum'] as unknown[])), fc.constantFrom('x', 7));
  if ('const' in schema) return fc.constant(schema['const']);
  const shaped = shapedArbitrary(schema, of, known);
  return fc.oneof({ weight: 6, arbitrary: shaped }, { weight: 1, arbitrary: anyJson });
}

function shapedArbitrary(
  schema: JsonSchema,
  of: (s: unknown) => fc.Arbitrary<unknown>,
  known: readonly string[],
): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema['type']) ? (schema['type'] as string[])[0] : schema['type'];
  switch (type) {
    case 'string':
      return fc.oneof(
        // Text that passes the schema's pattern reaches the handler and the database.
        ...(typeof schema['pattern'] === 'string'
          ? [{ weight: 3, arbitrary: patterned(schema['pattern']) }]
          : []),
        fc.string({ maxLength: 40 }),
        fc.constantFrom(...HOSTILE_TEXT),
        ...(known.length ? [fc.constantFrom(...known)] : []),
      );
    case 'integer':
    case 'number':
      return fc.oneof(fc.integer({ min: -5, max: 2000 }), fc.constantFrom(...HOSTILE_NUMBERS), fc.double());
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(of(schema['items']), { maxLength: 4 });
    case 'object': {
      const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema['required'] ?? []) as string[]);
      const entries = Object.entries(properties);
      return fc.record(Object.fromEntries(entries.map(([name, s]) => [name, of(s)])), {
        requiredKeys: entries.map(([name]) => name).filter((name) => required.has(name)),
      });
    }
    default:
      return anyJson;
  }
}

function patterned(pattern: string): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern)).filter((text) => text.length <= 200);
  } catch {
    return fc.string({ maxLength: 40 });
  }
}

/**
 * Values that pass the schema (bounds, patterns, enums, required keys), so the request reaches
 * the handler and the database; `known` references stand in for free text now and then.
 */
export function validOf(
  schema: JsonSchema | undefined,
  known: readonly string[] = [],
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  const of = (s: unknown) => validOf(s as JsonSchema, known, depth + 1);
  const variants = (schema['anyOf'] ?? schema['oneOf']) as JsonSchema[] | undefined;
  if (variants?.length) return fc.oneof(...variants.map(of));
  if (Array.isArray(schema['enum'])) return fc.constantFrom(...(schema['enum'] as unknown[]));
  if ('const' in schema) return fc.constant(schema['const']);
  const type = Array.isArray(schema['type']) ? (schema['type'] as string[])[0] : schema['type'];
  const bound = (name: string, fallback: number) =>
    typeof schema[name] === 'number' ? (schema[name] as number) : fallback;
  switch (type) {
    case 'string': {
      if (typeof schema['pattern'] === 'string') return patterned(schema['pattern']);
      const text = fc.string({
        minLength: bound('minLength', 0),
        maxLength: Math.min(bound('maxLength', 40), 60),
      });
      return known.length ? fc.oneof(text, fc.constantFrom(...known)) : text;
    }
    case 'integer':
      return fc.integer({
        min: Math.max(bound('minimum', -1000), -(2 ** 31)),
        max: Math.min(bound('maximum', 100_000), 2 ** 31 - 1),
      });
    case 'number':
      return fc.double({ min: bound('minimum', -1000), max: bound('maximum', 100_000), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(of(schema['items']), {
        minLength: bound('minItems', 0),
        maxLength: Math.min(bound('maxItems', 3), 3),
      });
    case 'object': {
      const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema['required'] ?? []) as string[]);
      const entries = Object.entries(properties);
      return fc.record(Object.fromEntries(entries.map(([name, s]) => [name, of(s)])), {
        requiredKeys: entries.map(([name]) => name).filter((name) => required.has(name)),
      });
    }
    default:
      return fc.constant(null);
  }
}

/** A path or query value: text, as it travels in an address. */
export function addressValue(
  schema: JsonSchema | undefined,
  known: readonly string[],
  valid = false,
): fc.Arbitrary<string> {
  return (valid ? validOf(schema, known) : arbitraryOf(schema, known)).map((value) =>
    typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value),
  );
}
