import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  jobResultPath,
  reoptimizationOutcomeView,
  retryNavigation,
  watchReoptimization,
  type AdhocFeed,
  type AdhocGateway,
  type JobGateway,
  type ReoptimizationResult,
} from '@rota/core/daily-plan';
import { Modal } from '../../ui/Modal.js';

const isRunning = (result: ReoptimizationResult | null) =>
  result === null || result.state === 'QUEUED' || result.state === 'RUNNING';

/** How often the modal reads the result when no realtime update came (the channel may be down). */
const FALLBACK_POLL_MS = 3000;

/**
 * Reoptimization: REOPTIMIZING... until the result arrives on the route's realtime channel (a
 * read now and then covers a missed message). Feasible (green) opens the new version; infeasible
 * (red) lists why and offers Retry. Ok closes.
 */
export function ReoptimizationModal({
  jobRefNo,
  routeId,
  ports,
  onClose,
}: {
  jobRefNo: string;
  routeId: string;
  ports: { feed: AdhocFeed; adhoc: AdhocGateway; jobs: JobGateway };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [result, setResult] = useState<ReoptimizationResult | null>(null);
  useEffect(() => {
    let stopped = false;
    const read = async () => {
      const answer = await ports.adhoc.getReoptimizationResults(routeId);
      if (!stopped && answer.ok) setResult(answer.value);
    };
    void read();
    const subscription = watchReoptimization(ports, { jobRefNo, routeId }).subscribe((refresh) => {
      if (refresh.results.ok) setResult(refresh.results.value);
    });
    const timer = setInterval(() => void read(), FALLBACK_POLL_MS);
    return () => {
      stopped = true;
      subscription.unsubscribe();
      clearInterval(timer);
    };
  }, [ports, jobRefNo, routeId]);
  const running = isRunning(result);
  const view = reoptimizationOutcomeView(running ? null : result);
  const made = result?.routeId ?? null;
  const version = (result?.resultsForSolution[0] as { version?: number } | undefined)?.version;
  const open = () => {
    if (made) void navigate(jobResultPath({ jobRefNo, processedRouteId: made }));
    onClose();
  };
  return (
    <Modal
      title={t('adhocUi.reoptimizationTitle')}
      onClose={onClose}
      footer={
        <>
          {!running && view.next === 'retry' && made ? (
            <button
              type="button"
              className="button secondary"
              onClick={() => {
                const retry = retryNavigation(jobRefNo, routeId, made);
                onClose();
                void navigate(retry.path, { state: retry.state });
              }}
            >
              {t('dailyPlan.versions.retry')}
            </button>
          ) : null}
          {!running && view.next === 'open-new-route' && made ? (
            <button type="button" className="button primary" onClick={open}>
              {t('adhocUi.openNewVersion', { version: version ?? '' })}
            </button>
          ) : null}
          <button type="button" className="button ghost" onClick={onClose}>
            {t('dailyPlan.ok')}
          </button>
        </>
      }
    >
      <p
        className={`reoptimization-outcome ${running ? 'running' : view.colour}`}
        role="status"
        data-state={result?.state ?? 'QUEUED'}
      >
        {t(view.messageKey)}
      </p>
      {!running && result && result.description.length > 0 ? (
        <>
          <h3>{t('adhocUi.unplannedReasons')}</h3>
          <ul className="reason-list">
            {result.description.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
    </Modal>
  );
}
