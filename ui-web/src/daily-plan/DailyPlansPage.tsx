import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { GridApi } from 'ag-grid-community';
import {
  checkSingleRowSelection,
  isRerunVisible,
  jobRowActions,
  managePath,
  rerunJob,
  showsDistributionCenterNameColumn,
  solveEndStatuses,
  trackAndTracePath,
  type JobStats,
} from '@rota/core/daily-plan';
import { shownByHttpClient } from '@rota/adapters-http';
import { useServices } from '../composition/services-context.js';
import { GridPage } from '../grid/GridPage.js';
import { jobNoticeToast, localiseJobStatusUpdate, withJobUpdate, type JobRow } from './job-notice.model.js';
import { jobsGridSource, type LiveUpdates } from './jobs-grid-source.js';
import { JobModal, type JobModalRequest } from './JobModal.js';
import { JobsSummaryPanel } from './JobsSummaryPanel.js';
import { jobColumns } from './jobs-grid-columns.js';
import { registerDailyPlanTexts } from './daily-plan.messages.js';
import './daily-plan.css';

registerDailyPlanTexts();

/** A row's actions (spec 01 "Row action availability"), each named with its job for screen readers. */
function JobRowActions({ job, open }: { job: JobRow; open: (request: JobModalRequest) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = jobRowActions(job.status);
  const button = (key: string, onClick: () => void) => (
    <button type="button" className="link-button" aria-label={`${t(key)} ${job.jobRefNo}`} onClick={onClick}>
      {t(key)}
    </button>
  );
  return (
    <div className="row-actions">
      {button('dailyPlan.action.details', () => open({ mode: 'Info', jobRefNo: job.jobRefNo }))}
      {actions.configure
        ? button('dailyPlan.action.configure', () => open({ mode: 'Update', jobRefNo: job.jobRefNo }))
        : null}
      {actions.track
        ? button('dailyPlan.action.track', () => void navigate(trackAndTracePath(job.jobRefNo)))
        : null}
      {actions.manage
        ? button('dailyPlan.action.manage', () => void navigate(managePath(job.jobRefNo)))
        : null}
    </div>
  );
}

/**
 * Daily Plans: the jobs grid on the shared grid page (server paging, sorting, filtering, exports
 * of what the filters select), live statuses and solve progress per row, the header actions
 * Add, Replan, Rerun, Delete and the Summary panel.
 */
export function DailyPlansPage() {
  const { t, i18n } = useTranslation();
  const { dailyPlan: gateway, notify, login, realtime } = useServices();
  const showCenter = showsDistributionCenterNameColumn(login.load()?.roles ?? []);
  const [version, setVersion] = useState(0);
  const [stats, setStats] = useState<JobStats | null>(null);
  const [selected, setSelected] = useState<JobRow[]>([]);
  const [modal, setModal] = useState<JobModalRequest | null>(null);
  const apiRef = useRef<GridApi<JobRow> | null>(null);
  const live = useRef<LiveUpdates>(new Map());

  /** Reads the current page again from the server (after a change, or a status the row lacks). */
  const load = useCallback(() => {
    live.current.clear();
    setVersion((v) => v + 1);
  }, []);

  const source = useMemo(
    () => jobsGridSource(gateway, live.current, version, (page) => setStats(page.stats)),
    [gateway, version],
  );

  // Live statuses: each update overwrites its row (with the solver's progress while solving); a
  // job not on the page, or a finished solve, brings the page again from the server. An update
  // for a row the page does not show yet is kept too: a job just queued starts solving while the
  // page that brings its row is on its way, and that page would otherwise show it still queued.
  useEffect(() => {
    const subscription = realtime.jobStatus.jobStatusUpdates().subscribe((received) => {
      const update = localiseJobStatusUpdate(received, (key, params) => i18n.t(key, params));
      const node = apiRef.current?.getRowNode(update.jobRefNo);
      // The page is asked for first: asking clears the updates the page it replaces was given.
      if (!node || solveEndStatuses.includes(update.status)) load();
      live.current.set(update.jobRefNo, update);
      if (node?.data) node.setData(withJobUpdate(node.data, update));
      const notice = jobNoticeToast(update);
      if (notice) notify(notice);
    });
    return () => subscription.unsubscribe();
  }, [load, realtime, notify, i18n]);

  const columns = useMemo(
    () => jobColumns((key) => t(key), i18n.language, showCenter),
    [t, i18n.language, showCenter],
  );
  const rowActions = useCallback((job: JobRow) => <JobRowActions job={job} open={setModal} />, []);

  const single = (): JobRow | null => {
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
    const answer = await rerunJob({ jobs: gateway.jobs }, selected);
    if (!answer.ok) {
      if (!shownByHttpClient(answer.error)) notify({ kind: 'warning', key: answer.error.messageKey });
      return;
    }
    const { message } = answer.value;
    notify(message ? { kind: 'success', text: message } : { kind: 'success', key: 'dailyPlanUi.jobQueued' });
    load();
  };

  const remove = async (rows: JobRow[]): Promise<boolean> => {
    const answer = await gateway.deleteJobs(rows.map((job) => job.jobRefNo));
    if (answer.ok) {
      notify({ kind: 'success', key: 'grid.deleted' });
      setSelected([]);
      load();
      return true;
    }
    if (!answer.error.envelope) notify({ kind: 'error', key: 'grid.deleteFailed' });
    return false;
  };

  return (
    <>
      <GridPage<JobRow>
        title={t('dailyPlan.title')}
        rows={null}
        source={source}
        testId="jobs-grid"
        fitColumns
        emptyText={t('dailyPlan.dataNotFound')}
        columns={columns}
        idField="jobRefNo"
        nameField="jobRefNo"
        can={{ add: false, update: false, info: false }}
        rowActions={rowActions}
        actionsWidth={260}
        onDelete={remove}
        onSelectionChange={setSelected}
        onGridApi={(api) => {
          apiRef.current = api;
        }}
        summary={<JobsSummaryPanel stats={stats} />}
        headerExtra={
          <>
            <button type="button" className="button primary" onClick={() => setModal({ mode: 'Add' })}>
              {t('dailyPlan.action.add')}
            </button>
            <button type="button" className="button secondary" onClick={replan}>
              {t('dailyPlan.action.replan')}
            </button>
            {isRerunVisible(selected) ? (
              <button type="button" className="button secondary" onClick={() => void rerun()}>
                {t('dailyPlan.action.rerun')}
              </button>
            ) : null}
          </>
        }
      />
      {modal ? (
        <JobModal
          request={modal}
          gateway={gateway}
          onClose={() => setModal(null)}
          onSaved={() => {
            setModal(null);
            load();
          }}
        />
      ) : null}
    </>
  );
}
