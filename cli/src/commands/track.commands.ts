import type { Command } from 'commander';
import type { CliIo } from '../context.js';
import type { OrderStatusOptions } from '../track/order-status.js';
import type { TrackOptions } from '../track/run-track.js';
import { referenceArgument } from '../actions/job-options.js';
import { withContext } from './lazy-action.js';

export function registerTrackCommands(program: Command, io: CliIo): void {
  program
    .command('track')
    .description(
      "A live job's vehicles, next stops, ETAs, lateness and alerts, kept up to date from the realtime hubs",
    )
    .argument('<job>', 'reference of an approved (live) job')
    .option('--once', 'print the current state once and end')
    .option('--duration <seconds>', 'end after this many seconds (exit 0)')
    .option('--poll <seconds>', 'also read the routes every this many seconds', '30')
    .addHelpText(
      'after',
      '\nOn a terminal the view is redrawn in place; in pipes the view is printed again when it changes;' +
        '\nwith --json (-o json) one JSON object per update (NDJSON). It ends by itself once every vehicle' +
        '\nhas finished its route.',
    )
    .action(
      withContext(io, async (ctx, job: string, options: TrackOptions) =>
        (await import('../track/run-track.js')).trackJob(ctx, referenceArgument(job), options),
      ),
    );
  const orders = program.command('orders').description('Orders of live jobs');
  orders
    .command('status')
    .description("The orders' states of a live job (--job) or of every live job of a day (--date)")
    .option('--job <ref>', 'an approved (live) job')
    .option('--date <YYYY-MM-DD>', 'every approved job of this task date')
    .action(
      withContext(io, async (ctx, options: OrderStatusOptions) =>
        (await import('../track/order-status.js')).orderStatus(ctx, options),
      ),
    );
}
