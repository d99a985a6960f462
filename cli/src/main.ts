import { applyProcessSettings, exitOnClosedOutput, exitOnInterrupt } from './io/process-settings.js';
import { runCli } from './program.js';

applyProcessSettings(process.env);
exitOnInterrupt(process.stderr);
exitOnClosedOutput(process.stdout);
// Pipes and files are written synchronously on Linux, so nothing is lost by leaving at once;
// an open hub connection or stdin reader must not keep a finished command alive.
process.exit(await runCli(process.argv));
