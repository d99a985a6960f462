import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Command } from 'commander';
import type { CliIo } from '../context.js';
import { CliError, EXIT, usageError } from '../io/cli-error.js';
import { t } from '../messages.js';
import { findServerEntry } from './serve.command.js';

/**
 * `rota roads import FILE`: runs the server's road import (`server/src/roads.ts`) here, on the
 * operator's machine, against the database DATABASE_URL names. It needs osm2pgrouting (and
 * osmium-tool for .osm.pbf) here, and PostGIS and pgRouting in that PostgreSQL server.
 */
export function roadsImportLaunch(
  file: string,
  options: { mapconfig?: string },
  env: NodeJS.ProcessEnv,
  entry = findServerEntry(undefined, 'roads'),
): { command: string; args: string[]; env: NodeJS.ProcessEnv } {
  if (!env['DATABASE_URL']) throw usageError(t('cli.roadsNeedDatabase'));
  if (!entry) throw new CliError(t('cli.serverNotInstalled'));
  return {
    command: process.execPath,
    args: [
      ...entry,
      'import',
      path.resolve(file),
      ...(options.mapconfig ? ['--mapconfig', path.resolve(options.mapconfig)] : []),
    ],
    env,
  };
}

export function registerRoadsCommand(program: Command, io: CliIo): void {
  const roads = program
    .command('roads')
    .description('Road network of ROTA_ROUTING=pgrouting in the PostgreSQL server of DATABASE_URL');
  roads
    .command('import <file>')
    .description(
      'Import an OpenStreetMap extract (.osm, .osm.gz, .osm.pbf) with osm2pgrouting (car profile); replaces the network and forgets cached matrices',
    )
    .option('--mapconfig <file>', "osm2pgrouting's configuration (default: its mapconfig_for_cars.xml)")
    .action(async (file: string, options: { mapconfig?: string }) => {
      const launch = roadsImportLaunch(file, options, io.env);
      const child = spawn(launch.command, launch.args, {
        env: launch.env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (chunk: Buffer) => io.stdout.write(chunk));
      child.stderr.on('data', (chunk: Buffer) => io.stderr.write(chunk));
      const code = await new Promise<number | null>((resolve, reject) => {
        child.once('error', reject);
        child.once('exit', (exitCode) => resolve(exitCode));
      });
      if (code === 2) throw new CliError(t('cli.roadsImportFailed', { code }), EXIT.usage);
      if (code !== 0) throw new CliError(t('cli.roadsImportFailed', { code: code ?? 'signal' }));
    });
}
