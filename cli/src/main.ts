import { EXIT, type ExitCode } from './io/cli-error.js';
import { exitOnClosedOutput, exitOnInterrupt, exitWhenFlushed } from './io/process-exit.js';
import { applyProcessSettings } from './io/process-settings.js';
import { runCli } from './program.js';

applyProcessSettings(process.env);
exitOnInterrupt(process.stderr);
exitOnClosedOutput(process.stdout, process.stderr);
let code: ExitCode;
try {
  code = await runCli(process.argv);
} catch (error) {
  // A bug, not an expected failure: its stack, for the report.
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  code = EXIT.failure;
}
await exitWhenFlushed(code);
