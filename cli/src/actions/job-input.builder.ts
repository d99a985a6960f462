import fs from 'node:fs';
import { z } from 'zod';
import {
  jobFieldLabel,
  jobParameterDtoSchema,
  objectivePrioritySchema,
  validateJobParameters,
  validateParameterRanges,
  type JobInput,
  type JobParameterDto,
  type VehicleDriverPair,
} from '@rota/core/daily-plan';
import { readAllRows } from '@rota/adapters-http';
import { MASTER_DATA_RESOURCES } from '@rota/core';
import type { LoginToken } from '@rota/core/auth';
import type { CommandContext } from '../context.js';
import { failureError } from '../api/server-client.js';
import { CliError, usageError } from '../io/cli-error.js';
import { t } from '../messages.js';
import { dateOption } from './job-options.js';
import { readParameterFlags } from './job-parameter-flags.js';

export interface CreateJobOptions {
  center?: string;
  orders?: string;
  allOrders?: boolean;
  date?: string;
  vehicles?: string;
  allVehicles?: boolean;
  params?: string;
  /** The numeric parameters' flags (`maxRuntime`, `trafficSeverityRate`, ...): job-parameter-flags.ts. */
  [parameterFlag: string]: string | boolean | undefined;
  objective?: string;
  queue?: boolean;
}

const refList = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/** What a job needs of a center's vehicles. */
const vehicleRowSchema = z.looseObject({
  refNo: z.string().optional(),
  vehicleRefNo: z.string().optional(),
  defaultDriverRefNo: z.string().nullable().optional(),
});

/** Every row of a center's vehicles, through the registry entry's gateway. */
async function lookup(
  ctx: CommandContext,
  resource: 'vehicles',
  query: Record<string, string>,
): Promise<unknown[]> {
  const read = await readAllRows(ctx.api().resources[resource], MASTER_DATA_RESOURCES[resource], query);
  if (!read.ok) throw failureError(ctx.server, read.failure);
  return read.rows;
}

function readParameters(file: string | undefined): Record<string, unknown> {
  if (file === undefined) return {};
  let content: unknown;
  try {
    content = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw usageError(t('cli.paramsFileUnreadable', { file, detail: (error as Error).message }));
  }
  if (!content || typeof content !== 'object' || Array.isArray(content))
    throw usageError(t('cli.paramsFileUnreadable', { file, detail: 'expected a JSON object' }));
  const dto = (content as Record<string, unknown>)['jobParameterDto'];
  return (dto && typeof dto === 'object' ? dto : content) as Record<string, unknown>;
}

/** A usage error listing each parameter's problem, labelled, in the catalogs' words. */
function invalidParameters(
  issues: readonly { field: string; messageKey: string; params?: object }[],
): CliError {
  const listed = issues.map((i) => ({
    field: i.field,
    message: `${jobFieldLabel(i.field, t)}: ${t(i.messageKey, { ...(i.params ?? {}) })}`,
  }));
  return new CliError(
    t('cli.optionInvalid', { option: '--params', detail: 'invalid job parameters' }),
    2,
    listed,
    'USAGE',
  );
}

/**
 * jobParameterDto from the file, then the flags; the vehicle-count bounds default to the
 * selection. Checked by the rules the job modal and POST jobs apply (core's declarations).
 */
export function buildParameters(options: CreateJobOptions, vehicleCount: number | null): JobParameterDto {
  const fromFile = readParameters(options.params);
  const flags = readParameterFlags(options);
  if (options.objective !== undefined) {
    const names = options.objective.split(',').map((s) => s.trim());
    const parsed = z.array(objectivePrioritySchema).safeParse(names);
    if (!parsed.success)
      throw usageError(
        t('cli.optionInvalid', { option: '--objective', detail: objectivePrioritySchema.options.join(', ') }),
      );
    flags['objectivePriorities'] = parsed.data;
  }
  const merged = { minNumberOfVehicles: 0, maxNumberOfVehicles: vehicleCount ?? 0, ...fromFile, ...flags };
  // Before the selection is known, all but the vehicle-count bounds (which it bounds).
  const issues =
    vehicleCount === null ? validateParameterRanges(merged) : validateJobParameters(merged, vehicleCount);
  if (issues.length > 0) throw invalidParameters(issues);
  const parsed = jobParameterDtoSchema.safeParse(merged);
  if (!parsed.success)
    throw invalidParameters(
      parsed.error.issues.map((i) => ({ field: i.path.join('.'), messageKey: i.message })),
    );
  return parsed.data;
}

/**
 * The checks of `rota jobs create` that need no server: the center, the selection needed to
 * queue, the day and the parameter flags. Answers the center.
 */
export function checkCreateOptions(options: CreateJobOptions, login: LoginToken): string {
  const center =
    options.center ?? (login.distributionCenterId === null ? undefined : String(login.distributionCenterId));
  if (center === undefined) throw usageError(t('cli.centerMissing'));
  if (!/^\d+$/.test(center))
    throw usageError(t('cli.optionInvalid', { option: '--center', detail: 'a numeric id' }));
  const wantOrders = options.allOrders === true || options.orders !== undefined;
  const wantVehicles = options.allVehicles === true || options.vehicles !== undefined;
  if (options.queue && (!wantOrders || !wantVehicles)) throw usageError(t('cli.selectionMissing'));
  dateOption('--date', options.date);
  // The flags alone, before the selection is known (its size bounds the vehicle counts later).
  buildParameters(options, null);
  return center;
}

/** The job input of `rota jobs create`: the selection, default drivers and parameters. */
export async function buildJobInput(
  ctx: CommandContext,
  login: LoginToken,
  refNo: string,
  options: CreateJobOptions,
): Promise<JobInput> {
  const center = checkCreateOptions(options, login);
  const wantVehicles = options.allVehicles === true || options.vehicles !== undefined;
  const centerQuery = { distributionCenterId: center };

  // The server chooses "all orders": the open ones of the plan day (default its today), by core's
  // order-hold rule; orders named with --orders are taken whatever their state.
  const allOrders = options.allOrders === true;
  const planDate = dateOption('--date', options.date);
  const orderRefNoList = refList(options.orders);

  let vehicleRefNoList = refList(options.vehicles);
  const vehicleDrivers: VehicleDriverPair[] = [];
  if (wantVehicles) {
    const rows = (await lookup(ctx, 'vehicles', centerQuery)).flatMap((row) => {
      const parsed = vehicleRowSchema.safeParse(row);
      const ref = parsed.success ? (parsed.data.vehicleRefNo ?? parsed.data.refNo) : undefined;
      return parsed.success && ref ? [{ ref, driver: parsed.data.defaultDriverRefNo ?? null }] : [];
    });
    if (options.allVehicles) vehicleRefNoList = rows.map((r) => r.ref);
    if (vehicleRefNoList.length === 0) throw new CliError(t('cli.noVehiclesFound', { center }));
    for (const row of rows)
      if (row.driver && vehicleRefNoList.includes(row.ref))
        vehicleDrivers.push({ vehicleRefNo: row.ref, driverRefNo: row.driver });
  }

  return {
    refNo,
    distributionCenterId: Number(center),
    orderRefNoList,
    ...(allOrders ? { allOrders } : {}),
    ...(planDate ? { planDate } : {}),
    vehicleRefNoList,
    vehicleDrivers,
    vehicleConfigurations: [],
    jobParameterDto: buildParameters(options, vehicleRefNoList.length),
    queue: options.queue === true,
  };
}
