import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type Highcharts from 'highcharts';
import 'highcharts/modules/xrange.js';
import type { ColDef } from 'ag-grid-community';
import {
  chooseSensorJob,
  clampSensorZoom,
  positionAt,
  routeOfPeriod,
  sensorControls,
  sensorPeriods,
  validateVehicleDateRange,
  type SensorNotification,
  type SensorPeriod,
  type SensorSelection,
  type VehicleTrackingData,
} from '@rota/core/tracking';
import { Chart } from '../charts/Chart.js';
import { MapView } from '../map/MapView.js';
import type { MapMarker, MapPolyline } from '../map/map-model.js';
import { GridPage, type GridRow } from '../grid/GridPage.js';
import { useServices } from '../composition/services-context.js';
import { showDateTime } from '../i18n/format.js';
import { showToast } from '../notify/toast-store.js';
import { VehicleOptions, VehicleRangeFilter, type VehicleRange } from '../ui/VehicleRangeFilter.js';
import { registerMonitoringTexts } from '../order-tracking/monitoring.messages.js';
import '../order-tracking/order-tracking.css';

registerMonitoringTexts();

const colours = { open: '#f46a6a', closed: '#34c38f', away: '#f2b134' } as const;

/**
 * The route driven during a period, with the positions just before and after it, so that a short
 * period still draws a visible stretch that the map can fit.
 */
function stretchOfPeriod<T extends { date: string }>(route: readonly T[], period: SensorPeriod): T[] {
  const inside = routeOfPeriod(route, period);
  const start = Date.parse(period.start);
  const end = period.end === null ? Number.POSITIVE_INFINITY : Date.parse(period.end);
  const before = route.filter((l) => Date.parse(l.date) < start).at(-1);
  const after = route.find((l) => Date.parse(l.date) > end);
  return [...(before ? [before] : []), ...inside, ...(after ? [after] : [])];
}

/** The range-bar chart of door periods; a click on a bar picks its period. */
function DoorChart(props: {
  periods: SensorPeriod[];
  away: Set<string>;
  onPick: (period: SensorPeriod) => void;
  now: number;
}) {
  const { t } = useTranslation();
  const labels = [...new Set(props.periods.map((p) => p.sensorLabel))];
  const { onPick, periods, away, now } = props;
  const options = useMemo<Highcharts.Options>(
    () => ({
      chart: { type: 'xrange', zooming: { type: 'x' }, marginLeft: 110 },
      time: { timezone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      xAxis: {
        type: 'datetime',
        labels: { format: '{value:%H:%M}' },
        minRange: 60_000,
        events: {
          afterSetExtremes(e) {
            if (e.min === undefined || e.max === undefined || e.max - e.min >= 60_000) return;
            const clamped = clampSensorZoom(e.min, e.max);
            this.setExtremes(clamped.start, clamped.end);
          },
        },
      },
      yAxis: { title: { text: '' }, categories: labels, reversed: true },
      legend: { enabled: false },
      tooltip: {
        headerFormat: '',
        pointFormatter(this: Highcharts.Point) {
          const period = periods[this.index];
          if (!period) return '';
          const state = t(period.state === 'open' ? 'tracking.sensor.open' : 'tracking.sensor.closed');
          const end = period.end === null ? t('tracking.sensor.ongoing') : showDateTime(period.end);
          const flag = away.has(`${period.sensorLabel}@${period.start}`)
            ? `<br/>${t('monitoringUi.awayFromStops')}`
            : '';
          return `<b>${state}</b><br/>${showDateTime(period.start)} – ${end}${flag}`;
        },
      },
      plotOptions: {
        series: {
          cursor: 'pointer',
          point: {
            events: {
              click(this: Highcharts.Point) {
                const period = periods[this.index];
                if (period) onPick(period);
              },
            },
          },
        },
      },
      series: [
        {
          type: 'xrange',
          name: t('monitoringUi.sensorChart'),
          borderRadius: 2,
          pointWidth: 22,
          data: periods.map((p) => ({
            x: Date.parse(p.start),
            x2: p.end === null ? now : Date.parse(p.end),
            y: labels.indexOf(p.sensorLabel),
            color: away.has(`${p.sensorLabel}@${p.start}`) ? colours.away : colours[p.state],
            className: `door-period door-${away.has(`${p.sensorLabel}@${p.start}`) ? 'away' : p.state}`,
          })),
        },
      ],
    }),
    [periods, away, labels, onPick, t, now],
  );
  return (
    <div data-testid="door-chart" data-periods={periods.length} data-away={away.size}>
      <Chart options={options} height={Math.max(180, 80 + labels.length * 50)} />
    </div>
  );
}

function DataTab() {
  const { t } = useTranslation();
  const { gateways } = useServices();
  const [jobs, setJobs] = useState<string[]>([]);
  const [vehicles, setVehicles] = useState<{ refNo: string; plate: string }[]>([]);
  const [selection, setSelection] = useState<SensorSelection>({
    jobRefNo: null,
    vehicleRefNo: null,
    readings: [],
  });
  const [data, setData] = useState<VehicleTrackingData | null>(null);
  const [picked, setPicked] = useState<SensorPeriod | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    void gateways.tracking
      .orderTrackingJobs()
      .then((a) => a.ok && setJobs(a.data.jobs.map((j) => j.jobRefNo)));
  }, [gateways]);
  useEffect(() => {
    if (selection.jobRefNo === null) return setVehicles([]);
    void gateways.tracking
      .orderTrackingFilter({ query: { jobRefNo: selection.jobRefNo } })
      .then((a) => a.ok && setVehicles(a.data.vehicles));
  }, [gateways, selection.jobRefNo]);

  const controls = sensorControls(selection);
  const load = async () => {
    if (selection.jobRefNo === null || selection.vehicleRefNo === null) return;
    const answer = await gateways.tracking.vehicleTrackingData({
      query: { JobRefNo: selection.jobRefNo, VehicleRefNo: selection.vehicleRefNo },
    });
    if (!answer.ok) return;
    setNow(Date.now());
    setData(answer.data);
    setPicked(null);
    setSelection({ ...selection, readings: answer.data.sensorData });
    if (answer.data.sensorData.length === 0) showToast({ kind: 'warning', key: 'tracking.dataNotFound' });
  };

  const periods = useMemo(() => sensorPeriods(selection.readings), [selection.readings]);
  const away = useMemo(
    () => new Set((data?.awayFromStops ?? []).map((p) => `${p.sensorLabel}@${p.start}`)),
    [data],
  );
  const route = data?.locations ?? [];
  const highlighted = picked ? stretchOfPeriod(route, picked) : [];
  const polylines: MapPolyline[] = [
    { id: 'route', path: route.map((l) => ({ lat: l.lat, lng: l.lng })), colour: '#9aa5b1', width: 3 },
    ...(highlighted.length > 0
      ? [
          {
            id: 'period',
            path: highlighted.map((l) => ({ lat: l.lat, lng: l.lng })),
            colour: '#138995',
            width: 6 as const,
          },
        ]
      : []),
  ];
  const markers: MapMarker[] = [
    ...(data?.plannedStops ?? []).map((s) => ({
      id: `stop-${s.visitOrder}`,
      position: { lat: s.lat, lng: s.lng },
      label: String(s.visitOrder),
      title: s.name,
    })),
    ...(data?.awayFromStops ?? []).map((p, i) => ({
      id: `away-${i}`,
      position: { lat: p.lat, lng: p.lng },
      colour: colours.away,
      title: `${t('monitoringUi.awayFromStops')} (${t('monitoringUi.metres', { value: p.distanceMetres })})`,
    })),
  ];
  // A picked period: the map shows (and fits) its stretch of route and where the door changed.
  const shownPolylines = highlighted.length > 0 ? polylines.filter((l) => l.id === 'period') : polylines;
  const place = picked ? positionAt(route, picked.start) : null;
  const shownMarkers: MapMarker[] =
    picked && place
      ? [
          {
            id: 'picked',
            position: { lat: place.lat, lng: place.lng },
            colour: colours[picked.state],
            title: picked.sensorLabel,
          },
        ]
      : markers;

  return (
    <>
      <div className="ot-filter">
        <label className="ot-field field">
          <span className="field-label">{t('monitoringUi.job')}</span>
          <select
            aria-label={t('monitoringUi.job')}
            value={selection.jobRefNo ?? ''}
            onChange={(e) => {
              setSelection(chooseSensorJob(selection, e.target.value === '' ? null : e.target.value));
              setData(null);
              setPicked(null);
            }}
          >
            <option value="">{t('monitoringUi.chooseJob')}</option>
            {jobs.map((j) => (
              <option key={j} value={j}>
                {j}
              </option>
            ))}
          </select>
        </label>
        <label className="ot-field field">
          <span className="field-label">{t('monitoringUi.vehicle')}</span>
          <select
            aria-label={t('monitoringUi.vehicle')}
            disabled={!controls.vehicleSelectEnabled}
            value={selection.vehicleRefNo ?? ''}
            onChange={(e) =>
              setSelection({ ...selection, vehicleRefNo: e.target.value === '' ? null : e.target.value })
            }
          >
            <VehicleOptions vehicles={vehicles} blank />
          </select>
        </label>
        <div className="ot-buttons">
          <button
            type="button"
            className="button primary"
            disabled={!controls.viewDataEnabled}
            onClick={() => void load()}
          >
            {t('tracking.sensor.viewData')}
          </button>
          <button
            type="button"
            className="button secondary"
            disabled={data === null}
            onClick={() => void load()}
          >
            {t('tracking.sensor.refreshData')}
          </button>
        </div>
      </div>
      {data === null ? null : (
        <div className="sensor-layout">
          <div>
            <h2 className="page-subtitle">{t('monitoringUi.sensorChart')}</h2>
            <DoorChart periods={periods} away={away} onPick={setPicked} now={now} />
            {picked ? (
              <p data-testid="picked-period">
                <button type="button" className="button ghost" onClick={() => setPicked(null)}>
                  {t('monitoringUi.wholeRoute')}
                </button>{' '}
                {picked.sensorLabel}:{' '}
                {t(picked.state === 'open' ? 'tracking.sensor.open' : 'tracking.sensor.closed')}{' '}
                {showDateTime(picked.start)} –{' '}
                {picked.end === null ? t('tracking.sensor.ongoing') : showDateTime(picked.end)}
              </p>
            ) : null}
          </div>
          <div data-testid="sensor-map" data-highlighted={highlighted.length}>
            <MapView markers={shownMarkers} polylines={shownPolylines} fitBounds height="55vh" />
          </div>
        </div>
      )}
    </>
  );
}

function HistoryTab() {
  const { t } = useTranslation();
  const { gateways } = useServices();
  const [range, setRange] = useState<VehicleRange>({ vehicleRefNos: [], start: '', end: '' });
  const [rows, setRows] = useState<SensorNotification[] | null>(null);
  const generate = async () => {
    const { vehicleRefNos, start, end } = range;
    const issues = validateVehicleDateRange({
      vehicleRefNos,
      startDate: start || null,
      endDate: end || null,
    });
    if (issues.length > 0) return showToast({ kind: 'warning', key: 'tracking.selectVehicleAndDateRange' });
    const answer = await gateways.tracking.sensorNotifications({
      query: { VehicleRefNo: vehicleRefNos[0] ?? '', StartTime: start, EndTime: end },
    });
    if (!answer.ok) return;
    setRows(answer.data);
    if (answer.data.length === 0) showToast({ kind: 'warning', key: 'tracking.dataNotFound' });
  };
  const columns: ColDef<GridRow>[] = [
    {
      field: 'timestamp',
      headerName: t('monitoringUi.column.timestamp'),
      minWidth: 170,
      valueFormatter: (p) => showDateTime(p.value as string),
    },
    { field: 'sensorLabel', headerName: t('monitoringUi.column.sensorLabel'), minWidth: 120 },
    { field: 'sensorType', headerName: t('monitoringUi.column.sensorType'), minWidth: 90 },
    { field: 'event', headerName: t('monitoringUi.column.event'), minWidth: 200 },
    { field: 'notification', headerName: t('monitoringUi.column.notification'), minWidth: 260 },
    { field: 'channel', headerName: t('monitoringUi.column.channel'), minWidth: 120 },
  ];
  return (
    <>
      <VehicleRangeFilter
        multiple={false}
        value={range}
        onChange={setRange}
        onGenerate={() => void generate()}
      />
      {rows === null ? null : (
        <GridPage<GridRow>
          title={t('monitoringUi.notifications')}
          rows={rows.map((r, i) => ({ ...r, __id: i }))}
          columns={columns}
          idField="__id"
          nameField="sensorLabel"
          height="62vh"
          emptyText={t('tracking.dataNotFound')}
          can={{ add: false, update: false, info: false, delete: false, export: true }}
        />
      )}
    </>
  );
}

/** Sensor Tracking (spec 03): door periods of a vehicle linked to its route, and notification history. */
export function SensorTrackingPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'data' | 'history'>('data');
  return (
    <section className="page">
      <h1 className="page-title">{t('monitoringUi.sensorTracking')}</h1>
      <div className="tabs" role="tablist">
        {(['data', 'history'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={`tab${tab === name ? ' active' : ''}`}
            onClick={() => setTab(name)}
          >
            {name === 'data' ? t('tracking.sensor.viewData') : t('tracking.sensor.history')}
          </button>
        ))}
      </div>
      {tab === 'data' ? <DataTab /> : <HistoryTab />}
    </section>
  );
}
