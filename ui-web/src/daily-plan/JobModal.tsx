import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { groupLeftOut, type LeftOutOrder } from '@rota/core/daily-plan';
import { DateField } from '../ui/DateField.js';
import { Modal } from '../ui/Modal.js';
import { ConfigurationTab } from './ConfigurationTab.js';
import type { DailyPlanGateway } from '@rota/adapters-http';
import { JobInfoPanel } from './JobInfoPanel.js';
import { JobModalFooter } from './JobModalFooter.js';
import { JobTab } from './JobTab.js';
import { ParametersTab } from './ParametersTab.js';
import { SelectGrid } from './SelectGrid.js';
import { useJobModal, type JobModalRequest, type JobModalState } from './use-job-modal.js';

export type { JobModalRequest } from './use-job-modal.js';

const orderFields = ['refNo', 'name', 'orderDate', 'locationName', 'operationTypeName', 'amount', 'weight'];
const vehicleFields = ['refNo', 'plate', 'vehicleTypeName', 'shiftStart', 'shiftEnd', 'weightCapacity'];

/** In Info mode a grid lists only what the job holds. */
const shown = (modal: JobModalState, list: Record<string, unknown>[] | null, chosen: readonly string[]) =>
  modal.readOnly && list ? list.filter((row) => chosen.includes(String(row['refNo']))) : list;

/** References named per reason; past them, "and N more" keeps the grid in view. */
const NAMED_PER_REASON = 5;

/** "3 orders left out: 2 already in a live plan (ORD-1, ORD-2), 1 completed (ORD-9)". */
function LeftOutNote({ leftOut }: { leftOut: readonly LeftOutOrder[] }) {
  const { t } = useTranslation();
  if (leftOut.length === 0) return null;
  const named = (refNos: readonly string[]) => {
    const first = refNos.slice(0, NAMED_PER_REASON).join(', ');
    const more = refNos.length - NAMED_PER_REASON;
    return more > 0 ? t('dailyPlanUi.leftOutMore', { refNos: first, count: more }) : first;
  };
  const reasons = groupLeftOut(leftOut)
    .map((g) =>
      t(`dailyPlanUi.leftOutReason.${g.reason}`, { count: g.refNos.length, refNos: named(g.refNos) }),
    )
    .join(', ');
  return (
    <p className="banner info" role="note" data-testid="left-out-orders">
      {t('dailyPlanUi.leftOut', { count: leftOut.length, reasons })} {t('dailyPlanUi.leftOutHint')}
    </p>
  );
}

/** The panel of the current tab. */
function JobModalPanel({ modal, jobRefNo }: { modal: JobModalState; jobRefNo: string | undefined }) {
  const { t } = useTranslation();
  const { draft, readOnly, actions } = modal;
  const plates = useMemo(
    () => Object.fromEntries((modal.vehicles ?? []).map((v) => [v.refNo, v.plate])),
    [modal.vehicles],
  );
  switch (modal.current) {
    case 'Job':
      return <JobTab modal={modal} />;
    case 'Orders':
      return (
        <>
          {readOnly ? null : (
            <DateField
              className="field-inline"
              label={t('dailyPlanUi.orderDate')}
              value={modal.orderDate}
              onChange={actions.setOrderDate}
            />
          )}
          {readOnly ? null : <LeftOutNote leftOut={modal.leftOutOrders} />}
          <SelectGrid
            label={t('dailyPlan.modal.tab.orders')}
            rows={shown(modal, modal.orders, draft.orderRefNoList)}
            fields={orderFields}
            idField="refNo"
            selected={draft.orderRefNoList}
            readOnly={readOnly}
            onChange={actions.selectOrders}
          />
        </>
      );
    case 'Vehicles':
      return (
        <SelectGrid
          label={t('dailyPlan.modal.tab.vehicles')}
          rows={shown(modal, modal.vehicles, draft.vehicleRefNoList)}
          fields={vehicleFields}
          idField="refNo"
          selected={draft.vehicleRefNoList}
          readOnly={readOnly}
          onChange={actions.selectVehicles}
        />
      );
    case 'Configuration':
      return (
        <ConfigurationTab
          rows={modal.rows}
          plates={plates}
          places={modal.places}
          customPlaces={modal.customPlaces}
          issues={modal.issuesShown ? modal.issues.configuration : {}}
          readOnly={readOnly}
          onChange={actions.editConfiguration}
          onAddCustom={actions.addCustomPlace}
        />
      );
    case 'Parameters':
      return (
        <ParametersTab
          fields={modal.fields}
          values={modal.parameters}
          issues={modal.issues.parameters}
          readOnly={readOnly}
          onChange={actions.setParameters}
        />
      );
    case 'Drivers':
      return jobRefNo ? <JobInfoPanel jobRefNo={jobRefNo} gateway={modal.gateway} drivers /> : null;
    default:
      return null;
  }
}

/** Job modal in Add, Update (replan, configure) and Info modes: `useJobModal` holds its logic. */
export function JobModal({
  request,
  gateway,
  onClose,
  onSaved,
}: {
  request: JobModalRequest;
  gateway: DailyPlanGateway;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const modal = useJobModal({ request, gateway, onSaved });
  const title = t(`dailyPlanUi.modalTitle.${modal.mode}`);
  const complete = modal.vehicleCount > 0 && modal.draft.orderRefNoList.length > 0;
  return (
    <Modal title={title} onClose={onClose} wide footer={<JobModalFooter modal={modal} onClose={onClose} />}>
      <div className={`banner ${complete ? 'info' : 'warning'}`} role="status">
        {t(modal.banner.messageKey, modal.banner.params ?? {})}
      </div>
      <div className="tabs" role="tablist" aria-label={title}>
        {modal.tabs.map((name, index) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={index === modal.tab}
            className={`tab${index === modal.tab ? ' active' : ''}`}
            disabled={!modal.readOnly && index > 0 && !modal.referenceLongEnough}
            onClick={() => modal.actions.setTab(index)}
          >
            {t(`dailyPlan.modal.tab.${name.toLowerCase()}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        aria-label={t(`dailyPlan.modal.tab.${modal.current.toLowerCase()}`)}
        className="tab-panel"
      >
        <JobModalPanel modal={modal} jobRefNo={request.jobRefNo} />
      </div>
    </Modal>
  );
}
