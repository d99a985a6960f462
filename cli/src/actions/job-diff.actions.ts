import type { VersionDiff } from '@rota/core/daily-plan';
import { answered } from '../api/server-client.js';
import type { CommandContext } from '../context.js';
import { formatHoursMinutes, formatMetres } from '../io/human-format.js';
import { table } from '../io/output.js';
import { t } from '../messages.js';

const signed = (value: number, format: (n: number) => string) =>
  `${value > 0 ? '+' : value < 0 ? '-' : '±'}${format(Math.abs(value))}`;

/** The lines of a version diff as a person reads them. */
export function diffLines(jobRefNo: string, diff: VersionDiff, width?: number): string[] {
  const slot = (vehicle: string | null, visit: number | null) =>
    vehicle === null ? '-' : `${vehicle} #${visit ?? '-'}`;
  return [
    t('cli.diff.title', { jobRefNo, from: diff.fromVersion, to: diff.toVersion }),
    ...(diff.changes.length === 0
      ? [t('cli.diff.none', { count: diff.unchangedOrders })]
      : [
          ...table(
            ['order', 'location', 'change', 'from', 'to'].map((c) => t(`cli.diff.column.${c}`)),
            diff.changes.map((c) => [
              c.orderRefNo,
              c.locationName,
              t(`cli.diff.kind.${c.kind}`),
              slot(c.fromVehicle, c.fromVisitOrder),
              slot(c.toVehicle, c.toVisitOrder),
            ]),
            width === undefined ? {} : { width },
          ),
          t('cli.diff.unchanged', { count: diff.unchangedOrders }),
        ]),
    ...diff.vehicles.map((v) =>
      t(v.change === 'added' ? 'cli.diff.vehicleAdded' : 'cli.diff.vehicleRemoved', {
        vehicle: v.vehicleName,
      }),
    ),
    t('cli.diff.deltas', {
      distance: signed(diff.distanceDelta, formatMetres),
      duration: signed(diff.durationDelta, formatHoursMinutes),
      cost: signed(diff.costDelta, (n) => n.toFixed(2)),
    }),
  ];
}

/** `rota jobs diff REF V1 V2`: what version V2 changes against V1, stop by stop. */
export async function diff(
  ctx: CommandContext,
  jobRefNo: string,
  fromVersion: number,
  toVersion: number,
): Promise<void> {
  ctx.login();
  const answer = answered(
    ctx.server,
    await ctx.api().dailyPlan.versionDiff({ params: { jobRefNo, fromVersion, toVersion } }),
  ).data;
  ctx.out.result(answer, () => diffLines(jobRefNo, answer, ctx.width ?? undefined));
}
