import {
  transitionJob,
  validateDistributionCenter,
  validateJobReference,
  validateCoordinates,
  validateJobParameters,
  validateVehicleConfiguration,
  type FieldIssue,
  type JobInput,
  type JobStatus,
  type LeftOutOrder,
} from '@rota/core/daily-plan';
import type { Orm } from '../db/database.js';
import { fail, type Answer } from '../platform/answer.js';
import { withFieldLabel } from '../platform/field-labels.js';
import type { AuthUser } from '../platform/context.js';
import { canSeeCenter } from '../master-data/resource-scope.rules.js';
import { centerScope } from './job-access.js';
import type { Translator } from '../platform/i18n.js';
import { findJobByRef, type JobRecord } from './job.repository.js';
import {
  clearJobOrdersAndVehicles,
  findCenterDrivers,
  findCenterVehicles,
  insertJob,
  insertJobOrders,
  insertJobVehicleDrivers,
  insertJobVehicles,
  replanJob,
} from './job-input.repository.js';
import type { JobQueue } from '../solver/job-queue.js';
import { chooseJobOrders } from './choose-job-orders.js';

export type SaveJobResult<R = undefined> =
  | { ok: true; job: JobRecord; created: boolean; row: R; leftOut: LeftOutOrder[] }
  | { ok: false; answer: Answer };

/** 400 with the first problem as the message and every problem naming its field, in `t`'s language. */
const invalid = (issues: readonly FieldIssue[], t: Translator): { ok: false; answer: Answer } => ({
  ok: false,
  answer: fail(400, issues[0]?.messageKey ?? 'server.invalidBody', {
    ...(issues[0]?.params ? { params: { ...issues[0].params } } : {}),
    validation: issues.map((i) => ({
      field: i.field,
      message: withFieldLabel(i.field, t(i.messageKey, i.params ? { ...i.params } : undefined), t),
    })),
  }),
});

function validate(input: JobInput, user: AuthUser): FieldIssue[] {
  const issues: FieldIssue[] = [...validateJobReference(input.refNo)];
  const needsCenter = user.roles.includes('DC Manager')
    ? []
    : validateDistributionCenter(['Admin'], input.distributionCenterId);
  issues.push(...needsCenter);
  issues.push(
    ...validateJobParameters(input.jobParameterDto, input.vehicleRefNoList.length).map((i) => ({
      ...i,
      field: `jobParameterDto.${i.field}`,
    })),
  );
  for (const configuration of input.vehicleConfigurations) {
    const prefix = `vehicleConfigurations.${configuration.vehicleRefNo}`;
    issues.push(
      ...validateVehicleConfiguration(configuration).map((i) => ({ ...i, field: `${prefix}.${i.field}` })),
      ...validateCoordinates(`${prefix}.departureLocation`, configuration.departureLocation),
      ...validateCoordinates(`${prefix}.arrivalLocation`, configuration.arrivalLocation),
    );
  }
  return issues;
}

/**
 * POST jobs/partial-job: creates a job, or replans (configures) an existing one with the same
 * reference, in one transaction; with `queue` it enters the queue at once.
 */
/**
 * Saves (and with `queue: true` queues) a job. `readBack` reads the answer inside the saving
 * transaction, so it shows the job as saved: a solver worker cannot start it before the commit.
 */
export async function saveJobInput<R = undefined>(
  orm: Orm,
  queue: JobQueue,
  user: AuthUser,
  input: JobInput,
  t: Translator,
  readBack?: (tx: Orm, refNo: string) => Promise<R>,
): Promise<SaveJobResult<R>> {
  const issues = validate(input, user);
  if (issues.length > 0) return invalid(issues, t);
  const noOrders = input.orderRefNoList.length === 0 && input.allOrders !== true;
  if (input.queue && (noOrders || input.vehicleRefNoList.length === 0)) {
    return { ok: false, answer: fail(400, 'dailyPlan.selectAtLeastOneOrderAndVehicle') };
  }
  const requested =
    input.distributionCenterId == null || input.distributionCenterId === ''
      ? null
      : Number(input.distributionCenterId);
  const scope = await centerScope(orm, user, requested);
  if (!scope.ok) return scope;
  const centerId = scope.distributionCenterId;
  if (centerId === null) return { ok: false, answer: fail(400, 'dailyPlan.selectDistributionCenter') };
  const refNo = input.refNo.trim();

  const choice = await chooseJobOrders(orm, centerId, input);
  if (!choice.ok) return choice;
  const { orders, taskDate } = choice;
  const vehicles = await findCenterVehicles(orm, centerId, input.vehicleRefNoList);
  const missingVehicles = input.vehicleRefNoList.filter((r) => !vehicles.some((v) => v.ref_no === r));
  if (missingVehicles.length > 0) {
    return {
      ok: false,
      answer: fail(400, 'dailyPlan.server.unknownVehicles', {
        params: { refNos: missingVehicles.join(', ') },
      }),
    };
  }
  const driverRefs = input.vehicleDrivers.map((d) => d.driverRefNo);
  // Only the job's center's drivers: another center's answer as missing ones do.
  const drivers = await findCenterDrivers(orm, centerId, driverRefs);
  const missingDrivers = driverRefs.filter((r) => !drivers.some((d) => d.ref_no === r));
  if (missingDrivers.length > 0)
    return {
      ok: false,
      answer: fail(400, 'dailyPlan.server.unknownDrivers', { params: { refNos: missingDrivers.join(', ') } }),
    };
  if (new Set(driverRefs).size !== driverRefs.length)
    return { ok: false, answer: fail(400, 'dailyPlan.server.driverTwice') };
  const outside = input.vehicleDrivers.find((d) => !input.vehicleRefNoList.includes(d.vehicleRefNo));
  if (outside)
    return {
      ok: false,
      answer: fail(400, 'dailyPlan.server.vehicleNotInJob', {
        params: { vehicleRefNo: outside.vehicleRefNo },
      }),
    };

  const vehicleId = new Map(vehicles.map((v) => [v.ref_no, v.id]));
  const driverId = new Map(drivers.map((d) => [d.ref_no, d.id]));
  const saved = {
    centerId,
    taskDate,
    allOrders: input.allOrders === true,
    parameters: input.jobParameterDto,
  };

  return orm.transaction(async (tx) => {
    const existing = await findJobByRef(tx, refNo, true);
    let to: JobStatus;
    let jobId: number;
    if (existing) {
      if (!canSeeCenter(scope.visibility, existing.distributionCenterId))
        return { ok: false as const, answer: fail(403, 'server.outsideDistributionCenter') };
      const event =
        existing.status === 'AWAITING_CONFIGURATION'
          ? ({ type: 'configure', queue: input.queue } as const)
          : ({ type: 'replan', queue: input.queue } as const);
      const moved = transitionJob(existing.status, event);
      if (!moved.ok) {
        return {
          ok: false as const,
          answer: fail(409, moved.error.messageKey, { params: { ...moved.error.params }, code: 6 }),
        };
      }
      to = moved.value;
      jobId = existing.id;
      await replanJob(tx, jobId, { status: to, ...saved });
      await clearJobOrdersAndVehicles(tx, jobId);
    } else {
      const created = transitionJob(null, { type: 'create', queue: input.queue });
      if (!created.ok)
        return {
          ok: false as const,
          answer: fail(409, created.error.messageKey, { params: { ...created.error.params } }),
        };
      to = created.value;
      jobId = await insertJob(tx, { refNo, status: to, ...saved, createdBy: user.id });
    }
    if (orders.length > 0)
      await insertJobOrders(
        tx,
        jobId,
        orders.map((o) => o.id),
      );
    if (vehicles.length > 0) {
      const rowsOfVehicles = input.vehicleRefNoList.map((refNoOfVehicle) => ({
        vehicleId: vehicleId.get(refNoOfVehicle),
        configuration: input.vehicleConfigurations.find((c) => c.vehicleRefNo === refNoOfVehicle),
      }));
      await insertJobVehicles(tx, jobId, rowsOfVehicles);
    }
    if (input.vehicleDrivers.length > 0) {
      const pairs = input.vehicleDrivers.map((d) => ({
        vehicleId: vehicleId.get(d.vehicleRefNo),
        driverId: driverId.get(d.driverRefNo),
      }));
      await insertJobVehicleDrivers(tx, jobId, pairs);
    }
    if (to === 'QUEUED') await queue.enqueue(tx, jobId);
    const job = await findJobByRef(tx, refNo);
    const row = (readBack ? await readBack(tx, refNo) : undefined) as R;
    return { ok: true as const, job: job as JobRecord, created: !existing, row, leftOut: choice.leftOut };
  });
}
