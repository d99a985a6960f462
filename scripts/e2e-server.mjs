// Starts the built server on a fresh data folder for the browser tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.ROTA_DEMO ??= 'true';
// A job asks for whole minutes of solving; the journeys' solves stop sooner.
process.env.ROTA_SOLVER_MAX_RUNTIME_MS ??= '10000';
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
await import('../server/dist/main.js');
