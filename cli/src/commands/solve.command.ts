import { Option, type Command } from 'commander';
import type { CliIo } from '../context.js';
import type { SolveOptions } from '../actions/solve.actions.js';
import { withContext } from './lazy-action.js';

export function registerSolveCommand(program: Command, io: CliIo): void {
  program
    .command('solve')
    .description('Solve a Solomon or CVRPLIB instance file with the optimizer (no server needed)')
    .requiredOption('--instance <file>', 'the instance file')
    .addOption(
      new Option('--format <format>', 'instance format (default: .vrp is cvrplib, else solomon)').choices([
        'solomon',
        'cvrplib',
      ]),
    )
    .addOption(
      new Option(
        '--objective <objective>',
        'distance: shortest total distance; vehicles: fewest vehicles, then distance',
      )
        .choices(['distance', 'vehicles'])
        .default('distance'),
    )
    .option('--time-limit <seconds>', 'time limit of the search', '10')
    .option('--seed <n>', 'random seed (same seed, same search)', '1')
    .addHelpText(
      'after',
      '\nWith --json it prints {"vehicles":n,"distance":d,"routes":[[customer numbers in visit order],...]}.',
    )
    .action(
      withContext(io, async (ctx, options: SolveOptions) =>
        (await import('../actions/solve.actions.js')).solve(ctx, options),
      ),
    );
}
