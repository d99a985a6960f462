import { Command, CommanderError, Option } from 'commander';
import { registerAuthCommands } from './commands/auth.commands.js';
import { registerBackupCommands } from './commands/backup.commands.js';
import { registerBenchCommand } from './commands/bench.command.js';
import { registerExportCommand } from './commands/export.command.js';
import { registerJobCommands } from './commands/jobs.commands.js';
import { registerLabelsCommand } from './commands/labels.command.js';
import { registerSimulateCommand } from './commands/simulate.command.js';
import { registerSolveCommand } from './commands/solve.command.js';
import { registerServeCommands } from './commands/serve.command.js';
import { registerRoadsCommand } from './commands/roads.command.js';
import { registerUploadCommands } from './commands/upload.commands.js';
import { registerTrackCommands } from './commands/track.commands.js';
import type { CliIo } from './context.js';
import { registerCompletionCommand } from './commands/completion.command.js';
import { DEFAULT_SERVER } from './config/server-address.js';
import { CliError, EXIT, usageError, type ExitCode } from './io/cli-error.js';
import { isTimeZone } from './io/process-settings.js';
import { OUTPUT_FORMATS, stdoutCarries, yamlOf, type OutputFormat } from './io/output.js';

export { DEFAULT_SERVER };

function processIo(): CliIo {
  return { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env };
}

/** The `rota` command tree; every command has --help, the global --server and --json. */
export function buildProgram(io: CliIo = processIo()): Command {
  const program = new Command('rota')
    .description(
      "Rota operators' terminal tool: sign in, run and watch jobs, export grids, upload sheets, check the optimizer",
    )
    // Answered by runCli before parsing: it may ask the server for its version too.
    .option('-V, --version', 'print the version of rota and, when signed in or given --server, of the server')
    .addOption(
      new Option(
        '--server <url>',
        'Rota server address (else env ROTA_SERVER, else the server of your latest `rota login`)',
      ).default(io.env['ROTA_SERVER'] || DEFAULT_SERVER),
    )
    .option('--json', 'print JSON (for scripts); the same as -o json')
    .addOption(
      new Option(
        '-o, --output <format>',
        'the answer as json, yaml, csv or table (default: table, for people)',
      ).choices(OUTPUT_FORMATS),
    )
    .option('--no-headers', 'tables and CSV without their header row')
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    })
    .exitOverride();
  registerAuthCommands(program, io);
  registerJobCommands(program, io);
  registerTrackCommands(program, io);
  registerExportCommand(program, io);
  registerLabelsCommand(program, io);
  registerUploadCommands(program, io);
  registerSolveCommand(program, io);
  registerSimulateCommand(program, io);
  registerBenchCommand(program, io);
  registerServeCommands(program, io);
  registerRoadsCommand(program, io);
  registerBackupCommands(program, io);
  registerCompletionCommand(program, io);
  return program;
}

/**
 * The error of a run. In JSON or YAML it is the run's one document on standard output, unless the
 * command already printed its answer there (a refused upload's report): then standard error
 * alone names it. A stream (NDJSON) ends with it as its last line.
 */
function printError(io: CliIo, error: CliError, format: OutputFormat): void {
  const body = { error: { code: error.code, message: error.message, issues: error.issues } };
  const carried = stdoutCarries();
  if (format === 'json' && carried !== 'document') io.stdout.write(`${JSON.stringify(body)}\n`);
  if (format === 'yaml' && carried !== 'document')
    io.stdout.write(`${carried === 'stream' ? '---\n' : ''}${yamlOf(body)}`);
  const lines = [`rota: ${error.message}`, ...error.issues.map((i) => `  ${i.field}: ${i.message}`)];
  io.stderr.write(`${lines.join('\n')}\n`);
}

/** The output format named on the command line (before commander reads it: errors need it too). */
function formatOf(argv: readonly string[]): OutputFormat {
  if (argv.includes('--json')) return 'json';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const value =
      arg === '-o' || arg === '--output'
        ? argv[i + 1]
        : arg.startsWith('--output=')
          ? arg.slice('--output='.length)
          : arg.startsWith('-o') && arg.length > 2
            ? arg.slice(2)
            : undefined;
    if (value !== undefined && (OUTPUT_FORMATS as readonly string[]).includes(value))
      return value as OutputFormat;
  }
  return 'table';
}

/** Runs the tool; answers the exit code (0 success, 1 failure, 2 usage). */
export async function runCli(argv: readonly string[], io: CliIo = processIo()): Promise<ExitCode> {
  const program = buildProgram(io);
  const format = formatOf(argv);
  const json = format === 'json';
  const zone = io.env['ROTA_TIME_ZONE'];
  if (zone && !isTimeZone(zone)) {
    const { t } = await import('./messages.js');
    printError(io, usageError(t('cli.timeZoneInvalid', { zone })), format);
    return EXIT.usage;
  }
  try {
    if (argv.includes('--version') || argv.includes('-V')) {
      const { printVersion, versionRequest } = await import('./actions/version.actions.js');
      const version = versionRequest(argv.slice(2));
      if (version) return await printVersion(io, version.server, json);
    }
    await program.parseAsync([...argv], { from: 'node' });
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (
        error.code === 'commander.helpDisplayed' ||
        error.code === 'commander.version' ||
        error.code === 'commander.help'
      )
        return EXIT.ok;
      // Commander already printed what was wrong with the command line.
      if (json)
        io.stdout.write(
          `${JSON.stringify({ error: { code: 'USAGE', message: error.message, issues: [] } })}\n`,
        );
      return EXIT.usage;
    }
    if (error instanceof CliError) {
      printError(io, error, format);
      return error.exitCode;
    }
    throw error;
  }
}
