import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const mainScript = path.join(repoRoot, 'server/src/main.ts');

export interface RotaProcess {
  child: ChildProcess;
  /** What the process printed so far (stdout and stderr). */
  output: string[];
  /** The HTTP port of a web server (0 for a worker). */
  port: number;
  /** Resident memory now and at its peak, in MB (from /proc). */
  memory(): { rssMb: number; peakMb: number } | undefined;
  stop(): Promise<void>;
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * Starts `server/src/main.ts` from sources as a process of its own (`ROTA_ROLE` web or worker)
 * on the PostgreSQL database at `databaseUrl`; resolves once it says it is running. Role `all`
 * with no `databaseUrl` is `npm start`'s server on the embedded database in `dataDir` (kept when
 * given, so a later process can start on it again; a new folder removed at `stop` otherwise).
 */
export async function startRotaProcess(
  role: 'web' | 'worker' | 'all',
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
  timeoutMs = 120_000,
  keptDataDir?: string,
): Promise<RotaProcess> {
  const port = role === 'worker' ? 0 : await freePort();
  const dataDir = keptDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'rota-process-'));
  const child = spawn(process.execPath, ['--conditions=@rota/source', '--import', 'tsx', mainScript], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      ROTA_ROLE: role,
      ROTA_DEMO: 'true',
      JWT_SECRET: 'scale-out-shared-secret-0123456789-abcdefghijklmnop',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: '/nonexistent',
      LOG_LEVEL: 'warn',
      // Several workers on one machine: each takes a free port for its probes.
      ROTA_WORKER_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const ready = role === 'worker' ? /Rota solver worker is running/ : /Rota is running on/;
  const end = Date.now() + timeoutMs;
  while (!ready.test(output.join(''))) {
    if (child.exitCode !== null) throw new Error(`the ${role} process ended: ${output.join('')}`);
    if (Date.now() > end) {
      child.kill('SIGKILL');
      throw new Error(`the ${role} process did not start within ${timeoutMs} ms: ${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const memory = () => {
    try {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
      return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
    } catch {
      return undefined;
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const ended = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 12_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    if (!keptDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { child, output, port, memory, stop };
}
