import type { AllRows } from '@rota/adapters-http';
import { pivotKpiRows } from '@rota/core';
import type { ExportReader, ExportSource } from './export-resources.js';

type Row = Record<string, unknown>;

/** The KPI metrics the spec names (spec 03, KPI row). */
const KPI_METRICS = [
  'DistanceCost',
  'DurationCost',
  'FixedCost',
  'NumberOfOrders',
  'NumberOfStops',
  'TotalInvoiceAmount',
];

function rows(data: readonly unknown[]): AllRows {
  return { ok: true, rows: data.filter((r): r is Row => r !== null && typeof r === 'object') };
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');

/** Columns as the monitoring pages' grids show them, in their order (labels: the CLI's catalog). */
const columns = (...fields: string[]) =>
  fields.map((field) => ({ field, labelKey: `cli.export.column.${field}` }));

/** The monitoring grids: order tracking of a job, sensor notifications, the trip cost report. */
export const MONITORING_EXPORT_SOURCES: readonly ExportSource[] = [
  {
    name: 'order-tracking',
    titleKey: 'nav.orderTracking',
    perJob: true,
    columns: columns(
      'orderRefNo',
      'orderName',
      'status',
      'actionDisplay',
      'locationName',
      'client',
      'vehicle',
      'visitOrder',
      'amount',
    ),
    filters: ['vehicles', 'clients', 'locations', 'orders'],
    read: async ({ api, job, filters }: ExportReader) => {
      const answer = await api.tracking.orderTrackingGrid({
        query: {
          jobRefNo: job ?? '',
          vehicles: list(filters?.['vehicles']),
          clients: list(filters?.['clients']),
          locations: list(filters?.['locations']),
          orders: list(filters?.['orders']),
        },
      });
      return answer.ok ? rows(answer.data) : { ok: false, failure: answer.error };
    },
  },
  {
    name: 'sensor-notifications',
    titleKey: 'tracking.sensor.history',
    columns: columns('timestamp', 'sensorLabel', 'sensorType', 'event', 'notification', 'channel'),
    filters: ['vehicle', 'startDate', 'endDate'],
    required: ['vehicle', 'startDate', 'endDate'],
    dayRange: ['startDate', 'endDate'],
    read: async ({ api, filters }: ExportReader) => {
      const answer = await api.tracking.sensorNotifications({
        query: {
          VehicleRefNo: filters?.['vehicle'] ?? '',
          StartTime: filters?.['startDate'] ?? '',
          EndTime: filters?.['endDate'] ?? '',
        },
      });
      return answer.ok ? rows(answer.data) : { ok: false, failure: answer.error };
    },
  },
  {
    name: 'cost-report',
    titleKey: 'tracking.costReport',
    // One row per date, job, plate and KPI type, a column per metric: the spec's metrics in its
    // order, then any other metric the rows carry.
    columns: [
      ...columns('date', 'jobRefNo', 'vehiclePlate', 'kpiType'),
      ...KPI_METRICS.map((field) => ({
        field,
        labelKey: `cli.export.column.${field}`,
        type: 'number' as const,
      })),
    ],
    moreFromRows: 'number',
    filters: ['vehicles', 'startDate', 'endDate'],
    required: ['vehicles', 'startDate', 'endDate'],
    dayRange: ['startDate', 'endDate'],
    read: async ({ api, filters }: ExportReader) => {
      const answer = await api.tracking.vehicleKpis({
        body: {
          vehicleRefNoList: list(filters?.['vehicles']),
          startDate: filters?.['startDate'] ?? '',
          endDate: filters?.['endDate'] ?? '',
        },
      });
      return answer.ok ? rows(pivotKpiRows(answer.data.data)) : { ok: false, failure: answer.error };
    },
  },
];
