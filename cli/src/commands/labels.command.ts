import type { Command } from 'commander';
import type { CliIo, CommandContext } from '../context.js';
import { outTarget, reportOut, STDOUT, writeOut } from '../io/out-file.js';
import { t } from '../messages.js';
import { withContext } from './lazy-action.js';

/** `rota labels JOB`: the job's order labels as the server makes them (a zip of PDFs). */
export async function downloadLabels(
  ctx: CommandContext,
  jobRefNo: string,
  options: { out?: string },
): Promise<void> {
  ctx.login();
  const { labelZipFileName } = await import('@rota/core/daily-plan');
  const { failureError } = await import('../api/server-client.js');
  const answer = await ctx.api().dailyPlan.orderTrackingLabels({ body: { jobRefNo } });
  if (!answer.ok) throw failureError(ctx.server, answer.error);
  const file = outTarget(options.out, labelZipFileName(jobRefNo));
  writeOut(ctx, file, answer.data);
  const bytes = answer.data.byteLength;
  reportOut(
    ctx,
    file,
    { jobRefNo, file, bytes },
    file === STDOUT
      ? t('cli.labelsToStdout', { jobRefNo, bytes })
      : t('cli.labelsWritten', { jobRefNo, bytes, file }),
  );
}

export function registerLabelsCommand(program: Command, io: CliIo): void {
  program
    .command('labels')
    .description(
      'Download the order labels of a job: a zip with one PDF per planned order (Code 128 of the order)',
    )
    .argument('<job>', 'the job reference')
    .option('--out <file>', 'file to write, - for standard output (default: "<job>.zip" here)')
    .action(
      withContext(io, (ctx, job: string, options: { out?: string }) => downloadLabels(ctx, job, options)),
    );
}
