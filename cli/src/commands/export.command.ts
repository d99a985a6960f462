import { Option, type Command } from 'commander';
import type { CliIo } from '../context.js';
import type { ExportOptions } from '../actions/export.actions.js';
import { withContext } from './lazy-action.js';

export function registerExportCommand(program: Command, io: CliIo): void {
  program
    .command('export')
    .description('Export a grid to .xlsx or .csv, named as the web UI names it (page name and date)')
    .argument(
      '<resource>',
      'the grid: jobs, job-summary, job-detail, users, or a master-data grid such as cargo-types (rota export list)',
    )
    .addOption(
      new Option('--format <format>', 'file format (default: the --out extension, else xlsx)').choices([
        'xlsx',
        'csv',
      ]),
    )
    .option(
      '--out <file>',
      'file to write, - for standard output (default: "<Page-name>_YYYY_MM_DD_HH_mm_ss.<format>" here, never over another file)',
    )
    .option('--job <ref>', 'the job of job-summary and job-detail')
    .option('--bom', 'CSV starting with a UTF-8 byte order mark, for Excel (default: none)')
    .option(
      '--filter <field=value>',
      'only rows matching a filter the grid offers (text: starts with, any case), e.g. name=Pal; repeatable',
      (value: string, previous: string[]) => [...previous, value],
      [] as string[],
    )
    .action(
      withContext(io, async (ctx, resource: string, options: ExportOptions) =>
        (await import('../actions/export.actions.js')).exportGrid(ctx, resource, options),
      ),
    );
}
