import { Option, type Command } from 'commander';
import type { CliIo } from '../context.js';
import type { BenchCommandOptions } from '../actions/bench.actions.js';
import { withContext } from './lazy-action.js';

export function registerBenchCommand(program: Command, io: CliIo): void {
  program
    .command('bench')
    .description('Run the optimizer on a benchmark set and print the gap to the best known solutions')
    .addOption(
      new Option('--set <set>', 'benchmark set').choices(['solomon', 'cvrplib-x']).default('solomon'),
    )
    .addOption(
      new Option('--objective <objective>', 'distance, or vehicles (then distance)')
        .choices(['distance', 'vehicles'])
        .default('distance'),
    )
    .option('--time-limit <seconds>', 'time limit per instance (default: 10, none with --iterations)')
    .option(
      '--iterations <n>',
      'iteration budget per instance: the same seed gives the same figures anywhere',
    )
    .option('--seed <n>', 'random seed', '1')
    .option(
      '--runs <n>',
      'repeat the set with seeds seed, seed + 1, ...; prints each run, then per class the mean and range over the runs',
    )
    .option(
      '--threads <n>',
      'parallel searches per instance, sharing their best plans (default: every core; 1 with --iterations alone)',
    )
    .option('--instances <names>', 'only these instances, comma-separated (e.g. C101,R201)')
    .option('--dir <folder>', 'benchmarks folder (default: test-fixtures/benchmarks of this checkout)')
    .action(
      withContext(io, async (ctx, options: BenchCommandOptions) =>
        (await import('../actions/bench.actions.js')).bench(ctx, options),
      ),
    );
}
