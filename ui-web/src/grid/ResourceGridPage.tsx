import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColDef } from 'ag-grid-community';
import {
  addOutcome,
  deleteOutcome,
  formatDrawnPolygon,
  hasGeofencePointCount,
  roundCoordinate,
  updateOutcome,
  type CrudOutcome,
  type LatLng,
  type ResourceKey,
} from '@rota/core';
import { MapView } from '../map/MapView.js';
import { mapShapes } from './resource-map.js';
import { useServices } from '../composition/services-context.js';
import type { FieldDefinition } from '@rota/core';
import { readFieldDefinitions } from '../form/form-state.js';
import { MetadataForm, type FormMode } from '../form/MetadataForm.js';
import { noticeToast } from '../notify/notice.js';
import { toAnswer } from '@rota/adapters-http';
import type { ResourceScreen } from '../pages/resource-screens.js';
import { Modal } from '../ui/Modal.js';
import { GridPage, type GridRow } from './GridPage.js';

function rowsOf(data: unknown, listField: string | undefined): GridRow[] {
  if (Array.isArray(data)) return data as GridRow[];
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    const list = listField ? record[listField] : Object.values(record).find(Array.isArray);
    if (Array.isArray(list)) return list as GridRow[];
  }
  return [];
}

function humanize(field: string): string {
  return field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

/** A master-data screen from the registry: the generic grid over core's resource port. */
export function ResourceGridPage({ screen }: { screen: ResourceScreen }) {
  const { t } = useTranslation();
  const { resources, notify } = useServices();
  const gateway = useMemo(() => resources(screen.endpoint, screen.gateway), [resources, screen]);
  const [rows, setRows] = useState<GridRow[] | null>(null);
  const [fields, setFields] = useState<FieldDefinition[]>([]);
  const [view, setView] = useState<'grid' | 'map'>('grid');
  const [drawn, setDrawn] = useState<GridRow | null>(null);
  const { http } = useServices();
  const title = t(screen.titleKey);

  const load = useCallback(async () => {
    setRows(null);
    const answer = await gateway.list();
    const list = answer.body?.isSuccess ? rowsOf(answer.body.data, screen.listField) : [];
    if (answer.body?.isSuccess && list.length === 0) notify({ kind: 'warning', key: 'grid.dataNotFound' });
    setRows(list);
  }, [gateway, notify, screen.listField]);

  useEffect(() => {
    void load();
    void gateway
      .fieldOptions()
      .then((answer) => answer.body?.isSuccess && setFields(readFieldDefinitions(answer.body.data)));
  }, [gateway, load]);

  const columns = useMemo<ColDef<GridRow>[]>(() => {
    const first = rows?.[0];
    const names =
      screen.columns ??
      (first ? Object.keys(first).filter((k) => typeof first[k] !== 'object') : fields.map((f) => f.name));
    const labels = new Map(fields.map((f) => [f.name, f.displayName ?? humanize(f.name)]));
    return names.map((field) => ({ field, headerName: labels.get(field) ?? humanize(field) }));
  }, [screen.columns, rows, fields]);

  function show(outcome: CrudOutcome, close?: () => void) {
    outcome.notices.forEach((n) => notify(noticeToast(n)));
    if (outcome.ok) {
      close?.();
      void load();
    }
    return outcome.ok;
  }

  async function save(mode: FormMode, selected: GridRow[], values: GridRow, close: () => void) {
    if (mode === 'add') return void show(addOutcome(await gateway.create([values]), screen.itemName), close);
    const key = selected[0]?.[screen.idField];
    if (mode !== 'update' || (typeof key !== 'string' && typeof key !== 'number')) return close();
    show(updateOutcome(await gateway.update(key, { ...selected[0], ...values }), screen.itemName), close);
  }

  const shapes = useMemo(() => mapShapes(screen, rows ?? []), [screen, rows]);
  const viewSwitch = screen.map ? (
    <div className="view-switch" role="tablist" aria-label={title}>
      {(['grid', 'map'] as const).map((v) => (
        <button
          key={v}
          type="button"
          role="tab"
          aria-selected={view === v}
          className={`tab${view === v ? ' active' : ''}`}
          onClick={() => setView(v)}
        >
          {t(v === 'grid' ? 'map.gridView' : 'map.mapView')}
        </button>
      ))}
    </div>
  ) : null;

  /** The Add / Update / Info modal; `record` prefills Add (a polygon drawn on the map). */
  function formModal(mode: FormMode, selected: GridRow[], close: () => void, record?: GridRow) {
    const prefill = mode === 'add' ? record : selected[0];
    return (
      <Modal
        wide
        title={t(
          mode === 'add' ? 'grid.addTitle' : mode === 'update' ? 'grid.updateTitle' : 'grid.infoTitle',
          {
            item: screen.itemName,
          },
        )}
        onClose={close}
        footer={
          <>
            <button type="button" className="button secondary" onClick={close}>
              {mode === 'info' ? t('common.close') : t('common.cancel')}
            </button>
            {mode !== 'info' ? (
              <button type="submit" form="resource-form" className="button primary">
                {t('common.save')}
              </button>
            ) : null}
          </>
        }
      >
        <MetadataForm
          id="resource-form"
          fields={fields}
          mode={mode}
          {...(prefill ? { record: prefill } : {})}
          onSubmit={(values) => save(mode, selected, values, close)}
        />
      </Modal>
    );
  }

  async function moveMarker(id: string, at: LatLng) {
    const spec = screen.map;
    if (!spec || !('coordinatePath' in spec) || !spec.coordinatePath) return;
    const data = { latitude: roundCoordinate(at.lat), longitude: roundCoordinate(at.lng) };
    const answer = await http.request({ method: 'PATCH', url: spec.coordinatePath(id), data });
    show(updateOutcome(toAnswer(answer), screen.itemName));
  }

  function polygonDrawn(points: LatLng[]) {
    const spec = screen.map;
    if (!spec || !('polygonField' in spec)) return;
    if (!hasGeofencePointCount(points))
      return notify({ kind: 'warning', key: 'masterData.geofence.pointCount' });
    setDrawn({ [spec.polygonField]: formatDrawnPolygon(points) });
  }

  if (view === 'map') {
    const drawing = Boolean(screen.map && 'polygonField' in screen.map);
    return (
      <section className="page">
        <div className="page-head">
          <h1 className="page-title">{title}</h1>
          <div className="toolbar">{viewSwitch}</div>
        </div>
        <MapView
          markers={shapes.markers}
          polygons={shapes.polygons}
          cluster
          drawing={drawing}
          onPolygonDrawn={polygonDrawn}
          onMarkerDragEnd={(id, at) => void moveMarker(id, at)}
          height={screen.gridHeight ?? '70vh'}
        />
        {drawn ? formModal('add', [], () => setDrawn(null), drawn) : null}
      </section>
    );
  }

  return (
    <GridPage<GridRow>
      headerExtra={viewSwitch}
      title={title}
      rows={rows}
      columns={columns}
      idField={screen.idField}
      nameField={screen.nameField}
      height={screen.gridHeight ?? '70vh'}
      pageSize={screen.pageSize ?? 20}
      can={{ delete: screen.canDelete !== false }}
      renderModal={(mode, selected, close) => formModal(mode, selected, close)}
      onDelete={async (selected) => {
        const keys = selected
          .map((row) => row[screen.idField])
          .filter((k): k is ResourceKey => typeof k === 'string' || typeof k === 'number');
        return show(deleteOutcome(await gateway.remove(keys)));
      }}
    />
  );
}
