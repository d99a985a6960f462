import { Option, type Command } from 'commander';
import type { CliIo } from '../context.js';
import type { CreateJobOptions } from '../actions/job-input.builder.js';
import { parameterFlagHelp, parameterFlags } from '../actions/job-parameter-flags.js';
import type { ListOptions } from '../actions/jobs.actions.js';
import { registerJobPlanCommands } from './job-plan.commands.js';
import { withContext } from './lazy-action.js';

const actions = () => import('../actions/jobs.actions.js');

export function registerJobCommands(program: Command, io: CliIo): void {
  const jobs = program
    .command('jobs')
    .description(
      'Daily-plan jobs: list, create, queue, rerun, delete, watch, summary, show, versions, diff, approve, discard, drivers',
    );

  jobs
    .command('list')
    .description('List jobs (newest first)')
    .option('--status <statuses>', 'only these statuses, comma-separated (e.g. SUCCESS,FAILED)')
    .addOption(new Option('--date <YYYY-MM-DD>', 'only jobs of this task date').conflicts(['from', 'to']))
    .option('--from <YYYY-MM-DD>', 'task date from')
    .option('--to <YYYY-MM-DD>', 'task date to')
    .option('--ref <text>', 'reference contains this text')
    .option('--limit <n>', 'at most this many jobs (1 to 1000)', '100')
    .action(withContext(io, async (ctx, options: ListOptions) => (await actions()).list(ctx, options)));

  const create = jobs
    .command('create')
    .description('Create a job from orders and vehicles of a distribution center')
    .argument('<ref>', 'job reference (3 to 36 characters)')
    .option('--center <id>', 'distribution center id (default: the one of your sign-in)')
    .option('--orders <refs>', 'order references, comma-separated (taken whatever their state)')
    .addOption(
      new Option(
        '--all-orders',
        "the center's open orders of one day (--date, default today in the server's time zone); orders in a live plan or completed, failed or cancelled by a driver are left out",
      ).conflicts('orders'),
    )
    .option('--date <YYYY-MM-DD>', 'with --all-orders: the plan day')
    .option('--vehicles <refs>', 'vehicle references, comma-separated')
    .addOption(new Option('--all-vehicles', 'every vehicle of the center').conflicts('vehicles'))
    .option('--params <file>', 'job parameters from a JSON file (jobParameterDto fields)')
    .option(
      '--objective <list>',
      'objectivePriorities, comma-separated (e.g. "Vehicle Usage,Distance Duration")',
    );
  // One flag per numeric job parameter, its help and check from core's declaration.
  for (const flag of parameterFlags)
    create.option(`${flag.option} <${flag.placeholder}>`, parameterFlagHelp(flag));
  create
    .option('--queue', 'queue it at once (Confirm & Queue)')
    .option('--replace', 'replan the job when one of this reference exists (else that is refused)')
    .action(
      withContext(io, async (ctx, ref: string, options: CreateJobOptions & { replace?: boolean }) =>
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
    .option('--force', 'delete a live (approved) job too')
    .action(
      withContext(io, async (ctx, refs: string[], options: { yes?: boolean; force?: boolean }) =>
        (await actions()).remove(ctx, refs, options.yes === true, options.force === true),
      ),
    );

  registerJobPlanCommands(jobs, io);
}
