import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Option, type Command } from 'commander';
import type { CliIo } from '../context.js';
import { CliError, EXIT, usageError } from '../io/cli-error.js';
import { t } from '../messages.js';

export type ServeRole = 'web' | 'worker' | 'all';

export interface ServeOptions {
  port?: string;
  concurrency?: string;
}

export interface ServerLaunch {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Node's memory settings for the server, as `npm start` gives them (a test keeps the two the same):
 * a 1 GB heap limit, so the heap is collected at a few times its live size instead of growing
 * towards Node's default limit, and 4 MB young-generation halves. With them a 100,000-order upload
 * on the embedded database peaks under 500 MB (server/README.md); the solver's speed is unchanged.
 * A NODE_OPTIONS that sets a heap limit of its own wins.
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=1024', '--max-semi-space-size=4'] as const;

const ownHeapLimit = (env: NodeJS.ProcessEnv) => /--max-old-space-size/.test(env['NODE_OPTIONS'] ?? '');

/**
 * The server's entry beside this tool in the Rota checkout or install (or another of its scripts:
 * `roads` for the road import, `restore` for `rota restore`): the built one
 * (`server/dist/main.js`), else its sources through tsx (`npm run dev`'s way).
 */
export function findServerEntry(
  root = path.resolve(here, '../../..'),
  script: 'main' | 'roads' | 'restore' = 'main',
): string[] | undefined {
  const built = path.join(root, `server/dist/${script}.js`);
  if (fs.existsSync(built)) return [built];
  const source = path.join(root, `server/src/${script}.ts`);
  if (!fs.existsSync(source)) return undefined;
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return ['--conditions=@rota/source', '--import', tsx, source];
}

const wholeNumber = (name: string, raw: string | undefined, min: number, max: number) => {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max)
    throw usageError(t('cli.wholeNumberRange', { name, min, max, value: raw }));
  return String(value);
};

/** How `rota serve` / `rota worker` start the server process: its role and settings in its environment. */
export function serverLaunch(
  role: ServeRole,
  options: ServeOptions,
  env: NodeJS.ProcessEnv,
  entry = findServerEntry(),
): ServerLaunch {
  if (!entry) throw new CliError(t('cli.serverNotInstalled'));
  const port = wholeNumber('--port', options.port, 0, 65535);
  const concurrency = wholeNumber('--concurrency', options.concurrency, 1, 1024);
  return {
    command: process.execPath,
    args: [...(ownHeapLimit(env) ? [] : SERVER_NODE_FLAGS), ...entry],
    env: {
      ...env,
      ROTA_ROLE: role,
      ...(port !== undefined ? { PORT: port } : {}),
      ...(concurrency !== undefined ? { ROTA_SOLVER_CONCURRENCY: concurrency } : {}),
    },
  };
}

/** Runs the server in the foreground; Ctrl-C or SIGTERM stop it cleanly. */
async function run(launch: ServerLaunch): Promise<void> {
  const child = spawn(launch.command, launch.args, { env: launch.env, stdio: 'inherit' });
  const forward = (signal: NodeJS.Signals) => () => child.kill(signal);
  const onInt = forward('SIGINT');
  const onTerm = forward('SIGTERM');
  process.on('SIGINT', onInt);
  process.on('SIGTERM', onTerm);
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (exitCode) => resolve(exitCode));
    });
    if (code !== 0 && code !== null) throw new CliError(t('cli.serverExited', { code }), EXIT.failure);
  } finally {
    process.off('SIGINT', onInt);
    process.off('SIGTERM', onTerm);
  }
}

export function registerServeCommands(program: Command, io: CliIo): void {
  program
    .command('serve')
    .description(
      'Run the Rota server here (settings from the environment: DATABASE_URL, PORT, ... as in the server README)',
    )
    .option('--port <port>', 'port to listen on (else env PORT, else 8080)')
    .addOption(
      new Option(
        '--role <role>',
        'all: serve and solve; web: serve only, solver workers solve (needs DATABASE_URL)',
      )
        .choices(['all', 'web'])
        .default('all'),
    )
    .option('--concurrency <n>', 'solves at a time with --role all (else env ROTA_SOLVER_CONCURRENCY)')
    .action(async (options: ServeOptions & { role: 'all' | 'web' }) =>
      run(serverLaunch(options.role, options, io.env)),
    );
  program
    .command('worker')
    .description(
      'Run a solver worker: it solves queued jobs of the PostgreSQL server in DATABASE_URL and serves no requests',
    )
    .option('--concurrency <n>', 'solves at a time (else env ROTA_SOLVER_CONCURRENCY, else cores - 1)')
    .action(async (options: ServeOptions) => run(serverLaunch('worker', options, io.env)));
}
