import { defineConfig } from '@playwright/test';

const port = Number(process.env['E2E_PORT'] ?? 8091);
const chromium = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/**
 * Journeys that send a plan live each take vehicles of today's demo fleet, and a vehicle goes out
 * in one approved plan a day; those that need particular vehicles (a driver's own, the first
 * ones of a center) get a server of their own, each on a fresh database, beside the one the
 * other journeys share.
 */
const ownServer = ['adhoc.e2e.ts', 'order-tracking.e2e.ts', 'track-and-trace.e2e.ts', 'driver-app.e2e.ts'];
const servers = [
  { name: 'planning', port, testMatch: '**/*.e2e.ts', testIgnore: ownServer.map((f) => `**/${f}`) },
  ...ownServer.map((file, i) => ({
    name: file.replace('.e2e.ts', ''),
    port: port + 1 + i,
    testMatch: `**/${file}`,
    testIgnore: [] as string[],
  })),
];

export default defineConfig({
  testDir: 'ui-web/e2e',
  timeout: 60_000,
  // One journey at a time: Chromium and the servers keep both cores of a 2-core machine busy
  // already. Two workers (the journeys that only sign in and open screens on a fifth server)
  // took 8.1 min against 8.2 min, each journey about twice as long.
  workers: 1,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  projects: servers.map((server) => ({
    name: server.name,
    testMatch: server.testMatch,
    testIgnore: server.testIgnore,
    use: { baseURL: `http://localhost:${server.port}` },
  })),
  use: {
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: servers.map((server) => ({
    command: `node scripts/e2e-server.mjs`,
    url: `http://localhost:${server.port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(server.port), LOG_LEVEL: 'warn' },
  })),
});
