import type { Command } from 'commander';
import type { CliIo } from '../context.js';
import type { BackupOptions, RestoreOptions } from '../actions/backup.actions.js';
import { withContext } from './lazy-action.js';

export function registerBackupCommands(program: Command, io: CliIo): void {
  program
    .command('backup')
    .description(
      "Back up Rota's database: with DATABASE_URL, pg_dump of that PostgreSQL database; otherwise a snapshot of the signed-in server's embedded database (Admin)",
    )
    .option(
      '--out <file>',
      'file to write (default: "rota-backup_YYYY_MM_DD_HH_mm.tar.gz" here, ".dump" for PostgreSQL)',
    )
    .action(
      withContext(io, async (ctx, options: BackupOptions) =>
        (await import('../actions/backup.actions.js')).backup(ctx, options),
      ),
    );
  program
    .command('restore')
    .description(
      'Restore a backup: a snapshot of the embedded database into a new folder (--data-dir), a pg_dump archive into the empty database of DATABASE_URL',
    )
    .argument('<file>', 'the file `rota backup` wrote')
    .option(
      '--data-dir <dir>',
      'new or empty folder for the embedded database; start a server with DATA_DIR=<dir>',
    )
    .action(
      withContext(io, async (ctx, file: string, options: RestoreOptions) =>
        (await import('../actions/backup.actions.js')).restore(ctx, file, options),
      ),
    );
}
