import type { Command } from 'commander';
import type { CliIo } from '../context.js';
import type { SimulateOptions } from '../simulate/run-simulation.js';
import { withContext } from './lazy-action.js';

export function registerSimulateCommand(program: Command, io: CliIo): void {
  const simulate = program.command('simulate').description('Play live operations back through the API');
  simulate
    .command('drivers')
    .description(
      "Play an approved plan back through the drivers' API: positions along each route, visit events, proof and door readings",
    )
    .requiredOption('--job <ref>', 'the approved job to play')
    .option('--speed <factor>', 'simulated time per real time, e.g. 20x; max sends without waiting', '20x')
    .option(
      '--seed <n>',
      'seed of the deviations (traffic, a skipped stop, a failed delivery, an early arrival)',
      '1',
    )
    .option('--report-every <seconds>', 'simulated seconds between two position reports of a vehicle', '5')
    .option(
      '--driver-password <password>',
      "password of the drivers (sign-ins made when missing; env ROTA_DRIVER_PASSWORD); by default the demo driver password, and the simulator's own for the sign-ins it makes",
      io.env['ROTA_DRIVER_PASSWORD'] || undefined,
    )
    .addHelpText(
      'after',
      '\nSign in first as a user who may read the job and add users (rota login).' +
        '\nEach vehicle of the plan is driven by its assigned driver (or its default one), signed in with' +
        '\ntheir own account: a driver without one gets a Driver account with --driver-password.' +
        '\nThe same --seed gives the same reports.',
    )
    .action(
      withContext(io, async (ctx, options: SimulateOptions) =>
        (await import('../simulate/run-simulation.js')).simulateDrivers(ctx, options),
      ),
    );
}
