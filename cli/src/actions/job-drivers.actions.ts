import { domainAnswer, domainNotice } from '@rota/adapters-http';
import {
  assignDriver,
  assignDrivers,
  canSelectDriver,
  driverTally,
  loadDriverAssignment,
  type DriverVehicleRow,
  type VehicleDriverData,
  type VehicleDriverGateway,
} from '@rota/core/daily-plan';
import { unwrap } from '../api/domain-failure.js';
import type { CommandContext } from '../context.js';
import { CliError, EXIT, usageError } from '../io/cli-error.js';
import { table } from '../io/output.js';
import { t } from '../messages.js';

/** Core's vehicle-driver port over the daily-plan API registry. */
function driverGateway(ctx: CommandContext): VehicleDriverGateway {
  const api = ctx.api().dailyPlan;
  return {
    getVehicleDrivers: async (jobRefNo) => domainAnswer(await api.vehicleDrivers({ params: { jobRefNo } })),
    saveVehicleDrivers: async (body) =>
      domainNotice(await api.saveVehicleDrivers({ params: { jobRefNo: body.jobRefNo }, body })),
    saveJobVehicles: async (body) =>
      domainNotice(await api.saveJobVehicles({ params: { jobRefNo: body.jobRefNo }, body })),
  };
}

type Assignment = readonly [vehicle: string, driver: string | null];

/** `--assign VEHICLE=DRIVER` (nothing after = clears the vehicle's driver), checked before any call. */
export function parseAssignments(values: readonly string[]): Assignment[] {
  return values.map((value) => {
    const at = value.indexOf('=');
    const vehicle = at > 0 ? value.slice(0, at).trim() : '';
    if (vehicle.length === 0) throw usageError(t('cli.assignInvalid', { value }));
    const driver = value.slice(at + 1).trim();
    return [vehicle, driver.length > 0 ? driver : null] as const;
  });
}

/** The rows after the assignments, each checked against the job's vehicles and drivers. */
function applyAssignments(jobRefNo: string, data: VehicleDriverData, assignments: readonly Assignment[]) {
  const fail = (key: string, params: Record<string, string>) =>
    new CliError(t(key, { jobRefNo, ...params }), EXIT.failure, [], 'ASSIGNMENT_REFUSED');
  return assignments.reduce<DriverVehicleRow[]>((rows, [vehicle, driver]) => {
    const row = rows.find((r) => r.vehicleRefNo === vehicle);
    if (!row)
      throw fail('cli.vehicleNotInJob', { vehicle, known: rows.map((r) => r.vehicleRefNo).join(', ') });
    if (!canSelectDriver(row)) throw fail('cli.vehicleNotAssigned', { vehicle });
    if (driver !== null && !data.drivers.some((d) => d.driverRefNo === driver))
      throw fail('cli.driverUnknown', {
        driver,
        known: data.drivers.map((d) => d.driverRefNo).join(', ') || '-',
      });
    return assignDriver(rows, vehicle, driver);
  }, data.vehicles);
}

function driverLines(
  ctx: CommandContext,
  data: VehicleDriverData,
  rows: readonly DriverVehicleRow[],
): string[] {
  const names = new Map(data.drivers.map((d) => [d.driverRefNo, d.userName]));
  const tally = driverTally(rows);
  return [
    ...table(
      ['vehicle', 'plate', 'driver', 'inPlan'].map((c) => t(`cli.column.${c}`)),
      rows.map((r) => [
        r.vehicleRefNo,
        r.vehiclePlate ?? '-',
        r.driverRefNo ? `${r.driverRefNo} (${names.get(r.driverRefNo) ?? '?'})` : '-',
        t(r.isAssigned ? 'cli.yes' : 'cli.no'),
      ]),
      { width: ctx.width },
    ),
    t('cli.driversTally', { assigned: tally.assigned, total: tally.total }),
  ];
}

/** `rota jobs drivers REF [--assign VEHICLE=DRIVER ...]`: show, or change and save, the drivers. */
export async function drivers(ctx: CommandContext, jobRefNo: string, options: { assign?: string[] }) {
  const assignments = parseAssignments(options.assign ?? []);
  ctx.login();
  const ports = { drivers: driverGateway(ctx) };
  const data = unwrap(await loadDriverAssignment(ports, jobRefNo), ctx.server);
  if (assignments.length === 0) {
    ctx.out.result(data, () => driverLines(ctx, data, data.vehicles));
    return;
  }
  const rows = applyAssignments(jobRefNo, data, assignments);
  const notice = unwrap(await assignDrivers(ports, { jobRefNo, rows }), ctx.server);
  const saved = unwrap(await loadDriverAssignment(ports, jobRefNo), ctx.server);
  ctx.out.result({ ...saved, message: notice.message }, () => [
    notice.message ?? t('cli.driversSaved', { jobRefNo }),
    ...driverLines(ctx, saved, saved.vehicles),
  ]);
}
