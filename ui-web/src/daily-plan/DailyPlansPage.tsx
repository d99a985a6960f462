import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AllCommunityModule, ModuleRegistry, type ColDef, type GridApi } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import {
  checkSingleRowSelection,
  isRerunVisible,
  jobRowActions,
  managePath,
  mergeJobStatusUpdate,
  rerunJob,
  showsDistributionCenterNameColumn,
  trackAndTracePath,
  type Job,
  type JobStats,
} from '@rota/core/daily-plan';
import { deleteConfirmation } from '@rota/core';
import { useServices } from '../composition/services-context.js';
import { jobNoticeToast } from './job-notice.model.js';
import { ConfirmDialog, SidePanel } from '../ui/Modal.js';
import { download, toCsv, toXlsx } from '../grid/export.js';
import { defaultPaging, exportFileName } from '../grid/grid-selection.rules.js';
import type { GridSort } from '../grid/grid-query.js';
import { jobsDatasource, readAllJobs, type LiveUpdates } from './jobs-grid-source.js';
import { createDailyPlanGateway } from './daily-plan.gateway.js';
import { jobPort } from './daily-plan.ports.js';
import { JobModal, type JobModalRequest } from './JobModal.js';
import { JobsSummaryPanel } from './JobsSummaryPanel.js';
import { jobStatusFeed } from './realtime.js';
import { jobColumns } from './jobs-grid-columns.js';
import { registerDailyPlanTexts } from './daily-plan.messages.js';
import './daily-plan.css';
import { useGridLocaleText } from '../grid/use-grid-locale-text.js';

ModuleRegistry.registerModules([AllCommunityModule]);
registerDailyPlanTexts();

/** Daily Plans: the jobs grid with live statuses, row and header actions, and the Summary panel. */
export function DailyPlansPage() {
  const { t, i18n } = useTranslation();
  const localeText = useGridLocaleText();
  const navigate = useNavigate();
  const { http, notify, login } = useServices();
  const gateway = useMemo(() => createDailyPlanGateway(http), [http]);
  const showCenter = showsDistributionCenterNameColumn(login.load()?.roles ?? []);
  const [empty, setEmpty] = useState(false);
  const [pageSize, setPageSize] = useState<number>(defaultPaging.pageSize);
  const [stats, setStats] = useState<JobStats | null>(null);
  const [selected, setSelected] = useState<Job[]>([]);
  const [modal, setModal] = useState<JobModalRequest | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const apiRef = useRef<GridApi<Job> | null>(null);
  const live = useRef<LiveUpdates>(new Map());

  /** Reads the current page again from the server (after a change, or a status the row lacks). */
  const load = useCallback(() => {
    live.current.clear();
    apiRef.current?.refreshInfiniteCache();
  }, []);

  const datasource = useMemo(
    () =>
      jobsDatasource(gateway, live.current, (page) => {
        setEmpty(page.total === 0);
        setStats(page.stats);
      }),
    [gateway],
  );

  // Live statuses: each update overwrites its row; a job not on the page, or a finished solve,
  // brings the page again from the server.
  useEffect(() => {
    const subscription = jobStatusFeed(() => login.token())
      .jobStatusUpdates()
      .subscribe((update) => {
        const node = apiRef.current?.getRowNode(update.jobRefNo);
        if (node?.data) {
          live.current.set(update.jobRefNo, update);
          node.setData(mergeJobStatusUpdate([node.data], update)[0] ?? node.data);
        }
        const notice = jobNoticeToast(update);
        if (notice) notify(notice);
        if (!node || ['SUCCESS', 'FAILED', 'INFEASIBLE'].includes(update.status)) load();
      });
    return () => subscription.unsubscribe();
  }, [load, login, notify]);

  const columns = useMemo(
    () => jobColumns((key) => t(key), i18n.language, showCenter),
    [t, i18n.language, showCenter],
  );

  const actionColumn = useMemo<ColDef<Job>>(
    () => ({
      colId: 'actions',
      headerName: t('grid.actions'),
      pinned: 'right',
      sortable: false,
      filter: false,
      minWidth: 260,
      cellRenderer: (p: { data?: Job }) => {
        const job = p.data;
        if (!job) return null;
        const actions = jobRowActions(job.status);
        const label = (key: string) => `${t(key)} ${job.jobRefNo}`;
        return (
          <div className="row-actions">
            <button
              type="button"
              className="link-button"
              aria-label={label('dailyPlan.action.details')}
              onClick={() => setModal({ mode: 'Info', jobRefNo: job.jobRefNo })}
            >
              {t('dailyPlan.action.details')}
            </button>
            {actions.configure ? (
              <button
                type="button"
                className="link-button"
                aria-label={label('dailyPlan.action.configure')}
                onClick={() => setModal({ mode: 'Update', jobRefNo: job.jobRefNo })}
              >
                {t('dailyPlan.action.configure')}
              </button>
            ) : null}
            {actions.track ? (
              <button
                type="button"
                className="link-button"
                aria-label={label('dailyPlan.action.track')}
                onClick={() => void navigate(trackAndTracePath(job.jobRefNo))}
              >
                {t('dailyPlan.action.track')}
              </button>
            ) : null}
            {actions.manage ? (
              <button
                type="button"
                className="link-button"
                aria-label={label('dailyPlan.action.manage')}
                onClick={() => void navigate(managePath(job.jobRefNo))}
              >
                {t('dailyPlan.action.manage')}
              </button>
            ) : null}
          </div>
        );
      },
    }),
    [navigate, t],
  );

  const single = (): Job | null => {
    const check = checkSingleRowSelection(selected.length);
    if (!check.ok) {
      notify({ kind: 'warning', key: check.error.messageKey });
      return null;
    }
    return selected[0] ?? null;
  };

  const replan = () => {
    const job = single();
    if (job) setModal({ mode: 'Update', jobRefNo: job.jobRefNo });
  };

  const rerun = async () => {
    const answer = await rerunJob({ jobs: jobPort(gateway) }, selected);
    if (!answer.ok) {
      if (answer.error.code !== 'http') notify({ kind: 'warning', key: answer.error.messageKey });
      return;
    }
    const { message } = answer.value;
    notify(message ? { kind: 'success', text: message } : { kind: 'success', key: 'dailyPlanUi.jobQueued' });
    void load();
  };

  const askDelete = () => {
    if (selected.length < 1) notify({ kind: 'warning', key: 'dailyPlan.selectAtLeastOneRow' });
    else setConfirmDelete(true);
  };

  const remove = async () => {
    setConfirmDelete(false);
    const answer = await gateway.deleteJobs(selected.map((job) => job.jobRefNo));
    if (answer.ok) {
      notify({ kind: 'success', key: 'grid.deleted' });
      apiRef.current?.deselectAll();
      setSelected([]);
      void load();
    } else if (!answer.error.envelope) notify({ kind: 'error', key: 'grid.deleteFailed' });
  };

  async function exportAs(kind: 'xlsx' | 'csv') {
    const api = apiRef.current;
    const sortModel: GridSort[] = (api?.getColumnState() ?? [])
      .filter((c) => c.sort)
      .map((c) => ({ colId: c.colId, sort: c.sort as 'asc' | 'desc' }));
    const jobs = await readAllJobs(gateway, sortModel, api?.getFilterModel() ?? {});
    if (!jobs) return;
    const cols = columns.map((c) => ({ field: String(c.field), header: c.headerName ?? String(c.field) }));
    const rows = jobs as unknown as Record<string, unknown>[];
    const title = t('dailyPlan.title');
    const blob =
      kind === 'csv'
        ? new Blob([toCsv(cols, rows)], { type: 'text/csv;charset=utf-8' })
        : await toXlsx(title, cols, rows);
    download(blob, exportFileName(title, new Date(), kind));
  }

  const confirmation = deleteConfirmation(selected.map((job) => job.jobRefNo)).message;
  const confirmationText =
    'text' in confirmation
      ? confirmation.text
      : confirmation.key === 'grid.deleteConfirmMany'
        ? `${t(confirmation.key, confirmation.params ?? {})}. ${t('grid.areYouSure')}`
        : t(confirmation.key, confirmation.params ?? {});

  return (
    <section className={`page grid-page${summaryOpen ? ' with-panel' : ''}`}>
      <div className="page-head">
        <h1 className="page-title">{t('dailyPlan.title')}</h1>
        <div className="toolbar" role="toolbar" aria-label={t('dailyPlan.title')}>
          <button type="button" className="button primary" onClick={() => setModal({ mode: 'Add' })}>
            {t('dailyPlan.action.add')}
          </button>
          <button type="button" className="button danger-outline" onClick={askDelete}>
            {t('dailyPlan.action.delete')}
          </button>
          <button type="button" className="button secondary" onClick={replan}>
            {t('dailyPlan.action.replan')}
          </button>
          {isRerunVisible(selected) ? (
            <button type="button" className="button secondary" onClick={() => void rerun()}>
              {t('dailyPlan.action.rerun')}
            </button>
          ) : null}
          <button
            type="button"
            className="button ghost"
            aria-pressed={summaryOpen}
            onClick={() => setSummaryOpen((open) => !open)}
          >
            {t('dailyPlan.action.summary')}
          </button>
          <button type="button" className="button ghost" onClick={() => void exportAs('xlsx')}>
            {t('grid.exportExcel')}
          </button>
          <button type="button" className="button ghost" onClick={() => void exportAs('csv')}>
            {t('grid.exportCsv')}
          </button>
        </div>
      </div>
      <div className="grid-body">
        <div className="grid-frame" style={{ height: '70vh' }} data-testid="jobs-grid">
          <AgGridReact<Job>
            localeText={localeText}
            key={pageSize}
            rowModelType="infinite"
            datasource={datasource}
            cacheBlockSize={pageSize}
            columnDefs={[...columns, actionColumn]}
            defaultColDef={{ sortable: true, filter: false, resizable: true, minWidth: 110, flex: 1 }}
            rowSelection={{
              mode: 'multiRow',
              checkboxes: true,
              // Rows of other pages are not loaded: no select-all on a server-paged grid.
              headerCheckbox: false,
              enableClickSelection: false,
            }}
            selectionColumnDef={{ pinned: 'left' }}
            pagination
            paginationPageSize={pageSize}
            paginationPageSizeSelector={[...defaultPaging.pageSizes]}
            onPaginationChanged={(event) => {
              if (!event.newPageSize) return;
              const size = event.api.paginationGetPageSize();
              if (size !== pageSize) setPageSize(size);
            }}
            getRowId={(p) => p.data.jobRefNo}
            overlayNoRowsTemplate={`<span class="grid-empty">${t('dailyPlan.dataNotFound')}</span>`}
            onGridReady={(event) => {
              apiRef.current = event.api;
            }}
            onSelectionChanged={(event) => setSelected(event.api.getSelectedRows())}
          />
          {empty ? (
            <div className="grid-empty-note" role="status">
              {t('dailyPlan.dataNotFound')}
            </div>
          ) : null}
        </div>
        {summaryOpen ? (
          <SidePanel title={t('dailyPlan.action.summary')} onClose={() => setSummaryOpen(false)}>
            <JobsSummaryPanel stats={stats} />
          </SidePanel>
        ) : null}
      </div>
      {modal ? (
        <JobModal
          request={modal}
          gateway={gateway}
          onClose={() => setModal(null)}
          onSaved={() => {
            setModal(null);
            void load();
          }}
        />
      ) : null}
      {confirmDelete ? (
        <ConfirmDialog
          title={t('dailyPlan.action.delete')}
          message={confirmationText}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() => void remove()}
        />
      ) : null}
    </section>
  );
}
