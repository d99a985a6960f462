import { defineConfig } from 'vitest/config';

const resolve = { conditions: ['@rota/source'] };
// Workspace packages are loaded from their sources, never from a stale dist/.
const ssr = { resolve: { conditions: ['@rota/source'], externalConditions: ['@rota/source'] } };
const exclude = ['**/node_modules/**', '**/dist/**'];

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
          include: [
            '{core,optimizer,adapters-http,adapters-realtime,test-fixtures,ui-web,cli}/src/**/*.test.{ts,tsx}',
          ],
          exclude,
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
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
