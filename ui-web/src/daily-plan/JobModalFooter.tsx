import { useTranslation } from 'react-i18next';
import type { JobModalState } from './use-job-modal.js';

/** Previous and Next; Finish in Info mode, otherwise Confirm and Confirm & Queue. */
export function JobModalFooter({ modal, onClose }: { modal: JobModalState; onClose: () => void }) {
  const { t } = useTranslation();
  const { tab, tabs, readOnly, busy, loading, buttons, actions } = modal;
  return (
    <>
      <button
        type="button"
        className="button secondary"
        disabled={tab === 0}
        onClick={() => actions.setTab(tab - 1)}
      >
        {t('dailyPlan.modal.previous')}
      </button>
      {tab < tabs.length - 1 ? (
        <button
          type="button"
          className="button secondary"
          disabled={!readOnly && !modal.referenceLongEnough}
          onClick={() => actions.setTab(tab + 1)}
        >
          {t('dailyPlan.modal.next')}
        </button>
      ) : null}
      {readOnly ? (
        <button type="button" className="button primary" onClick={onClose}>
          {t('dailyPlan.modal.finish')}
        </button>
      ) : (
        <>
          <button
            type="button"
            className="button secondary"
            disabled={busy || loading || !buttons.confirm}
            onClick={() => void actions.submit(false)}
          >
            {t('dailyPlan.modal.confirm')}
          </button>
          <button
            type="button"
            className="button primary"
            disabled={busy || loading || !buttons.confirmAndQueue}
            onClick={() => void actions.submit(true)}
          >
            {t('dailyPlan.modal.confirmAndQueue')}
          </button>
        </>
      )}
    </>
  );
}
