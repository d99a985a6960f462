import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chooseDistributionCenter,
  chooseJobVehicles,
  isJobModalReadOnly,
  isReferenceEditable,
  isReferenceLongEnough,
  jobModalButtons,
  jobModalTabs,
  noticeVariant,
  queueJob,
  selectionBanner,
  validateDistributionCenter,
  type ConfigurationLocation,
  type JobConfigurationDetails,
  type JobDraft,
  type JobModalMode,
} from '@rota/core/daily-plan';
import { useServices } from '../composition/services-context.js';
import { Modal } from '../ui/Modal.js';
import { ConfigurationTab } from './ConfigurationTab.js';
import { jobPort } from './daily-plan.ports.js';
import type { DailyPlanGateway } from './daily-plan.gateway.js';
import {
  configurationIssues,
  configurationRows,
  parameterIssues,
  referenceIssues,
  startParameters,
  syncVehicleCounts,
  toJobInput,
  type ConfigurationRow,
  type ParameterField,
  type ParameterValues,
} from './job-modal.model.js';
import { JobInfoPanel } from './JobInfoPanel.js';
import { ParametersTab } from './ParametersTab.js';
import { SelectGrid } from './SelectGrid.js';
import { centersOf, useCenterLists } from './use-center-lists.js';
import { localIsoDay } from './view-format.js';

export type JobModalRequest = { mode: JobModalMode; jobRefNo?: string };

const emptyDraft: JobDraft = {
  refNo: '',
  distributionCenterId: null,
  orderRefNoList: [],
  vehicleRefNoList: [],
  vehicleConfigurations: [],
  vehicleDrivers: [],
};

const orderFields = ['refNo', 'name', 'orderDate', 'locationName', 'operationTypeName', 'amount', 'weight'];
const vehicleFields = ['refNo', 'plate', 'vehicleTypeName', 'shiftStart', 'shiftEnd', 'weightCapacity'];

/** Job modal in Add, Update (replan, configure) and Info modes. */
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
  const { login, notify } = useServices();
  const user = login.load();
  const roles = user?.roles ?? [];
  const isAdmin = roles.includes('Admin');
  const mode = request.mode;
  const readOnly = isJobModalReadOnly(mode);
  const tabs = jobModalTabs(mode);
  const [tab, setTab] = useState(0);
  const [draft, setDraft] = useState<JobDraft>({
    ...emptyDraft,
    refNo: request.jobRefNo ?? '',
    distributionCenterId: isAdmin ? null : (user?.distributionCenterId ?? null),
  });
  const [fields, setFields] = useState<ParameterField[]>([]);
  const [parameters, setParameters] = useState<ParameterValues>({});
  const [centers, setCenters] = useState<{ id: string; name: string }[]>([]);
  const [customPlaces, setCustomPlaces] = useState<ConfigurationLocation[]>([]);
  const [edited, setEdited] = useState<Record<string, ConfigurationRow>>({});
  const [orderDate, setOrderDate] = useState(mode === 'Add' ? localIsoDay() : '');
  const [showIssues, setShowIssues] = useState(false);
  const [busy, setBusy] = useState(false);
  const [details, setDetails] = useState<JobConfigurationDetails | null>(null);

  // Definitions, centers and the job's own input (Update, Info).
  useEffect(() => {
    let live = true;
    void (async () => {
      const definitions = await gateway.parameterFields();
      const defs =
        definitions.ok && Array.isArray(definitions.data) ? (definitions.data as ParameterField[]) : [];
      if (!live) return;
      setFields(defs);
      if (isAdmin) {
        const depots = await gateway.depots();
        if (live && depots.ok) setCenters(centersOf(depots.data ?? []));
      }
      if (request.jobRefNo && mode !== 'Add') {
        const input = await gateway.jobInput(request.jobRefNo);
        if (!live) return;
        if (input.ok && input.data) {
          const { jobParameterDto, queue: _queue, ...rest } = input.data;
          setDraft({ ...rest, distributionCenterId: rest.distributionCenterId ?? null });
          setParameters(startParameters(defs, jobParameterDto));
        } else setParameters(startParameters(defs, null));
        if (mode === 'Info') {
          const found = await gateway.jobConfiguration(request.jobRefNo);
          if (live && found.ok) setDetails(found.data);
        }
      } else setParameters(startParameters(defs, null));
    })();
    return () => {
      live = false;
    };
  }, [gateway, isAdmin, mode, request.jobRefNo]);

  // Orders, vehicles and places of the chosen center (reloaded when the center changes).
  const { orders, vehicles, places, avoidAreas } = useCenterLists(
    gateway,
    isAdmin,
    draft.distributionCenterId,
    orderDate,
  );

  // Vehicle-count parameters follow the selection (debounced 50 ms).
  const vehicleCount = draft.vehicleRefNoList.length;
  const syncedCount = useRef(vehicleCount);
  useEffect(() => {
    if (readOnly || fields.length === 0) return;
    const timer = setTimeout(() => {
      const previous = syncedCount.current;
      syncedCount.current = vehicleCount;
      setParameters((values) => syncVehicleCounts(values, vehicleCount, previous));
    }, 50);
    return () => clearTimeout(timer);
  }, [fields.length, readOnly, vehicleCount]);

  const rows = useMemo(() => configurationRows(draft, vehicles ?? [], edited), [draft, vehicles, edited]);
  const plates = useMemo(
    () => Object.fromEntries((vehicles ?? []).map((v) => [v.refNo, v.plate])),
    [vehicles],
  );
  const refIssues = isReferenceEditable(mode) ? referenceIssues(draft.refNo) : [];
  const centerIssues = validateDistributionCenter(roles, draft.distributionCenterId);
  const paramIssues = parameterIssues(parameters, vehicleCount);
  const configIssues = configurationIssues(rows);
  const buttons = jobModalButtons({
    referenceValid: refIssues.length === 0 && isReferenceLongEnough(draft.refNo),
    parametersValid: paramIssues.length === 0,
    orderCount: draft.orderRefNoList.length,
    vehicleCount,
  });
  const banner = selectionBanner(draft.orderRefNoList.length, vehicleCount);
  // Configurations start from the vehicles' own values, so nothing is sent before the lists arrive.
  const loading = orders === null || vehicles === null || fields.length === 0;

  // New vehicles bring their default drivers (GET driver/vehicle-drivers).
  const defaultDriversFor = async (ids: readonly string[]) => {
    if (ids.length === 0) return;
    const answer = await gateway.defaultDrivers(ids);
    if (!answer.ok || !answer.data) return;
    const found = answer.data;
    setDraft((d) => {
      const missing = found.filter(
        (pair): pair is { vehicleRefNo: string; driverRefNo: string } =>
          pair.driverRefNo !== null &&
          d.vehicleRefNoList.includes(pair.vehicleRefNo) &&
          !d.vehicleDrivers.some(
            (x) => x.vehicleRefNo === pair.vehicleRefNo || x.driverRefNo === pair.driverRefNo,
          ),
      );
      return missing.length
        ? {
            ...d,
            vehicleDrivers: [
              ...d.vehicleDrivers,
              ...missing.map(({ vehicleRefNo, driverRefNo }) => ({ vehicleRefNo, driverRefNo })),
            ],
          }
        : d;
    });
  };

  const setCenter = (value: string) => {
    setDraft((d) => chooseDistributionCenter(d, value === '' ? null : Number(value)));
    setEdited({});
    setCustomPlaces([]);
  };

  const submit = useCallback(
    async (queue: boolean) => {
      setShowIssues(true);
      const problems = [...refIssues, ...centerIssues];
      if (problems.length) return setTab(0);
      if (Object.keys(configIssues).length) return setTab(tabs.indexOf('Configuration'));
      if (paramIssues.length) return setTab(tabs.indexOf('Parameters'));
      setBusy(true);
      const answer = await queueJob(
        { jobs: jobPort(gateway) },
        { input: toJobInput(draft, rows, parameters, queue), roles },
      );
      setBusy(false);
      if (!answer.ok) {
        if (answer.error.code !== 'http') notify({ kind: 'warning', key: answer.error.messageKey });
        return;
      }
      const { message } = answer.value;
      const kind = noticeVariant({ ...answer.value, code: answer.value.code ?? 0 });
      notify(
        message
          ? { kind, text: message }
          : { kind, key: mode === 'Add' ? 'grid.added' : 'grid.updated', params: { item: 'Job' } },
      );
      if (kind === 'warning') return;
      onSaved();
    },
    [
      centerIssues,
      configIssues,
      draft,
      gateway,
      mode,
      notify,
      onSaved,
      paramIssues,
      parameters,
      refIssues,
      roles,
      rows,
      tabs,
    ],
  );

  const current = tabs[tab] ?? 'Job';
  const title = t(`dailyPlanUi.modalTitle.${mode}`);
  const infoRows = (list: Record<string, unknown>[] | null, key: string, chosen: readonly string[]) =>
    readOnly && list ? list.filter((row) => chosen.includes(String(row[key]))) : list;

  return (
    <Modal
      title={title}
      onClose={onClose}
      wide
      footer={
        <>
          <button
            type="button"
            className="button secondary"
            disabled={tab === 0}
            onClick={() => setTab(tab - 1)}
          >
            {t('dailyPlan.modal.previous')}
          </button>
          {tab < tabs.length - 1 ? (
            <button
              type="button"
              className="button secondary"
              disabled={!readOnly && !isReferenceLongEnough(draft.refNo)}
              onClick={() => setTab(tab + 1)}
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
                onClick={() => void submit(false)}
              >
                {t('dailyPlan.modal.confirm')}
              </button>
              <button
                type="button"
                className="button primary"
                disabled={busy || loading || !buttons.confirmAndQueue}
                onClick={() => void submit(true)}
              >
                {t('dailyPlan.modal.confirmAndQueue')}
              </button>
            </>
          )}
        </>
      }
    >
      <div
        className={`banner ${vehicleCount && draft.orderRefNoList.length ? 'info' : 'warning'}`}
        role="status"
      >
        {t(banner.messageKey, banner.params ?? {})}
      </div>
      <div className="tabs" role="tablist" aria-label={title}>
        {tabs.map((name, index) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={index === tab}
            className={`tab${index === tab ? ' active' : ''}`}
            disabled={!readOnly && index > 0 && !isReferenceLongEnough(draft.refNo)}
            onClick={() => setTab(index)}
          >
            {t(`dailyPlan.modal.tab.${name.toLowerCase()}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        aria-label={t(`dailyPlan.modal.tab.${current.toLowerCase()}`)}
        className="tab-panel"
      >
        {current === 'Job' ? (
          <div className="form-stack">
            <label className={`field${showIssues && refIssues.length ? ' field-invalid' : ''}`}>
              <span className="field-label">{t('dailyPlanUi.referenceNumber')}</span>
              <input
                value={draft.refNo}
                readOnly={!isReferenceEditable(mode)}
                onChange={(event) => setDraft((d) => ({ ...d, refNo: event.target.value }))}
                onBlur={() => setShowIssues(true)}
              />
              {showIssues && refIssues[0] ? (
                <span className="field-error" role="alert">
                  {t(refIssues[0].messageKey, refIssues[0].params ?? {})}
                </span>
              ) : null}
            </label>
            {isAdmin ? (
              <label className={`field${showIssues && centerIssues.length ? ' field-invalid' : ''}`}>
                <span className="field-label">{t('dailyPlanUi.distributionCenter')}</span>
                <select
                  disabled={readOnly}
                  value={
                    draft.distributionCenterId === null || draft.distributionCenterId === undefined
                      ? ''
                      : String(draft.distributionCenterId)
                  }
                  onChange={(event) => setCenter(event.target.value)}
                >
                  <option value="">{t('form.selectPlaceholder')}</option>
                  {centers.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
                {showIssues && centerIssues[0] ? (
                  <span className="field-error" role="alert">
                    {t(centerIssues[0].messageKey)}
                  </span>
                ) : null}
              </label>
            ) : null}
            {avoidAreas !== null ? (
              <p className="muted">{t('dailyPlanUi.avoidAreas', { count: avoidAreas })}</p>
            ) : null}
            {details ? <JobInfoPanel details={details} /> : null}
          </div>
        ) : null}
        {current === 'Orders' ? (
          <>
            {readOnly ? null : (
              <label className="field field-inline">
                <span className="field-label">{t('dailyPlanUi.orderDate')}</span>
                <input type="date" value={orderDate} onChange={(event) => setOrderDate(event.target.value)} />
              </label>
            )}
            <SelectGrid
              label={t('dailyPlan.modal.tab.orders')}
              rows={infoRows(orders, 'refNo', draft.orderRefNoList)}
              fields={orderFields}
              idField="refNo"
              selected={draft.orderRefNoList}
              readOnly={readOnly}
              onChange={(ids) => setDraft((d) => ({ ...d, orderRefNoList: ids }))}
            />
          </>
        ) : null}
        {current === 'Vehicles' ? (
          <SelectGrid
            label={t('dailyPlan.modal.tab.vehicles')}
            rows={infoRows(vehicles, 'refNo', draft.vehicleRefNoList)}
            fields={vehicleFields}
            idField="refNo"
            selected={draft.vehicleRefNoList}
            readOnly={readOnly}
            onChange={(ids) => {
              setDraft((d) => chooseJobVehicles(d, ids));
              void defaultDriversFor(ids);
            }}
          />
        ) : null}
        {current === 'Configuration' ? (
          <ConfigurationTab
            rows={rows}
            plates={plates}
            places={places}
            customPlaces={customPlaces}
            issues={showIssues ? configIssues : {}}
            readOnly={readOnly}
            onChange={(row) => setEdited((e) => ({ ...e, [row.vehicleRefNo]: row }))}
            onAddCustom={(place) => setCustomPlaces((list) => [...list, place])}
          />
        ) : null}
        {current === 'Parameters' ? (
          <ParametersTab
            fields={fields}
            values={parameters}
            issues={paramIssues}
            readOnly={readOnly}
            onChange={(name, value) => setParameters((values) => ({ ...values, [name]: value }))}
          />
        ) : null}
        {current === 'Drivers' && request.jobRefNo ? (
          <JobInfoPanel jobRefNo={request.jobRefNo} gateway={gateway} drivers />
        ) : null}
      </div>
    </Modal>
  );
}
