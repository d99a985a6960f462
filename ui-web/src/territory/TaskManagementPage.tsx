import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColDef } from 'ag-grid-community';
import { canConfigureTerritoryPlan, type TerritoryPlanSummary } from '@rota/core';
import { useServices } from '../composition/services-context.js';
import { GridPage } from '../grid/GridPage.js';
import { TerritoryPlanDialog, type PlanDialogRequest } from './TerritoryPlanDialog.js';
import { TerritoryPlanResultDialog } from './TerritoryPlanResultDialog.js';
import { applyUpdate, hoursAndMinutes, isFinal, type PlanRow } from './territory-plan.model.js';
import { showDateTime } from '../i18n/format.js';
import './territory.css';

const dateFields = ['createDate', 'updateDate', 'endDate', 'startedAt'] as const;

/** Task Management (spec 03 "Territory plans page"): the territory plans, live while they run. */
export function TaskManagementPage() {
  const { t } = useTranslation();
  const { territory: calls, realtime, notify } = useServices();
  const [rows, setRows] = useState<PlanRow[] | null>(null);
  const [summary, setSummary] = useState<TerritoryPlanSummary | null>(null);
  const [dialog, setDialog] = useState<PlanDialogRequest | null>(null);
  const [shown, setShown] = useState<PlanRow | null>(null);

  const load = useCallback(async () => {
    const [plans, sums] = await Promise.all([calls.plans(), calls.summary()]);
    // An empty list says so in the grid, not in a toast.
    setRows(plans.ok ? (plans.data as PlanRow[]) : []);
    if (sums.ok) setSummary(sums.data);
  }, [calls]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    const subscription = realtime.territoryPlans.territoryPlanUpdates().subscribe((update) => {
      setRows((current) => (current ? applyUpdate(current, update) : current));
      if (isFinal(update.status)) void load();
    });
    return () => subscription.unsubscribe();
  }, [realtime, load]);

  const columns = useMemo<ColDef<PlanRow>[]>(() => {
    const text = (field: string, extra: Partial<ColDef<PlanRow>> = {}): ColDef<PlanRow> => ({
      field: field as never,
      headerName: t(`territory.plans.column.${field}`),
      headerTooltip: t(`territory.plans.column.${field}`),
      sortable: true,
      // Wide enough to read: the grid scrolls sideways rather than cutting every header and cell.
      minWidth: 140,
      wrapHeaderText: true,
      autoHeaderHeight: true,
      ...extra,
    });
    return [
      text('depotName'),
      ...dateFields
        .slice(0, 3)
        .map((f) => text(f, { minWidth: 170, valueFormatter: (p) => showDateTime(p.value as string) })),
      text('jobRefNo', { filter: 'agTextColumnFilter' }),
      text('locationCount'),
      text('runTime', {
        valueFormatter: (p) =>
          p.value == null ? '' : t('territory.plans.runTimeValue', hoursAndMinutes(p.value as number)),
      }),
      text('startedAt', { minWidth: 170, valueFormatter: (p) => showDateTime(p.value as string) }),
      text('statusDisplay', {
        minWidth: 150,
        cellRenderer: (p: { data?: PlanRow }) => {
          const row = p.data;
          if (!row) return null;
          const label = t(`territory.planStatus.${row.status}`);
          return row.status === 'SOLVING' ? (
            <span className="plan-progress" data-testid={`plan-progress-${row.jobRefNo}`}>
              <span className="plan-progress-bar" style={{ width: `${row.progress ?? 0}%` }} />
              <span className="plan-progress-text">
                {label} {t('territory.plan.progress', { percent: row.progress ?? 0 })}
              </span>
            </span>
          ) : (
            <span
              className={`plan-status plan-status-${row.status}`}
              data-testid={`plan-status-${row.jobRefNo}`}
            >
              {label}
            </span>
          );
        },
      }),
      text('taskDate'),
      text('version', { minWidth: 110 }),
    ];
  }, [t]);

  const rowActions = useCallback(
    (row: PlanRow) => (
      <>
        <button
          type="button"
          className="button secondary small"
          disabled={!canConfigureTerritoryPlan(row.status)}
          onClick={() => setDialog({ mode: 'Update', plan: row })}
        >
          {t('territory.plans.configure')}
        </button>
        <button
          type="button"
          className="button secondary small"
          disabled={!row.result && !row.failureReason}
          onClick={() => setShown(row)}
        >
          {t('territory.plans.result')}
        </button>
      </>
    ),
    [t],
  );

  const runTime = hoursAndMinutes(summary?.runTime ?? 0);
  return (
    <>
      <GridPage<PlanRow>
        title={t('territory.plans.title')}
        rows={rows}
        testId="territory-plans-grid"
        emptyText={t('territory.dataNotFound')}
        columns={columns}
        idField="refNo"
        nameField="jobRefNo"
        can={{ add: false, update: false, info: false, delete: true }}
        onDelete={async (selected) => {
          const answer = await calls.deletePlans(selected.map((row) => row.jobRefNo));
          if (!answer.ok) return false;
          notify({ kind: 'success', key: 'territory.plan.deleted' });
          void load();
          return true;
        }}
        rowActions={rowActions}
        actionsWidth={240}
        summary={
          summary ? (
            <section className="plan-summary" aria-label={t('territory.plans.summary')}>
              <h3>{t('territory.plans.summary')}</h3>
              <dl>
                <dt>{t('territory.plans.jobCount')}</dt>
                <dd>{summary.jobCount}</dd>
                <dt>{t('territory.plans.successCount')}</dt>
                <dd>{summary.successCount}</dd>
                <dt>{t('territory.plans.failedCount')}</dt>
                <dd>{summary.failedCount}</dd>
                <dt>{t('territory.plans.locationCount')}</dt>
                <dd>{summary.locationCount}</dd>
                <dt>{t('territory.plans.runTime')}</dt>
                <dd>{t('territory.plans.runTimeValue', runTime)}</dd>
              </dl>
            </section>
          ) : null
        }
        headerExtra={
          <button type="button" className="button primary" onClick={() => setDialog({ mode: 'Add' })}>
            {t('territory.plans.add')}
          </button>
        }
      />
      {shown ? <TerritoryPlanResultDialog plan={shown} onClose={() => setShown(null)} /> : null}
      {dialog ? (
        <TerritoryPlanDialog
          request={dialog}
          calls={calls}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void load();
          }}
        />
      ) : null}
    </>
  );
}
