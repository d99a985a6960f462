import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColDef } from 'ag-grid-community';
import {
  addOutcome,
  deleteOutcome,
  formatDrawnPolygon,
  GEOFENCE_AVOID_TYPE,
  notice,
  updateOutcome,
  type CrudOutcome,
  type FieldDefinition,
  type FormValues,
  type LatLng,
  type ResourceKey,
} from '@rota/core';
import { useServices } from '../../composition/services-context.js';
import { readFieldDefinitions } from '../../form/form-state.js';
import { GridPage } from '../../grid/GridPage.js';
import { noticeToast } from '../../notify/notice.js';
import { ResourceFormModal } from '../../grid/ResourceFormModal.js';
import { GeofenceMapTab } from './GeofenceMapTab.js';
import {
  geofenceFormRecord,
  geofenceWriteBody,
  gridDateTime,
  rowsIn,
  weekDayKeys,
  type GeofenceRow,
} from './geofence-screen.model.js';
import './geofencing.css';

const HEIGHT = '70vh';
type Tab = 'data' | 'map';

/** Geofencing (spec 02 §2): a Data tab (grid) and a Map tab (areas and drawing). */
export function GeofencingPage() {
  const { t } = useTranslation();
  const { resources, notify } = useServices();
  const gateway = useMemo(() => resources('geofences'), [resources]);
  const locationGateway = useMemo(() => resources('locations'), [resources]);
  const centerGateway = useMemo(() => resources('distribution-centers'), [resources]);
  const [rows, setRows] = useState<GeofenceRow[] | null>(null);
  const [fields, setFields] = useState<FieldDefinition[]>([]);
  const [locations, setLocations] = useState<GeofenceRow[]>([]);
  const [centers, setCenters] = useState<ReadonlyMap<number, string>>(new Map());
  const [tab, setTab] = useState<Tab>('data');
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [drawn, setDrawn] = useState<FormValues | null>(null);
  const title = t('nav.geofencing');
  const itemName = t('geofencingUi.item');

  const load = useCallback(async () => {
    const answer = await gateway.list();
    const list = answer.body?.isSuccess ? rowsIn(answer.body.data) : [];
    setRows(list);
  }, [gateway]);

  useEffect(() => {
    void load();
    void gateway
      .fieldOptions()
      .then((answer) => answer.body?.isSuccess && setFields(readFieldDefinitions(answer.body.data)));
    void locationGateway
      .list()
      .then((answer) => answer.body?.isSuccess && setLocations(rowsIn(answer.body.data)));
    void centerGateway.list().then((answer) => {
      if (!answer.body?.isSuccess) return;
      setCenters(new Map(rowsIn(answer.body.data).map((c) => [Number(c['id']), String(c['name'] ?? '')])));
    });
  }, [gateway, locationGateway, centerGateway, load]);

  const show = useCallback(
    (outcome: CrudOutcome) => {
      outcome.notices.forEach((n) => notify(noticeToast(n)));
      if (outcome.ok) void load();
      return outcome.ok;
    },
    [notify, load],
  );

  const showOnMap = useCallback((row: GeofenceRow) => {
    setFocusedId(String(row['id']));
    setTab('map');
  }, []);

  const rowActions = useCallback(
    (row: GeofenceRow) => (
      <button
        type="button"
        className="link-button"
        aria-label={t('geofencingUi.showOnMap', { name: String(row['name'] ?? '') })}
        onClick={() => showOnMap(row)}
      >
        {t('masterData.tab.map')}
      </button>
    ),
    [t, showOnMap],
  );

  const columns = useMemo<ColDef<GeofenceRow>[]>(
    () => [
      { field: 'name', headerName: t('geofencingUi.column.name'), minWidth: 220, flex: 2 },
      {
        colId: 'type',
        field: 'typeDisplay',
        headerName: t('geofencingUi.column.type'),
        minWidth: 130,
        valueGetter: (p) =>
          t(
            Number(p.data?.['type']) === GEOFENCE_AVOID_TYPE
              ? 'masterData.geofence.avoid'
              : 'masterData.geofence.areaControl',
          ),
      },
      {
        colId: 'distributionCenter',
        headerName: t('geofencingUi.column.distributionCenter'),
        minWidth: 170,
        valueGetter: (p) => centers.get(Number(p.data?.['distributionCenterId'])) ?? '',
      },
      {
        colId: 'daysOfWeek',
        field: 'daysOfWeekDisplay',
        headerName: t('geofencingUi.column.daysOfWeek'),
        minWidth: 200,
        flex: 2,
        valueGetter: (p) =>
          weekDayKeys(p.data?.['daysOfWeek'])
            .map((key) => t(key))
            .join(', '),
      },
      { field: 'daysOfMonth', headerName: t('geofencingUi.column.daysOfMonth'), minWidth: 140 },
      { field: 'specialDates', headerName: t('geofencingUi.column.specialDates'), minWidth: 150 },
      // Kept for the export, not shown: the map draws it.
      { field: 'polygon', headerName: t('geofencingUi.column.polygon'), hide: true },
      {
        field: 'updateDate',
        headerName: t('geofencingUi.column.updateDate'),
        minWidth: 160,
        valueGetter: (p) => gridDateTime(p.data?.['updateDate']),
      },
    ],
    [t, centers],
  );

  /** Add (a drawn polygon or the grid's Add) or update; the polygon is checked before sending. */
  async function save(
    mode: 'add' | 'update',
    values: FormValues,
    selected: GeofenceRow | null,
    close: () => void,
  ) {
    const body = geofenceWriteBody(
      mode === 'update' && selected ? { ...geofenceFormRecord(selected), ...values } : values,
    );
    if (!body.ok) return notify({ kind: 'warning', key: body.error.messageKey });
    if (mode === 'add') {
      const outcome = addOutcome(await gateway.create([body.value]), itemName);
      // The spec's own wording for a stored geofence.
      const notices = outcome.ok ? [notice('success', 'masterData.geofence.added')] : outcome.notices;
      if (show({ ok: outcome.ok, notices })) close();
      return;
    }
    const key = selected?.['id'];
    if (typeof key !== 'string' && typeof key !== 'number') return close();
    if (show(updateOutcome(await gateway.update(key, body.value), itemName))) close();
  }

  const tabs = (
    <div className="view-switch" role="tablist" aria-label={title}>
      {(['data', 'map'] as const).map((v) => (
        <button
          key={v}
          type="button"
          role="tab"
          aria-selected={tab === v}
          className={`tab${tab === v ? ' active' : ''}`}
          onClick={() => {
            if (v === 'map') setFocusedId(null);
            setTab(v);
          }}
        >
          {t(v === 'data' ? 'masterData.tab.data' : 'masterData.tab.map')}
        </button>
      ))}
    </div>
  );

  const drawnModal = drawn ? (
    <ResourceFormModal
      mode="add"
      item={t('geofencingUi.item')}
      fields={fields}
      record={drawn}
      onClose={() => setDrawn(null)}
      onSubmit={(values) => save('add', values, null, () => setDrawn(null))}
    />
  ) : null;

  if (tab === 'map') {
    return (
      <section className="page">
        <div className="page-head">
          <h1 className="page-title">{title}</h1>
          <div className="toolbar">{tabs}</div>
        </div>
        <GeofenceMapTab
          rows={rows ?? []}
          locations={locations}
          focusedId={focusedId}
          onShowAll={() => setFocusedId(null)}
          onDrawn={(points: LatLng[]) => setDrawn({ polygon: formatDrawnPolygon(points) })}
          height={HEIGHT}
        />
        {drawnModal}
      </section>
    );
  }

  return (
    <GridPage<GeofenceRow>
      title={title}
      headerExtra={tabs}
      rows={rows}
      columns={columns}
      idField="id"
      nameField="name"
      height={HEIGHT}
      rowActions={rowActions}
      renderModal={(mode, selected, close) => (
        <ResourceFormModal
          mode={mode}
          item={t('geofencingUi.item')}
          fields={fields}
          record={mode === 'add' || !selected[0] ? undefined : geofenceFormRecord(selected[0])}
          onClose={close}
          onSubmit={(values) => (mode === 'info' ? close() : save(mode, values, selected[0] ?? null, close))}
        />
      )}
      onDelete={async (selected) => {
        const keys = selected
          .map((row) => row['id'])
          .filter((k): k is ResourceKey => typeof k === 'string' || typeof k === 'number');
        return show(deleteOutcome(await gateway.remove(keys)));
      }}
    />
  );
}
