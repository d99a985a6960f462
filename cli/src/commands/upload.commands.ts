import { Option, type Command } from 'commander';
import type { CliIo } from '../context.js';
import type { TemplateOptions, UploadOptions } from '../actions/upload.actions.js';
import { withContext } from './lazy-action.js';

// The kinds are core's; listed here so `--help` answers without loading core.
const KINDS =
  'location, order, vehicle, driver, location-territory-input, location-planned-visit, territory-polygon-input';

export function registerUploadCommands(program: Command, io: CliIo): void {
  program
    .command('upload')
    .description('Upload an .xlsx sheet (all rows or none) and print the report row by row')
    .argument('<kind>', `what the sheet holds: ${KINDS}`)
    .argument('<file>', 'the .xlsx file (as the template of the kind lays it out)')
    .option('--dry-run', 'check every row and report, store nothing')
    .addHelpText(
      'after',
      '\nExit 0 when every row is accepted, 1 when any row or the file is refused (then nothing is stored).' +
        '\nWith --json it prints the report: {"status","rowCount","written","problems":[{"row","column","value","message"}]}.',
    )
    .action(
      withContext(io, async (ctx, kind: string, file: string, options: UploadOptions) =>
        (await import('../actions/upload.actions.js')).uploadSheet(ctx, kind, file, options),
      ),
    );
  const templates = program.command('templates').description('Upload templates (.xlsx)');
  templates
    .command('download')
    .description('Save the upload template of a kind, for the signed-in role, in a language')
    .argument('<kind>', `the upload kind: ${KINDS}`)
    .addOption(new Option('--lang <language>', 'language of the headers and notes').choices(['en', 'tr']))
    .option('--out <file>', 'file to write (default: "<template name>.xlsx" here, "_tr" added for Turkish)')
    .action(
      withContext(io, async (ctx, kind: string, options: TemplateOptions) =>
        (await import('../actions/upload.actions.js')).downloadTemplate(ctx, kind, options),
      ),
    );
}
