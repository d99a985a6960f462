import type { Readable, Writable } from 'node:stream';
import type { Command } from 'commander';
import { createAuthGateway, createGateways, type Gateways, type HttpClient } from '@rota/adapters-http';
import type { LoginStore, LoginToken } from '@rota/core';
import { createSessionKeeper } from '@rota/core/auth';
import { configDir } from './config/config-dir.js';
import { createLoginFileStore } from './config/login-file.js';
import { isServerAddress, resolveServer } from './config/server-address.js';
import { createServerClient, requireLogin } from './api/server-client.js';
import { usageError } from './io/cli-error.js';
import { t } from './messages.js';
import { createLineReader, type LineReader } from './io/prompt.js';
import { createOutput, OUTPUT_FORMATS, setHeaders, type Output, type OutputFormat } from './io/output.js';

/** The process around a command: streams and environment (tests pass their own). */
export interface CliIo {
  readonly stdout: Writable & { isTTY?: boolean; columns?: number };
  readonly stderr: Writable & { isTTY?: boolean };
  readonly stdin: Readable & { isTTY?: boolean };
  readonly env: NodeJS.ProcessEnv;
}

export interface GlobalOptions {
  server: string;
  json?: boolean;
  output?: string;
  /** false with --no-headers. */
  headers?: boolean;
}

/** Everything a command needs, built from the global options. */
export interface CommandContext {
  readonly io: CliIo;
  readonly server: string;
  readonly out: Output;
  /** The answer is JSON (`--json`, `-o json`). */
  readonly json: boolean;
  /** The answer is for a script (json, yaml, csv): no progress lines or live views on standard output. */
  readonly structured: boolean;
  /** Live output (Ink) only on a terminal and without --json; plain lines otherwise. */
  readonly live: boolean;
  /** Columns of the terminal that tables must fit (COLUMNS in pipes when set), or no limit. */
  readonly width: number | null;
  /** A person can be asked (standard input and output are terminals). */
  readonly interactive: boolean;
  readonly lines: LineReader;
  readonly loginStore: LoginStore;
  /** The stored access token, renewed first when it is about to run out (hub connections). */
  accessToken(): Promise<string | null>;
  /** The HTTP client with the stored token (may be none: auth calls). */
  http(): HttpClient;
  /** Core's API registries and master-data resources as typed calls on that client. */
  api(): Gateways;
  /** The stored sign-in, or the error that says to sign in. */
  login(): LoginToken;
}

/** `-o FORMAT`, with `--json` an alias of `-o json` (a contradiction is a usage error). */
export function outputFormat(options: Pick<GlobalOptions, 'json' | 'output'>): OutputFormat {
  const given = options.output?.toLowerCase();
  if (given !== undefined && !(OUTPUT_FORMATS as readonly string[]).includes(given))
    throw usageError(t('cli.optionInvalid', { option: '--output', detail: OUTPUT_FORMATS.join(', ') }));
  if (options.json === true && given !== undefined && given !== 'json')
    throw usageError(
      t('cli.optionInvalid', { option: '--json', detail: t('cli.outputConflict', { format: given }) }),
    );
  return options.json === true ? 'json' : ((given as OutputFormat | undefined) ?? 'table');
}

function terminalWidth(io: CliIo): number | null {
  if (io.stdout.isTTY === true) return io.stdout.columns ?? 80;
  const columns = Number(io.env['COLUMNS']);
  return Number.isInteger(columns) && columns > 20 ? columns : null;
}

export function createContext(io: CliIo, command: Command): CommandContext {
  const options = command.optsWithGlobals<GlobalOptions>();
  const given = command.getOptionValueSourceWithGlobals('server') === 'cli' ? options.server : undefined;
  const dir = configDir(io.env);
  const { server } = resolveServer(given, io.env, dir);
  if (!isServerAddress(server))
    throw usageError(t('cli.optionInvalid', { option: '--server', detail: t('cli.serverAddressHint') }));
  const format = outputFormat(options);
  setHeaders(options.headers !== false);
  const json = format === 'json';
  const structured = format !== 'table';
  const loginStore = createLoginFileStore(dir, server);
  let lines: LineReader | null = null;
  let client: HttpClient | null = null;
  let gateways: Gateways | null = null;
  // The short access token is renewed with the stored refresh token when it is about to run out.
  const session = createSessionKeeper({
    auth: { refresh: (request) => createAuthGateway(http(), { baseURL: `${server}/auth` }).refresh(request) },
    loginStore,
    clock: { now: () => Date.now() },
  });
  const http = (): HttpClient => (client ??= createServerClient(server, () => session.token()));
  return {
    io,
    server,
    json,
    out: createOutput(io.stdout, io.stderr, format),
    structured,
    live: !structured && io.stdout.isTTY === true && io.env['CI'] === undefined,
    interactive: io.stdin.isTTY === true && io.stderr.isTTY === true,
    width: terminalWidth(io),
    get lines() {
      lines ??= createLineReader(io.stdin);
      return lines;
    },
    loginStore,
    accessToken: () => session.token(),
    http,
    api() {
      gateways ??= createGateways(http(), { notifyErrors: false });
      return gateways;
    },
    login() {
      return requireLogin(server, loginStore.load());
    },
  };
}
