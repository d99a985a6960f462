import { z } from 'zod';
import { anyEnvelopeSchema } from '@rota/core';
import { admittedRoles, claimOfRoute, type RouteDefinition } from './define-route.js';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType | undefined, io: 'input' | 'output'): JsonSchema | undefined {
  if (!schema) return undefined;
  try {
    const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      cycles: 'ref',
      reused: 'inline',
    }) as JsonSchema;
    return rest;
  } catch {
    return {};
  }
}

function envelopeOf(data: JsonSchema | undefined): JsonSchema {
  const envelope = jsonSchema(anyEnvelopeSchema, 'output') as {
    properties?: Record<string, unknown>;
  } & JsonSchema;
  return {
    ...envelope,
    properties: { ...(envelope.properties ?? {}), data: data ? { anyOf: [data, { type: 'null' }] } : {} },
  };
}

/** `/api/users/:id` → `/api/users/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

function parameters(route: RouteDefinition): unknown[] {
  const out: unknown[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    const json = jsonSchema(schema, 'input') as
      { properties?: Record<string, JsonSchema>; required?: string[] } | undefined;
    for (const [name, property] of Object.entries(json?.properties ?? {})) {
      out.push({
        name,
        in: where,
        required: where === 'path' || (json?.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  out.push(
    {
      name: 'Accept-Language',
      in: 'header',
      required: false,
      schema: { type: 'string', enum: ['en', 'tr'] },
    },
    {
      name: 'TimezoneOffset',
      in: 'header',
      required: false,
      schema: { type: 'integer' },
      description: 'Minutes, UTC minus local',
    },
  );
  return out;
}

function access(route: RouteDefinition): string {
  if (route.access === 'public') return 'Public.';
  if (route.access === 'signed-in') return 'Any signed-in user.';
  const claim = claimOfRoute(route.access);
  return `Roles: ${(admittedRoles(route.access) ?? []).join(', ')}.${claim ? ` Claim: \`${claim}\`.` : ''}`;
}

/** The OpenAPI 3.1 document of the registered routes, from the same zod schemas they validate with. */
export function openApiDocument(routes: readonly RouteDefinition[], version = '0.1.0'): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = openApiPath(route.url);
    const body = jsonSchema(route.body, 'input');
    const successStatus = (route.successStatuses ?? [200]).map(String);
    const responses: Record<string, unknown> = {};
    for (const status of successStatus) {
      responses[status] = {
        description: 'Success',
        content: { 'application/json': { schema: envelopeOf(jsonSchema(route.response, 'output')) } },
      };
    }
    const failure = {
      description: 'Failure (envelope with failResult and validationMessages)',
      content: { 'application/json': { schema: envelopeOf(undefined) } },
    };
    if (route.body || route.query || route.params) responses['400'] = failure;
    if (route.access !== 'public') {
      responses['401'] = failure;
      responses['403'] = failure;
    }
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      summary: route.summary,
      description: access(route),
      tags: route.tags ?? [],
      parameters: parameters(route),
      ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
      responses,
      ...(route.access === 'public' ? { security: [] } : {}),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Rota API',
      version,
      description: 'Every answer is the envelope; `data` carries the result.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
    paths,
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/** A self-contained reference page (no CDN: the product works offline). */
export function docsPage(document: JsonSchema): string {
  const paths = document['paths'] as Record<string, Record<string, Record<string, unknown>>>;
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const tag = ((op['tags'] as string[] | undefined) ?? [])[0] ?? 'Other';
      const body = (op['requestBody'] as { content: Record<string, { schema: unknown }> } | undefined)
        ?.content['application/json']?.schema;
      const ok =
        (
          op['responses'] as Record<
            string,
            { content?: Record<string, { schema: { properties?: { data?: unknown } } }> }
          >
        )['200'] ??
        (
          op['responses'] as Record<
            string,
            { content?: Record<string, { schema: { properties?: { data?: unknown } } }> }
          >
        )['201'];
      const data = ok?.content?.['application/json']?.schema.properties?.data;
      const section = `<details><summary><b class="m ${method}">${method.toUpperCase()}</b> <code>${escapeHtml(path)}</code> — ${escapeHtml(String(op['summary'] ?? ''))}</summary>
<p>${escapeHtml(String(op['description'] ?? ''))}</p>
${body ? `<h4>Request body</h4><pre>${escapeHtml(JSON.stringify(body, null, 2))}</pre>` : ''}
${data ? `<h4>data</h4><pre>${escapeHtml(JSON.stringify(data, null, 2))}</pre>` : ''}</details>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), section]);
    }
  }
  const sections = [...byTag.entries()]
    .map(([tag, items]) => `<h2>${escapeHtml(tag)}</h2>${items.join('\n')}`)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rota API reference</title>
<style>body{font-family:system-ui,sans-serif;max-width:1100px;margin:2rem auto;padding:0 1rem;color:#222}
details{border:1px solid #ddd;border-radius:6px;margin:.4rem 0;padding:.4rem .8rem}summary{cursor:pointer}
pre{background:#f6f8fa;padding:.6rem;overflow:auto;font-size:12px}.m{display:inline-block;width:4.5rem}
.get{color:#0a7}.post{color:#06c}.put{color:#c70}.patch{color:#a5c}.delete{color:#c33}</style></head>
<body><h1>Rota API reference</h1><p>Every answer is the envelope (<code>data</code>, <code>success</code>, <code>isSuccess</code>, <code>code</code>, <code>message</code>, <code>messages</code>, <code>statusCode</code>, <code>failResult.failMessage</code>, <code>validationMessages</code>). Send <code>Authorization: Bearer &lt;token&gt;</code> from <code>POST /auth/authenticate/login</code>. The machine-readable document: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a>.</p>
${sections}</body></html>`;
}
