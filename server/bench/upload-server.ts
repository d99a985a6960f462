/**
 * Peak memory of the server process as `npm start` runs it (`node server/dist/main.js`, built by
 * `npx tsc -b`) while it takes 100,000 orders as one .xlsx over HTTP.
 *
 *   npx tsx --conditions=@rota/source server/bench/upload-server.ts --data-dir DIR [--orders 100000]
 *     [--shared-buffers 128MB] [--node-options "--max-semi-space-size=4"]
 *
 * Without --node-options the server gets the Node flags of package.json's start script;
 * `--node-options ""` runs it with Node's defaults.
 *
 * DIR must have been made by `server/bench/upload.ts --data-dir DIR --prepare` (demo sign-ins and
 * 1,000 locations); the server is started on it as after a restart. With DATABASE_URL the server
 * uses that database as it is: run once with `--orders 10` so the server migrates and seeds the
 * demo, then add locations BL-0001 … BL-1000 in dc1@demo.rota's center (see server/README.md). Memory is the server's own from /proc: resident now (VmRSS, sampled every 20 ms)
 * and its highest (VmHWM, reset before the upload), so neither this process nor the sheet counts.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { ordersSheet } from './orders-sheet.js';

const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const ORDERS = Number(arg('--orders') ?? 100_000);
const DATA_DIR = arg('--data-dir');
if (!DATA_DIR) throw new Error('--data-dir DIR is required (made with upload.ts --prepare)');
const PORT = 18_700 + (process.pid % 200);
const base = `http://127.0.0.1:${PORT}`;
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/** Node's flags as `npm start` gives them (package.json), unless `--node-options` names others ("" for none). */
const startFlags = () => {
  const start = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
    .scripts['start'];
  const flags = /node ((?:--\S+ )*)server\/dist\/main\.js/.exec(start ?? '')?.[1];
  if (flags === undefined) throw new Error('package.json start script does not run node server/dist/main.js');
  return flags;
};
const nodeOptions = (arg('--node-options') ?? startFlags()).split(' ').filter(Boolean);
const server = spawn(process.execPath, [...nodeOptions, 'server/dist/main.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR,
    ROTA_DEMO: 'true',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    WEB_ROOT: '/nonexistent',
    ...(arg('--shared-buffers') ? { PGLITE_SHARED_BUFFERS: arg('--shared-buffers') } : {}),
  },
  // The server's own output goes to DIR/server.log.
  stdio: ['ignore', fs.openSync(`${DATA_DIR}/server.log`, 'w'), fs.openSync(`${DATA_DIR}/server.log`, 'a')],
});
fs.writeFileSync(`${DATA_DIR}/server.pid`, String(server.pid));
const status = (field: 'VmRSS' | 'VmHWM') => {
  const text = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);
};

async function signIn(): Promise<string> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      const res = await fetch(`${base}/auth/authenticate/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'dc1@demo.rota', password: 'Demo!2345' }),
      });
      const envelope = (await res.json()) as { data?: { token: string }; message: string };
      if (!envelope.data) throw new Error(`sign-in answered ${res.status}: ${envelope.message}`);
      return envelope.data.token;
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error('the server did not start');
}

try {
  const token = await signIn();
  const file = await ordersSheet(ORDERS);
  // Let the start settle: the first queries' garbage is collected before the upload is measured.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const before = status('VmRSS');
  const startPeak = status('VmHWM');
  fs.writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, status('VmRSS'))), 20);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'orders.xlsx');
  const started = process.hrtime.bigint();
  const res = await fetch(`${base}/api/file-upload/order`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const envelope = (await res.json()) as { message: string; data?: { status: string; written: number } };
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  clearInterval(sampler);
  const hwm = Math.max(peak, status('VmHWM'));
  console.log(
    `${process.env['DATABASE_URL'] ? 'PostgreSQL' : `PGlite (${arg('--shared-buffers') ?? 'default 64MB cache'})`}` +
      `${nodeOptions.length ? `, node ${nodeOptions.join(' ')}` : ''}: ${ORDERS} orders, HTTP ${res.status} ` +
      `${envelope.data?.status ?? envelope.message}, ${envelope.data?.written ?? 0} written; ${seconds.toFixed(1)} s; ` +
      `server RSS ${mb(before)} before (${mb(startPeak)} peak while starting), peak ${mb(hwm)} during the upload, ` +
      `${mb(status('VmRSS'))} after`,
  );
} finally {
  server.kill('SIGTERM');
}
