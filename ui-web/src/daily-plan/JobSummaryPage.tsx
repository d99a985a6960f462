import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ColDef } from 'ag-grid-community';
import { formatDistance } from '@rota/core';
import { vehicleColoursByPlate } from '@rota/core/daily-plan';
import { storedLanguage } from '../i18n/index.js';
import { GridPage, type GridRow } from '../grid/GridPage.js';
import { useServices } from '../composition/services-context.js';
import { registerDailyPlanTexts } from './daily-plan.messages.js';
import type { ExportContext, ExportFill } from '../grid/export.js';
import { showDuration, showDateTime } from '../i18n/format.js';
import './daily-plan.css';

registerDailyPlanTexts();

/** The spec's column order of the Job Summary and Job Detail grids (and of their exports). */
const summaryFields = [
  'arrival',
  'departure',
  'numberOfLocations',
  'numberOfOrders',
  'plate',
  'serviceDuration',
  'totalDistance',
  'totalDuration',
  'travelDuration',
  'waitingDuration',
];
const detailFields = [
  'arrival',
  'departure',
  'distanceFromPrevious',
  'durationFromPrevious',
  'locationName',
  'plate',
  'serviceDuration',
  'visitOrder',
  'waitingDuration',
];
const timeFields = new Set(['arrival', 'departure']);
const distanceFields = new Set(['totalDistance', 'distanceFromPrevious']);
const durationFields = new Set([
  'serviceDuration',
  'totalDuration',
  'travelDuration',
  'waitingDuration',
  'durationFromPrevious',
]);

/**
 * A column of the summary grids: route times, durations and distances shown as people read them,
 * exported typed; the plate exported in its vehicle's colour.
 */
function summaryColumn(
  field: string,
  header: string,
  plateFill: ExportFill | undefined,
): ColDef<GridRow> & { context?: ExportContext } {
  const base = { field, headerName: header };
  if (field === 'plate' && plateFill) return { ...base, minWidth: 110, context: { exportFill: plateFill } };
  if (timeFields.has(field))
    return {
      ...base,
      minWidth: 170,
      valueFormatter: (p) => showDateTime(p.value as string | null),
      context: { exportAs: 'value' },
    };
  if (durationFields.has(field))
    return {
      ...base,
      minWidth: 130,
      valueFormatter: (p) => showDuration(Number(p.value ?? 0)),
      context: { exportAs: 'durationMinutes' },
    };
  if (distanceFields.has(field))
    return {
      ...base,
      minWidth: 130,
      valueFormatter: (p) => formatDistance(Number(p.value ?? 0), storedLanguage()),
      context: { exportAs: 'distanceKm' },
    };
  return { ...base, minWidth: field === 'locationName' ? 200 : 110 };
}

/** Job Summary and Job Detail tabs, each an exportable grid. */
export function JobSummaryPage() {
  const { t } = useTranslation();
  const { jobRefNo = '' } = useParams();
  const { dailyPlan: gateway } = useServices();
  const [tab, setTab] = useState<'summary' | 'detail'>('summary');
  const [summary, setSummary] = useState<GridRow[] | null>(null);
  const [detail, setDetail] = useState<GridRow[] | null>(null);
  const [plateColours, setPlateColours] = useState<ReadonlyMap<string, string> | null>(null);
  useEffect(() => {
    void gateway.jobSummary(jobRefNo).then((a) => setSummary(a.ok ? ((a.data ?? []) as GridRow[]) : []));
    void gateway.jobDetail(jobRefNo).then((a) => setDetail(a.ok ? ((a.data ?? []) as GridRow[]) : []));
  }, [gateway, jobRefNo]);
  // Each plate in its vehicle's colour on the result page; a job with rows has a route result.
  const hasRows = (summary?.length ?? 0) > 0;
  useEffect(() => {
    if (!hasRows) return;
    void gateway
      .routeResult(jobRefNo)
      .then((a) => setPlateColours(a.ok ? vehicleColoursByPlate(a.data) : null));
  }, [gateway, jobRefNo, hasRows]);
  const plateFill: ExportFill | undefined = plateColours
    ? (value) => plateColours.get(String(value))
    : undefined;
  const columns = (fields: string[]) =>
    fields.map((field) => summaryColumn(field, t(`dailyPlanUi.column.${field}`), plateFill));
  const title = `${t(tab === 'summary' ? 'dailyPlan.summary.tab.summary' : 'dailyPlan.summary.tab.detail')} ${jobRefNo}`;
  const rows = tab === 'summary' ? summary : detail;
  return (
    <>
      <div className="tabs" role="tablist" aria-label={jobRefNo}>
        {(['summary', 'detail'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={`tab${tab === name ? ' active' : ''}`}
            onClick={() => setTab(name)}
          >
            {t(`dailyPlan.summary.tab.${name}`)}
          </button>
        ))}
      </div>
      {rows !== null && rows.length === 0 ? (
        <section className="page">
          <h1 className="page-title">{title}</h1>
          <p className="empty-state">{t('dailyPlan.dataNotFound')}</p>
        </section>
      ) : (
        <GridPage<GridRow>
          key={tab}
          title={title}
          rows={rows}
          columns={columns(tab === 'summary' ? summaryFields : detailFields)}
          idField={tab === 'summary' ? 'plate' : '__id'}
          nameField="plate"
          can={{ add: false, update: false, info: false, delete: false, export: true }}
        />
      )}
    </>
  );
}
