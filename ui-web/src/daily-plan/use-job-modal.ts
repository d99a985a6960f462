import { useEffect, useMemo, useRef, useState } from 'react';
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
  type LeftOutOrder,
} from '@rota/core/daily-plan';
import { useServices } from '../composition/services-context.js';
import { shownByHttpClient, type DailyPlanGateway } from '@rota/adapters-http';
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
import { centersOf, useCenterLists } from './use-center-lists.js';
import { isoDay } from '../i18n/format.js';

export type JobModalRequest = { mode: JobModalMode; jobRefNo?: string };

const emptyDraft: JobDraft = {
  refNo: '',
  distributionCenterId: null,
  orderRefNoList: [],
  vehicleRefNoList: [],
  vehicleConfigurations: [],
  vehicleDrivers: [],
};

/** Parameter definitions, the Admin's centers and, in Update and Info, the job's own input. */
function useJobModalSources(
  gateway: DailyPlanGateway,
  request: JobModalRequest,
  isAdmin: boolean,
  setDraft: (draft: JobDraft) => void,
  setParameters: (values: ParameterValues) => void,
) {
  const [fields, setFields] = useState<ParameterField[]>([]);
  const [centers, setCenters] = useState<{ id: string; name: string }[]>([]);
  const [details, setDetails] = useState<JobConfigurationDetails | null>(null);
  const { mode, jobRefNo } = request;
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
      if (!jobRefNo || mode === 'Add') return setParameters(startParameters(defs, null));
      const input = await gateway.jobInput(jobRefNo);
      if (!live) return;
      if (input.ok && input.data) {
        const { jobParameterDto, queue: _queue, ...rest } = input.data;
        setDraft({ ...rest, distributionCenterId: rest.distributionCenterId ?? null });
        setParameters(startParameters(defs, jobParameterDto));
      } else setParameters(startParameters(defs, null));
      if (mode === 'Info') {
        const found = await gateway.jobConfiguration(jobRefNo);
        if (live && found.ok) setDetails(found.data);
      }
    })();
    return () => {
      live = false;
    };
  }, [gateway, isAdmin, mode, jobRefNo, setDraft, setParameters]);
  return { fields, centers, details };
}

/**
 * Orders the server's rule leaves out (in a live plan, or finished by a driver) leave the
 * selection too, so a replan never names them again by accident.
 */
function useLeftOutPruning(
  leftOut: readonly LeftOutOrder[],
  selected: readonly string[],
  setDraft: (update: (draft: JobDraft) => JobDraft) => void,
) {
  useEffect(() => {
    const held = new Set(leftOut.map((o) => o.refNo));
    if (!selected.some((r) => held.has(r))) return;
    setDraft((d) =>
      d.orderRefNoList.some((r) => held.has(r))
        ? { ...d, orderRefNoList: d.orderRefNoList.filter((r) => !held.has(r)) }
        : d,
    );
  }, [leftOut, selected, setDraft]);
}

/** Vehicle-count parameters follow the selection (debounced 50 ms, spec 01 section 5). */
function useVehicleCountSync(
  vehicleCount: number,
  active: boolean,
  setParameters: (update: (values: ParameterValues) => ParameterValues) => void,
) {
  const syncedCount = useRef(vehicleCount);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => {
      const previous = syncedCount.current;
      syncedCount.current = vehicleCount;
      setParameters((values) => syncVehicleCounts(values, vehicleCount, previous));
    }, 50);
    return () => clearTimeout(timer);
  }, [active, vehicleCount, setParameters]);
}

/**
 * The job modal's state and actions (Add, Update, Info): the draft, its parameters and vehicle
 * configurations, every check of core's rules, the tab and the submit. The views only render it.
 */
export function useJobModal({
  request,
  gateway,
  onSaved,
}: {
  request: JobModalRequest;
  gateway: DailyPlanGateway;
  onSaved: () => void;
}) {
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
  const [parameters, setParameters] = useState<ParameterValues>({});
  const [customPlaces, setCustomPlaces] = useState<ConfigurationLocation[]>([]);
  const [edited, setEdited] = useState<Record<string, ConfigurationRow>>({});
  const [orderDate, setOrderDate] = useState(mode === 'Add' ? isoDay() : '');
  const [showIssues, setShowIssues] = useState(false);
  const [busy, setBusy] = useState(false);
  const { fields, centers, details } = useJobModalSources(gateway, request, isAdmin, setDraft, setParameters);
  const lists = useCenterLists(gateway, isAdmin, draft.distributionCenterId, orderDate, !readOnly);
  useLeftOutPruning(lists.leftOutOrders, draft.orderRefNoList, setDraft);
  const vehicleCount = draft.vehicleRefNoList.length;
  useVehicleCountSync(vehicleCount, !readOnly && fields.length > 0, setParameters);

  const rows = useMemo(
    () => configurationRows(draft, lists.vehicles ?? [], edited),
    [draft, lists.vehicles, edited],
  );
  const issues = {
    reference: isReferenceEditable(mode) ? referenceIssues(draft.refNo) : [],
    center: validateDistributionCenter(roles, draft.distributionCenterId),
    parameters: parameterIssues(parameters, vehicleCount),
    configuration: configurationIssues(rows),
  };
  const buttons = jobModalButtons({
    referenceValid: issues.reference.length === 0 && isReferenceLongEnough(draft.refNo),
    parametersValid: issues.parameters.length === 0,
    orderCount: draft.orderRefNoList.length,
    vehicleCount,
  });

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
      if (!missing.length) return d;
      const added = missing.map(({ vehicleRefNo, driverRefNo }) => ({ vehicleRefNo, driverRefNo }));
      return { ...d, vehicleDrivers: [...d.vehicleDrivers, ...added] };
    });
  };

  const submit = async (queue: boolean) => {
    setShowIssues(true);
    if (issues.reference.length || issues.center.length) return setTab(0);
    if (Object.keys(issues.configuration).length) return setTab(tabs.indexOf('Configuration'));
    if (issues.parameters.length) return setTab(tabs.indexOf('Parameters'));
    setBusy(true);
    const answer = await queueJob(
      { jobs: gateway.jobs },
      { input: toJobInput(draft, rows, parameters, queue), roles },
    );
    setBusy(false);
    if (!answer.ok) {
      if (!shownByHttpClient(answer.error)) notify({ kind: 'warning', key: answer.error.messageKey });
      return;
    }
    const { message } = answer.value;
    const kind = noticeVariant({ ...answer.value, code: answer.value.code ?? 0 });
    notify(
      message
        ? { kind, text: message }
        : { kind, key: mode === 'Add' ? 'grid.added' : 'grid.updated', params: { item: 'Job' } },
    );
    if (kind !== 'warning') onSaved();
  };

  const actions = {
    setTab,
    setOrderDate,
    showIssues: () => setShowIssues(true),
    setReference: (refNo: string) => setDraft((d) => ({ ...d, refNo })),
    setCenter: (value: string) => {
      setDraft((d) => chooseDistributionCenter(d, value === '' ? null : Number(value)));
      setEdited({});
      setCustomPlaces([]);
    },
    selectOrders: (ids: string[]) => setDraft((d) => ({ ...d, orderRefNoList: ids })),
    selectVehicles: (ids: string[]) => {
      setDraft((d) => chooseJobVehicles(d, ids));
      void defaultDriversFor(ids);
    },
    editConfiguration: (row: ConfigurationRow) => setEdited((e) => ({ ...e, [row.vehicleRefNo]: row })),
    addCustomPlace: (place: ConfigurationLocation) => setCustomPlaces((list) => [...list, place]),
    setParameters,
    submit,
  };

  return {
    gateway,
    mode,
    readOnly,
    isAdmin,
    tabs,
    tab,
    current: tabs[tab] ?? 'Job',
    draft,
    fields,
    parameters,
    centers,
    details,
    customPlaces,
    orderDate,
    rows,
    ...lists,
    vehicleCount,
    issues,
    issuesShown: showIssues,
    buttons,
    banner: selectionBanner(draft.orderRefNoList.length, vehicleCount),
    busy,
    // Configurations start from the vehicles' own values, so nothing is sent before the lists arrive.
    loading: lists.orders === null || lists.vehicles === null || fields.length === 0,
    referenceLongEnough: isReferenceLongEnough(draft.refNo),
    actions,
  };
}

export type JobModalState = ReturnType<typeof useJobModal>;
