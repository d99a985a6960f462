import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const resolve = { conditions: ['@rota/source'] };
// Workspace packages are loaded from their sources, never from a stale dist/.
const ssr = { resolve: { conditions: ['@rota/source'], externalConditions: ['@rota/source'] } };
const exclude = ['**/node_modules/**', '**/dist/**'];

const UNIT = ['core', 'optimizer', 'adapters-http', 'adapters-realtime', 'test-fixtures', 'ui-web', 'cli'];
/** A test that starts the CLI or a server as another process (cli/src/testing/cli-harness.ts). */
const STARTS_PROCESSES = /\b(startServer|startRota|startRotaInTerminal|runRota)\(/;

/**
 * Test files outside the server that start processes: the `integration` project, kept apart
 * from the fast `unit` project. Found by what they call, so a new one lands there by itself.
 */
function integrationTests(): string[] {
  return UNIT.flatMap((pkg) => {
    const src = path.join(import.meta.dirname, pkg, 'src');
    if (!fs.existsSync(src)) return [];
    return fs
      .readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.split(path.sep).includes('node_modules'))
      .map((file) => path.join(pkg, 'src', file))
      .filter((file) => STARTS_PROCESSES.test(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')))
      .map((file) => file.split(path.sep).join('/'));
  });
}
const integration = integrationTests();

export default defineConfig({
  resolve,
  ssr,
  test: {
    maxWorkers: 2,
    reporters: ['default', ['json', { outputFile: process.env['VITEST_JSON'] ?? 'reports/vitest.json' }]],
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: 'unit',
          include: [`{${UNIT.join(',')}}/src/**/*.test.{ts,tsx}`],
          exclude: [...exclude, ...integration],
          testTimeout: 30_000,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'integration',
          include: integration,
          exclude,
          // Its tests start the built programs: the build is brought up to date first.
          globalSetup: ['cli/src/testing/integration-setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          exclude,
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
