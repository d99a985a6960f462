import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

/** Which sibling packages each package may import (the arrows of ARCHITECTURE.md). */
export const allowedSiblings: Record<string, readonly string[]> = {
  core: [],
  optimizer: [],
  'adapters-http': ['core'],
  'adapters-realtime': ['core'],
  'test-fixtures': ['core', 'optimizer'],
  server: ['core', 'optimizer'],
  'ui-web': ['core', 'adapters-http', 'adapters-realtime'],
  // `rota solve` and `rota bench` run the engine on the operator's machine, without a server.
  cli: ['core', 'adapters-http', 'adapters-realtime', 'optimizer'],
};

/** Packages that must stay free of frameworks, drivers and I/O. */
const kernelPackages = new Set(['core', 'optimizer']);
const forbiddenInKernel = [
  'react',
  'react-dom',
  'axios',
  '@microsoft/signalr',
  'inversify',
  'fastify',
  'pg',
  'postgres',
  '@electric-sql/pglite',
  'drizzle-orm',
  'kysely',
  'mysql2',
  'better-sqlite3',
];
const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
/**
 * The one folder of a kernel package allowed Node built-ins: the optimizer's worker-thread runner
 * (`@rota/optimizer/node`), apart from the engine so the engine stays free of I/O.
 */
const nodeFolders = ['optimizer/src/node/'];
const mayUseNode = (file: string) =>
  nodeFolders.some((folder) => file.split(path.sep).join('/').startsWith(folder));

export interface Violation {
  file: string;
  specifier: string;
  reason: string;
}

const importPattern =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module specifier a source text imports, re-exports or requires. */
export function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier) found.push(specifier);
  }
  return found;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** The rule violations of one source file of package `pkg`. */
export function checkFile(pkg: string, file: string, source: string): Violation[] {
  const violations: Violation[] = [];
  for (const specifier of importsOf(source)) {
    if (specifier.startsWith('.')) continue;
    const name = packageName(specifier);
    if (name.startsWith('@rota/')) {
      const sibling = name.slice('@rota/'.length);
      if (sibling !== pkg && !(allowedSiblings[pkg] ?? []).includes(sibling)) {
        violations.push({ file, specifier, reason: `${pkg} may not depend on ${sibling}` });
      }
    } else if (kernelPackages.has(pkg)) {
      if ((builtins.has(specifier) || builtins.has(name)) && !mayUseNode(file)) {
        violations.push({ file, specifier, reason: `${pkg} may not use Node built-ins` });
      } else if (forbiddenInKernel.some((f) => name === f || name.startsWith(`${f}/`))) {
        violations.push({ file, specifier, reason: `${pkg} may not import ${name}` });
      }
    }
  }
  return violations;
}

/**
 * Test code: test files, and the helpers only tests use (a `testing/` folder, `*.fixtures.ts`,
 * `*-test-kit.ts`). It may import test-fixtures and is left out of every build; production code
 * may import neither.
 */
export function isTestCode(file: string): boolean {
  const normalised = file.split(path.sep).join('/');
  return (
    /\.test\.tsx?$/.test(normalised) ||
    /\.checks\.tsx?$/.test(normalised) ||
    /\.fixtures\.tsx?$/.test(normalised) ||
    /-test-kit\.tsx?$/.test(normalised) ||
    /(^|\/)testing\//.test(normalised)
  );
}

const testCodeSpecifier = /(^|\/)testing\/|\.fixtures(\.js)?$|-test-kit(\.js)?$|\.test(\.js)?$/;

/** A production file importing test code (a relative import of a test helper). */
export function checkTestImports(file: string, source: string): Violation[] {
  return importsOf(source)
    .filter((specifier) => specifier.startsWith('.') && testCodeSpecifier.test(specifier))
    .map((specifier) => ({ file, specifier, reason: 'production code may not import test helpers' }));
}

/**
 * The web UI reaches the server through adapters-http's gateways, which the composition root
 * builds; only `ui-web/src/composition/` holds the raw HTTP client.
 */
const rawHttpClientUse = [
  /\bimport\b[^;]*\b(?:HttpClient|createHttpClient)\b[^;]*from\s+'@rota\/adapters-http'/,
  /\{[^}]*\bhttp\b[^}]*\}\s*=\s*useServices\(\)/,
  /\b(?:useServices\(\)|services)\.http\b/,
];

/**
 * Screens of ui-web that still take the raw HTTP client, each to move onto a gateway of
 * adapters-http; the list only shrinks.
 */
export const rawHttpClientAllowance: readonly string[] = [
  'ui-web/src/daily-plan/JobResultPage.tsx',
  'ui-web/src/daily-plan/adhoc/adhoc.gateway.ts',
  'ui-web/src/driver/use-driver-app.ts',
  'ui-web/src/tracking/MoveStopDialog.tsx',
  'ui-web/src/tracking/TrackAndTracePage.tsx',
];

/** A ui-web file outside the composition root that takes the raw HTTP client. */
export function checkUiHttpClient(file: string, source: string): Violation[] {
  const normalised = file.split(path.sep).join('/');
  if (!normalised.startsWith('ui-web/src/') || normalised.startsWith('ui-web/src/composition/')) return [];
  if (rawHttpClientAllowance.includes(normalised)) return [];
  return rawHttpClientUse.some((pattern) => pattern.test(source))
    ? [
        {
          file,
          specifier: '@rota/adapters-http',
          reason: 'ui-web screens use gateways, not the raw HTTP client',
        },
      ]
    : [];
}

/**
 * Inside the server, the foundations and what each may import of the server's own modules
 * (relative imports of production code; a foundation always imports itself). Names are paths
 * under server/src without their extension: a folder, or one module. The database (`db`) imports
 * only the configuration module (`config`); the two ports the platform hands to every route, the
 * outbox (over the database) and the realtime hubs, nothing else of the server; the platform
 * (routes, authentication, i18n, probes) the configuration, the database and those ports. A
 * foundation's `features` are modules of its folder that stand on the platform as features do
 * (the outbox's route) and that no foundation imports. Every other folder of server/src is a
 * feature (admin, auth, daily-plan, master-data, tracking, territory, uploads, solver, ...) and
 * the files beside them the composition root (app.ts, main.ts, routes.ts): they may import the
 * foundations, which import none of them.
 */
export const serverFoundations: Readonly<
  Record<string, { imports: readonly string[]; features?: readonly string[] }>
> = {
  db: { imports: ['config'] },
  outbox: { imports: ['db'], features: ['outbox/outbox.routes'] },
  realtime: { imports: [] },
  platform: { imports: ['config', 'db', 'outbox', 'realtime'] },
};

/**
 * Foundation files that still import a feature, with the one feature each may import until it
 * is turned around; the list only shrinks.
 */
export const serverFoundationAllowance: Readonly<Record<string, string>> = {};

const serverSource = 'server/src/';

/** A module's path under server/src without its extension, e.g. `platform/context`. */
const serverModule = (pathInSource: string) => pathInSource.replace(/\.(ts|tsx|js|mjs)$/, '');

/** Is the module the entry (a folder or a module) or inside it? */
const within = (module: string, entry: string) => module === entry || module.startsWith(`${entry}/`);

/** Is the module part of what the name stands for (a foundation without its feature modules)? */
const partOf = (module: string, name: string) =>
  within(module, name) && !(serverFoundations[name]?.features ?? []).includes(module);

/** A server foundation file importing a feature or the composition root. */
export function checkServerLayers(file: string, source: string): Violation[] {
  const normalised = file.split(path.sep).join('/');
  if (!normalised.startsWith(serverSource)) return [];
  const from = serverModule(normalised.slice(serverSource.length));
  const foundation = Object.keys(serverFoundations).find((name) => partOf(from, name));
  if (foundation === undefined) return [];
  const allowed = [foundation, ...(serverFoundations[foundation]?.imports ?? [])];
  const tolerated = serverFoundationAllowance[normalised];
  return importsOf(source).flatMap((specifier) => {
    if (!specifier.startsWith('.')) return [];
    const target = path.posix.join(path.posix.dirname(normalised), specifier);
    if (!target.startsWith(serverSource)) return [];
    const to = serverModule(target.slice(serverSource.length));
    if (allowed.some((name) => partOf(to, name))) return [];
    if (tolerated !== undefined && within(to, tolerated)) return [];
    return [{ file, specifier, reason: `server ${foundation} may not import ${to}` }];
  });
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const isSource = /\.(ts|tsx|js|mjs)$/.test(entry.name) && !isTestCode(full);
    return isSource ? [full] : [];
  });
}

/** Walks every package's non-test sources under `root` and returns all violations. */
export function checkRepository(root: string): Violation[] {
  return Object.keys(allowedSiblings).flatMap((pkg) =>
    sourceFiles(path.join(root, pkg, 'src')).flatMap((file) => {
      const source = fs.readFileSync(file, 'utf8');
      const relative = path.relative(root, file);
      return [
        ...checkFile(pkg, relative, source),
        ...checkTestImports(relative, source),
        ...checkUiHttpClient(relative, source),
        ...checkServerLayers(relative, source),
      ];
    }),
  );
}
