import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDistance } from '@rota/core';
import { overviewApprovalView, type JobOverview } from '@rota/core/daily-plan';
import { storedLanguage } from '../i18n/index.js';
import { showDuration } from '../i18n/format.js';

/** Job overview bar: back, Job ID, totals, and Discard / Go Live or the Approved / Discarded badge. */
export function OverviewBar({
  overview,
  hasUnsavedChanges,
  extra,
  onBack,
  onDiscard,
  onGoLive,
}: {
  overview: JobOverview;
  hasUnsavedChanges: boolean;
  extra?: React.ReactNode;
  onBack: () => void;
  onDiscard: () => void;
  onGoLive: () => void;
}) {
  const { t } = useTranslation();
  const [hint, setHint] = useState(false);
  const view = overviewApprovalView(overview, hasUnsavedChanges);
  // Every plan says whether its distances are straight-line estimates or measured on roads.
  const basis = overview.distanceBasis;
  const tooltip =
    view.kind === 'actions' && view.goLive.tooltip
      ? 'text' in view.goLive.tooltip
        ? view.goLive.tooltip.text
        : t(view.goLive.tooltip.messageKey)
      : null;
  return (
    <div className="overview-bar" role="group" aria-label={t('dailyPlan.overview.jobId')}>
      <button type="button" className="button ghost" onClick={onBack}>
        ← {t('dailyPlanUi.back')}
      </button>
      <div className="figure job-id">
        {t('dailyPlan.overview.jobId')}
        <strong data-testid="job-id" title={overview.jobRefNoDisplay}>
          {overview.jobRefNoDisplay}
        </strong>
      </div>
      <div className="figure">
        {t('dailyPlan.overview.totalVehicle')}
        <strong data-testid="total-vehicle">{overview.totalVehicle}</strong>
      </div>
      <div className="figure">
        {t('dailyPlan.overview.totalDistance')}
        <strong>{formatDistance(overview.totalDistance, storedLanguage())}</strong>
      </div>
      <div className="figure">
        {t('dailyPlan.overview.totalDuration')}
        <strong>{showDuration(overview.totalHours * 3600 + overview.totalMinutes * 60)}</strong>
      </div>
      {basis ? (
        <div
          className={`figure distance-basis${basis.isStraightLineEstimate ? ' estimate' : ''}`}
          data-testid="distance-basis"
          role="note"
        >
          {basis.fallbackReason
            ? t('dailyPlan.overview.roadFallback', { engine: basis.engine, reason: basis.fallbackReason })
            : basis.isStraightLineEstimate
              ? t('dailyPlan.overview.straightLineEstimate')
              : t('dailyPlan.overview.onRoads', { engine: basis.engine })}
        </div>
      ) : null}
      <div className="spacer" />
      {extra}
      {view.kind === 'badge' ? (
        <button type="button" className={`approval-badge ${view.badge}`} disabled>
          {t(view.badge === 'approved' ? 'dailyPlan.approved' : 'dailyPlan.discarded')}
        </button>
      ) : (
        <>
          <button
            type="button"
            className="button danger-outline"
            disabled={view.discard.disabled}
            title={hasUnsavedChanges ? t('dailyPlan.unsavedLocationChanges') : undefined}
            onClick={onDiscard}
          >
            {t('dailyPlan.discard')}
          </button>
          <span
            className="tooltip-wrap"
            onMouseEnter={() => setHint(true)}
            onMouseLeave={() => setHint(false)}
            onFocus={() => setHint(true)}
            onBlur={() => setHint(false)}
          >
            <button
              type="button"
              className="button primary"
              disabled={view.goLive.disabled}
              aria-describedby={tooltip ? 'go-live-tooltip' : undefined}
              onClick={onGoLive}
            >
              {t('dailyPlan.goLive')}
            </button>
            {tooltip ? (
              <span id="go-live-tooltip" role="tooltip" hidden={!hint}>
                {tooltip}
              </span>
            ) : null}
          </span>
        </>
      )}
    </div>
  );
}
