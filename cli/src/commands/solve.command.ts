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
    .option('--time-limit <seconds>', 'time limit of the search (default: 10, none with --iterations)')
    .option(
      '--iterations <n>',
      'iteration budget: without --time-limit the same seed gives the same plan on any machine',
    )
    .option('--seed <n>', 'random seed (with --iterations: same seed, same plan)', '1')
    .option(
      '--threads <n>',
      'parallel searches sharing their best plans (default: every core; 1 with --iterations alone)',
    )
    .option('--require-all', 'exit with status 1 when the plan leaves a customer out')
    .addHelpText(
      'after',
      '\nEvery plan is replayed by the independent checker (capacity, time windows, shift) before it is printed.' +
        '\nCustomers the plan leaves out are listed with the constraint that blocks them.' +
        '\nWith --json it prints {"vehicles":n,"distance":d,"routes":[[customer numbers in visit order],...],' +
        '"unassigned":[{"customer":c,"reason":"TIME_WINDOW"},...]}.',
    )
    .action(
      withContext(io, async (ctx, options: SolveOptions) =>
        (await import('../actions/solve.actions.js')).solve(ctx, options),
      ),
    );
}
