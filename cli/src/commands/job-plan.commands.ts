import { InvalidArgumentError, Option, type Command } from 'commander';
import { t } from '../messages.js';
import type { CliIo } from '../context.js';
import type { WatchOptions } from '../actions/job-watch.actions.js';
import { withContext } from './lazy-action.js';

const plan = () => import('../actions/job-plan.actions.js');
/** A version number as typed: a whole number from 1. */
function wholeVersion(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new InvalidArgumentError(
      t('cli.wholeNumberRange', { name: 'version', min: 1, max: 1_000_000, value }),
    );
  return n;
}

const requireAll = ['--require-all', 'exit 1 when the plan leaves any order unplanned'] as const;

/** The jobs subcommands that follow a plan: watch, summary, show, versions, approve, discard, drivers. */
export function registerJobPlanCommands(jobs: Command, io: CliIo): void {
  jobs
    .command('watch')
    .description(
      'Follow a job live until it ends: exit 0 on SUCCESS, 1 on FAILED or INFEASIBLE, a job not queued or a lost server',
    )
    .argument('<ref>', 'job reference')
    .option('--timeout <seconds>', 'give up after this long (exit 1)')
    .addOption(
      new Option('--poll <seconds>', 'also read the status this often, besides the live hub').default('5'),
    )
    .addOption(
      new Option(
        '--server-timeout <seconds>',
        'exit 1 when the server leaves the status reads unanswered this long (it is lost)',
      ).default('30'),
    )
    .option(...requireAll)
    .action(
      withContext(io, async (ctx, ref: string, options: WatchOptions) =>
        (await import('../actions/job-watch.actions.js')).watch(ctx, ref, options),
      ),
    );

  jobs
    .command('summary')
    .description('Per-vehicle summary of a solved job (--detail: one row per stop)')
    .argument('<ref>', 'job reference')
    .option('--detail', 'the Job Detail grid')
    .option(...requireAll)
    .action(
      withContext(io, async (ctx, ref: string, options: { detail?: boolean; requireAll?: boolean }) =>
        (await import('../actions/job-summary.actions.js')).summary(ctx, ref, options),
      ),
    );

  jobs
    .command('show')
    .description('A job: its status and times, and once solved its route, approval and unplanned orders')
    .argument('<ref>', 'job reference')
    .option(...requireAll)
    .action(
      withContext(io, async (ctx, ref: string, options: { requireAll?: boolean }) =>
        (await plan()).show(ctx, ref, options),
      ),
    );

  jobs
    .command('versions')
    .description('The route versions of a job (the current one marked *)')
    .argument('<ref>', 'job reference')
    .action(withContext(io, async (ctx, ref: string) => (await plan()).versions(ctx, ref)));

  jobs
    .command('diff')
    .description(
      'What version V2 of a job changes against V1: orders moved, resequenced, added, removed; deltas',
    )
    .argument('<ref>', 'job reference')
    .argument('<v1>', 'the older version (rota jobs versions REF)', (v: string) => wholeVersion(v))
    .argument('<v2>', 'the newer version', (v: string) => wholeVersion(v))
    .action(
      withContext(io, async (ctx, ref: string, v1: number, v2: number) =>
        (await import('../actions/job-diff.actions.js')).diff(ctx, ref, v1, v2),
      ),
    );

  for (const [name, description, discard] of [
    ['approve', 'Go Live: send the plan to the drivers (the current version, or VERSION)', false],
    ['discard', 'Discard the plan (the current version, or VERSION)', true],
  ] as const)
    jobs
      .command(name)
      .description(description)
      .argument('<ref>', 'job reference')
      .argument(
        '[version]',
        'a version number as `rota jobs versions` and `jobs show` number them (default: the current one)',
        (v: string) => wholeVersion(v),
      )
      // The route id the server gives a version: kept for scripts written before version numbers.
      .addOption(new Option('--route <id>', 'the route id of a version').hideHelp())
      .action(
        withContext(io, async (ctx, ref: string, version: number | undefined, options: { route?: string }) =>
          (await plan()).decide(
            ctx,
            ref,
            { ...options, ...(version === undefined ? {} : { version }) },
            discard,
          ),
        ),
      );

  jobs
    .command('drivers')
    .description("Show a job's vehicles and drivers, or assign drivers (a driver drives one vehicle)")
    .argument('<ref>', 'job reference')
    .option(
      '--assign <vehicle=driver>',
      'give the vehicle this driver (nothing after = clears it); repeatable',
      (value: string, previous: string[]) => [...previous, value],
      [] as string[],
    )
    .action(
      withContext(io, async (ctx, ref: string, options: { assign?: string[] }) =>
        (await import('../actions/job-drivers.actions.js')).drivers(ctx, ref, options),
      ),
    );
}
