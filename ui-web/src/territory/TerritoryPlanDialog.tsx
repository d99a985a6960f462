import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chooseTerritoryPlanDepot,
  isTerritoryConfirmAndQueueDisabled,
  queueFlagOf,
  validateTerritoryPlan,
  type FieldDefinition,
  type FormValues,
  type TerritoryPlanDraft,
  type TerritoryPlanningJob,
} from '@rota/core';
import type { TerritoryPlace, TerritoryPlanningGateway } from '@rota/adapters-http';
import { useServices } from '../composition/services-context.js';
import { MetadataForm } from '../form/MetadataForm.js';
import { MapView } from '../map/MapView.js';
import { MARKER_COLOURS } from '../map/map-model.js';
import { Modal } from '../ui/Modal.js';

export type PlanDialogRequest = { mode: 'Add' } | { mode: 'Update'; plan: TerritoryPlanningJob };
type Tab = 'job' | 'locations' | 'parameters';
const TABS: readonly Tab[] = ['job', 'locations', 'parameters'];

/**
 * The territory plan dialog: Job, Locations and Parameters with Previous, Next and (on the last
 * tab) Finish; Confirm and Finish keep the plan, Confirm & Queue runs it.
 */
export function TerritoryPlanDialog(props: {
  request: PlanDialogRequest;
  calls: TerritoryPlanningGateway;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { notify } = useServices();
  const plan = props.request.mode === 'Update' ? props.request.plan : null;
  const [tab, setTab] = useState<Tab>('job');
  const [places, setPlaces] = useState<TerritoryPlace[] | null>(null);
  const [fields, setFields] = useState<FieldDefinition[]>([]);
  const [parameters, setParameters] = useState<FormValues>((plan?.jobParameterDto as FormValues) ?? {});
  const [draft, setDraft] = useState<TerritoryPlanDraft>({
    jobRefNo: plan?.jobRefNo ?? '',
    depotRefNo: plan?.depotRefNo ?? null,
    locationRefNos: plan?.locationRefNos ?? [],
  });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void props.calls.locations().then((answer) => {
      if (answer.ok) setPlaces(answer.data);
      else {
        setPlaces([]);
        notify({ kind: 'warning', key: 'territory.locationsNotFound' });
      }
    });
    void props.calls.parameterFields().then((answer) => answer.ok && setFields(answer.data));
  }, [props.calls, notify]);

  const depots = useMemo(() => (places ?? []).filter((p) => p.isDepot), [places]);
  const depot = depots.find((d) => d.refNo === draft.depotRefNo) ?? null;
  const candidates = useMemo(
    () =>
      depot
        ? (places ?? []).filter((p) => !p.isDepot && p.distributionCenterId === depot.distributionCenterId)
        : [],
    [places, depot],
  );
  const chosen = useMemo(() => new Set(draft.locationRefNos), [draft.locationRefNos]);

  const chooseDepot = (refNo: string) => {
    const next = chooseTerritoryPlanDepot(draft, refNo === '' ? null : refNo);
    setDraft(next);
    const center = depots.find((d) => d.refNo === refNo)?.distributionCenterId;
    if (refNo !== '' && !(places ?? []).some((p) => !p.isDepot && p.distributionCenterId === center))
      notify({ kind: 'warning', key: 'territory.noLocationForDepot' });
  };
  const go = (to: Tab) => {
    if (to !== 'job' && !draft.depotRefNo) return notify({ kind: 'warning', key: 'territory.selectDepot' });
    setTab(to);
  };
  const toggle = (refNo: string) =>
    setDraft((d) => ({
      ...d,
      locationRefNos: chosen.has(refNo)
        ? d.locationRefNos.filter((r) => r !== refNo)
        : [...d.locationRefNos, refNo],
    }));
  const allChosen = candidates.length > 0 && candidates.every((p) => chosen.has(p.refNo));

  const submit = async (button: 'confirm' | 'confirmAndQueue') => {
    const issues = validateTerritoryPlan(draft);
    if (issues.length > 0) {
      issues.forEach((issue) =>
        notify({
          kind: 'warning',
          key: issue.messageKey,
          ...(issue.params ? { params: { ...issue.params } as Record<string, string | number> } : {}),
        }),
      );
      return;
    }
    setBusy(true);
    const answer = await props.calls.submit({
      jobRefNo: draft.jobRefNo.trim(),
      depotRefNo: draft.depotRefNo!,
      locationRefNos: [...draft.locationRefNos],
      jobParameterDto: { ...parameters },
      queue: queueFlagOf(button),
    });
    setBusy(false);
    if (!answer.ok) return;
    notify({ kind: 'success', key: button === 'confirm' ? 'territory.plan.saved' : 'territory.plan.queued' });
    props.onSaved();
  };

  const index = TABS.indexOf(tab);
  const markers = candidates.map((p) => ({
    id: p.refNo,
    position: { lat: p.latitude, lng: p.longitude },
    title: p.name,
    colour: chosen.has(p.refNo) ? MARKER_COLOURS.selected : MARKER_COLOURS.normal,
  }));
  return (
    <Modal
      wide
      title={t(`territory.plan.dialog.${props.request.mode}`)}
      onClose={props.onClose}
      footer={
        <div className="plan-dialog-footer">
          <button
            type="button"
            className="button secondary"
            disabled={index === 0}
            onClick={() => go(TABS[index - 1]!)}
          >
            {t('territory.plan.previous')}
          </button>
          {index < TABS.length - 1 ? (
            <button type="button" className="button secondary" onClick={() => go(TABS[index + 1]!)}>
              {t('territory.plan.next')}
            </button>
          ) : (
            // The last tab ends the steps: Finish keeps the plan as Confirm does, without queueing it.
            <button
              type="button"
              className="button secondary"
              disabled={busy}
              onClick={() => void submit('confirm')}
            >
              {t('territory.plan.finish')}
            </button>
          )}
          <span className="spacer" />
          <button
            type="button"
            className="button secondary"
            disabled={busy}
            onClick={() => void submit('confirm')}
          >
            {t('territory.plan.confirm')}
          </button>
          <button
            type="button"
            className="button primary"
            disabled={busy || isTerritoryConfirmAndQueueDisabled(draft)}
            onClick={() => void submit('confirmAndQueue')}
          >
            {t('territory.plan.confirmAndQueue')}
          </button>
        </div>
      }
    >
      <div role="tablist" className="tabs">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={`tab${tab === name ? ' active' : ''}`}
            onClick={() => go(name)}
          >
            {t(`territory.plan.tab.${name}`)}
            {name === 'locations' ? <span className="badge">{draft.locationRefNos.length}</span> : null}
          </button>
        ))}
      </div>
      {tab === 'job' ? (
        <div className="plan-job-tab">
          <label className="field">
            <span>{t('territory.plan.referenceNumber')}</span>
            <input
              name="jobRefNo"
              value={draft.jobRefNo}
              maxLength={36}
              disabled={props.request.mode === 'Update'}
              onChange={(e) => setDraft((d) => ({ ...d, jobRefNo: e.target.value }))}
            />
          </label>
          <label className="field">
            <span>{t('territory.plan.depot')}</span>
            <select
              name="depotRefNo"
              value={draft.depotRefNo ?? ''}
              onChange={(e) => chooseDepot(e.target.value)}
            >
              <option value="">—</option>
              {depots.map((d) => (
                <option key={d.refNo} value={d.refNo}>
                  {d.name}
                </option>
              ))}
            </select>
          </label>
          <div className="alert info" role="status">
            {t('territory.plan.locationCount', { count: draft.locationRefNos.length })}
          </div>
          <MapView markers={markers} cluster fitBounds height="40vh" />
        </div>
      ) : null}
      {tab === 'locations' ? (
        <div className="plan-locations-tab">
          <label className="plan-select-all">
            <input
              type="checkbox"
              checked={allChosen}
              onChange={() =>
                setDraft((d) => ({ ...d, locationRefNos: allChosen ? [] : candidates.map((p) => p.refNo) }))
              }
            />
            {t('territory.plan.selectAll')}
            <span className="badge">
              {t('territory.plan.selected', { count: draft.locationRefNos.length })}
            </span>
          </label>
          <div className="plan-locations-list">
            <table className="simple-table">
              <thead>
                <tr>
                  <th />
                  <th>{t('territory.plan.column.refNo')}</th>
                  <th>{t('territory.plan.column.name')}</th>
                </tr>
              </thead>
              <tbody>
                {candidates.map((p) => (
                  <tr key={p.refNo}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={p.name}
                        checked={chosen.has(p.refNo)}
                        onChange={() => toggle(p.refNo)}
                      />
                    </td>
                    <td>{p.refNo}</td>
                    <td>{p.name}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
      {tab === 'parameters' ? (
        <MetadataForm
          id="territory-plan-parameters"
          fields={fields}
          mode={props.request.mode === 'Add' ? 'add' : 'update'}
          record={parameters}
          onSubmit={() => undefined}
          onValuesChange={setParameters}
        />
      ) : null}
    </Modal>
  );
}
