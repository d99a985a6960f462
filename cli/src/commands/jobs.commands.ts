import { Option, type Command } from 'commander';
import type { CliIo } from '../context.js';
import type { CreateJobOptions } from '../actions/job-input.builder.js';
import type { ListOptions, WatchOptions } from '../actions/jobs.actions.js';
import { withContext } from './lazy-action.js';

const actions = () => import('../actions/jobs.actions.js');

export function registerJobCommands(program: Command, io: CliIo): void {
  const jobs = program
    .command('jobs')
    .description('Daily-plan jobs: list, create, queue, rerun, delete, watch, summary');

  jobs
    .command('list')
    .description('List jobs (newest first)')
    .option('--status <statuses>', 'only these statuses, comma-separated (e.g. SUCCESS,FAILED)')
    .option('--date <YYYY-MM-DD>', 'only jobs of this task date')
    .option('--from <YYYY-MM-DD>', 'task date from')
    .option('--to <YYYY-MM-DD>', 'task date to')
    .option('--ref <text>', 'reference contains this text')
    .option('--limit <n>', 'at most this many jobs', '100')
    .action(withContext(io, async (ctx, options: ListOptions) => (await actions()).list(ctx, options)));

  jobs
    .command('create')
    .description('Create a job from orders and vehicles of a distribution center')
    .argument('<ref>', 'job reference')
    .option('--center <id>', 'distribution center id (default: the one of your sign-in)')
    .option('--orders <refs>', 'order references, comma-separated')
    .option('--all-orders', 'every order of the center (of --date when given)')
    .option('--date <YYYY-MM-DD>', 'with --all-orders: the orders of this day')
    .option('--vehicles <refs>', 'vehicle references, comma-separated')
    .option('--all-vehicles', 'every vehicle of the center')
    .option('--params <file>', 'job parameters from a JSON file (jobParameterDto fields)')
    .option('--max-runtime <minutes>', 'maximumRuntimeInMinutes')
    .option(
      '--objective <list>',
      'objectivePriorities, comma-separated (e.g. "Vehicle Usage,Distance Duration")',
    )
    .option('--min-vehicles <n>', 'minNumberOfVehicles')
    .option('--max-vehicles <n>', 'maxNumberOfVehicles (default: the number of vehicles)')
    .option('--queue', 'queue it at once (Confirm & Queue)')
    .action(
      withContext(io, async (ctx, ref: string, options: CreateJobOptions) =>
        (await actions()).create(ctx, ref, options),
      ),
    );

  jobs
    .command('queue')
    .description('Queue a saved job with its current input')
    .argument('<ref>', 'job reference')
    .action(withContext(io, async (ctx, ref: string) => (await actions()).queue(ctx, ref)));

  jobs
    .command('rerun')
    .description('Run a finished job again (a new version)')
    .argument('<ref>', 'job reference')
    .action(withContext(io, async (ctx, ref: string) => (await actions()).rerun(ctx, ref)));

  jobs
    .command('delete')
    .description('Delete jobs')
    .argument('<refs...>', 'job references')
    .option('-y, --yes', 'do not ask (needed when no terminal can ask)')
    .action(
      withContext(io, async (ctx, refs: string[], options: { yes?: boolean }) =>
        (await actions()).remove(ctx, refs, options.yes === true),
      ),
    );

  jobs
    .command('watch')
    .description('Follow a job live until it ends: exit 0 on SUCCESS, 1 on FAILED or INFEASIBLE')
    .argument('<ref>', 'job reference')
    .option('--timeout <seconds>', 'give up after this long (exit 1)')
    .addOption(
      new Option('--poll <seconds>', 'also read the status this often, besides the live hub').default('5'),
    )
    .action(
      withContext(io, async (ctx, ref: string, options: WatchOptions) =>
        (await actions()).watch(ctx, ref, options),
      ),
    );

  jobs
    .command('summary')
    .description('Per-vehicle summary of a solved job (--detail: one row per stop)')
    .argument('<ref>', 'job reference')
    .option('--detail', 'the Job Detail grid')
    .action(
      withContext(io, async (ctx, ref: string, options: { detail?: boolean }) =>
        (await actions()).summary(ctx, ref, options.detail === true),
      ),
    );
}
