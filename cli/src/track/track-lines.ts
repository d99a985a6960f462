import { formatDate, DATE_FORMATS } from '@rota/core';
import { formatDateTime, timeFormatter } from '../io/human-format.js';
import { table } from '../io/output.js';
import { t } from '../messages.js';
import type { TrackSnapshot, TrackedVehicle } from './track-view.js';

/** How many of the newest alerts the view shows. */
const ALERTS_SHOWN = 5;

function lateness(vehicle: TrackedVehicle): string {
  if (vehicle.status === 'COMPLETED') return '-';
  if (vehicle.timing === 'LATE') return t('tracking.minutesLate', { minutes: vehicle.delayMinutes });
  if (vehicle.timing === 'AHEAD') return t('tracking.minutesAhead', { minutes: -vehicle.delayMinutes });
  return t('cli.track.onTime');
}

/** The view of a live job: a heading, one row per vehicle, then the newest alerts. */
export function trackLines(snapshot: TrackSnapshot, width: number | null): string[] {
  const time = timeFormatter(
    snapshot.vehicles.flatMap((v) => [v.next?.eta ?? null, v.next?.planned ?? null]),
  );
  const heading = t('cli.track.heading', {
    jobRefNo: snapshot.jobRefNo,
    time: formatDate(new Date(snapshot.at), DATE_FORMATS.time),
    vehicles: snapshot.vehicles.length,
  });
  const rows = snapshot.vehicles.map((v) => [
    v.plate,
    v.driver ?? '-',
    t(`cli.track.status.${v.status}`),
    `${v.ordersCompleted}/${v.ordersTotal}`,
    v.next ? `${v.next.visitOrder}. ${v.next.locationName}` : '-',
    v.next?.eta ? time(v.next.eta) : v.next ? t('cli.track.here') : '-',
    lateness(v),
  ]);
  const lines = [
    heading,
    ...(snapshot.info ? [snapshot.info] : []),
    '',
    ...table(
      ['vehicle', 'driver', 'status', 'orders', 'next', 'eta', 'timing'].map((c) =>
        t(`cli.track.column.${c}`),
      ),
      rows,
      { width, right: [3] },
    ),
  ];
  const alerts = snapshot.alerts.slice(0, ALERTS_SHOWN);
  if (alerts.length > 0) {
    lines.push('', t('cli.track.alerts', { count: snapshot.alerts.length }));
    for (const alert of alerts)
      lines.push(`  ${formatDateTime(alert.at)}  ${alert.plate}  ${alert.level}  ${alert.message}`);
  }
  return lines;
}
