import fs from 'node:fs';
import path from 'node:path';
import type { CommandContext } from '../context.js';

/** The values a completion script asks `rota __complete KIND` for. */
export const DYNAMIC_KINDS = ['export-resources', 'upload-kinds', 'jobs'] as const;
export type DynamicKind = (typeof DYNAMIC_KINDS)[number];

/** Which values complete a command's first argument, by the argument's name. */
export const ARGUMENT_KINDS: Readonly<Record<string, DynamicKind>> = {
  ref: 'jobs',
  refs: 'jobs',
  job: 'jobs',
  resource: 'export-resources',
  kind: 'upload-kinds',
};

/** Which values complete an option's value, by its long flag. */
export const OPTION_KINDS: Readonly<Record<string, DynamicKind>> = { '--job': 'jobs' };

/** How long the server's job references are kept for completion. */
export const JOBS_CACHE_MS = 60_000;
const CACHE_FILE = 'completion-cache.json';

type Cache = Record<string, { readonly at: number; readonly jobs: readonly string[] }>;

function readCache(dir: string): Cache {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, CACHE_FILE), 'utf8')) as Cache;
  } catch {
    return {};
  }
}

function writeCache(dir: string, cache: Cache): void {
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    fs.writeFileSync(path.join(dir, CACHE_FILE), JSON.stringify(cache), { mode: 0o600 });
  } catch {
    // A cache that cannot be written only means asking the server again.
  }
}

/** The newest jobs' references of the signed-in server, kept a minute in the config folder. */
async function jobReferences(ctx: CommandContext, dir: string, now = Date.now()): Promise<readonly string[]> {
  const cache = readCache(dir);
  const kept = cache[ctx.server];
  if (kept && now - kept.at >= 0 && now - kept.at < JOBS_CACHE_MS) return kept.jobs;
  if (ctx.loginStore.load() === null) return [];
  const answer = await ctx.api().dailyPlan.listJobs({ query: { pageSize: 200 } });
  if (!answer.ok) return [];
  const jobs = answer.data.jobList.map((job) => job.jobRefNo);
  writeCache(dir, { ...cache, [ctx.server]: { at: now, jobs } });
  return jobs;
}

/**
 * The values of a kind, one per line: export resources and upload kinds from core's registries,
 * job references from the server (cached). Completion must never fail a shell: any failure
 * prints nothing.
 */
export async function printDynamicValues(ctx: CommandContext, kind: string, dir: string): Promise<void> {
  let values: readonly string[] = [];
  try {
    if (kind === 'export-resources') {
      const { EXPORT_SOURCES } = await import('../export/export-resources.js');
      values = ['list', ...EXPORT_SOURCES.map((s) => s.name)];
    } else if (kind === 'upload-kinds') {
      const { UPLOAD_KINDS } = await import('@rota/core');
      values = UPLOAD_KINDS;
    } else if (kind === 'jobs') values = await jobReferences(ctx, dir);
  } catch {
    values = [];
  }
  if (values.length > 0) ctx.io.stdout.write(`${values.join('\n')}\n`);
}
