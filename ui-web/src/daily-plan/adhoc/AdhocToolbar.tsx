import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/Modal.js';
import './adhoc.css';
import type { AdhocEditing } from './useAdhocEditing.js';

/** Pending edits of the version on screen, with Add orders, Undo Changes and Reoptimize. */
export function AdhocToolbar({
  editing,
  onAddOrders,
  onReoptimize,
}: {
  editing: AdhocEditing;
  onAddOrders: () => void;
  onReoptimize: () => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const pins = editing.pinnedStops.length + editing.pinnedRoutes.length;
  return (
    <div className="adhoc-toolbar" role="group" aria-label={t('dailyPlan.reoptimize')}>
      <span className="muted" data-testid="adhoc-summary">
        {t('adhocUi.pendingSummary', {
          changes: t('adhocUi.pendingChanges', { count: editing.changes.length }),
          added: t('adhocUi.pendingAdded', { count: editing.ordersToAdd.length }),
          removed: t('adhocUi.pendingRemoved', { count: editing.ordersToRemove.length }),
          pins: t('adhocUi.pendingPins', { count: pins }),
        })}
      </span>
      <button type="button" className="button ghost" onClick={onAddOrders}>
        {t('adhocUi.addOrders')}
      </button>
      <button
        type="button"
        className="button ghost"
        disabled={!editing.hasEdits && pins === 0}
        onClick={() => setConfirming(true)}
      >
        {t('dailyPlan.undoChanges')}
      </button>
      <button
        type="button"
        className="button primary"
        disabled={!editing.canReoptimize}
        title={editing.canReoptimize ? undefined : t('dailyPlan.nothingToReoptimize')}
        onClick={onReoptimize}
      >
        {t('dailyPlan.reoptimize')}
      </button>
      {confirming ? (
        <ConfirmDialog
          title={t('dailyPlan.undoChanges')}
          message={t('dailyPlan.undoChangesConfirm')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            editing.undo();
          }}
        />
      ) : null}
    </div>
  );
}
