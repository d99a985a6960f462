import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColDef } from 'ag-grid-community';
import {
  addOutcome,
  deleteOutcome,
  parsePolygon,
  updateOutcome,
  type CrudOutcome,
  type ResourceKey,
} from '@rota/core';
import { MapView } from '../map/MapView.js';
import type { MapMarker, MapPolygon } from '../map/map-model.js';
import { useServices } from '../composition/services-context.js';
import type { FieldDefinition } from '@rota/core';
import { readFieldDefinitions } from '../form/form-state.js';
import { MetadataForm, type FormMode } from '../form/MetadataForm.js';
import { noticeToast } from '../notify/notice.js';
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

  if (view === 'map') {
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
          height={screen.gridHeight ?? '70vh'}
        />
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
      renderModal={(mode, selected, close) => (
        <Modal
          wide
          title={t(
            mode === 'add' ? 'grid.addTitle' : mode === 'update' ? 'grid.updateTitle' : 'grid.infoTitle',
            { item: screen.itemName },
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
            {...(mode === 'add' || !selected[0] ? {} : { record: selected[0] })}
            onSubmit={(values) => save(mode, selected, values, close)}
          />
        </Modal>
      )}
      onDelete={async (selected) => {
        const keys = selected
          .map((row) => row[screen.idField])
          .filter((k): k is ResourceKey => typeof k === 'string' || typeof k === 'number');
        return show(deleteOutcome(await gateway.remove(keys)));
      }}
    />
  );
}

/** Rows as map shapes: markers from coordinate fields, areas from a polygon text field. */
function mapShapes(
  screen: ResourceScreen,
  rows: GridRow[],
): { markers: MapMarker[]; polygons: MapPolygon[] } {
  const spec = screen.map;
  if (!spec) return { markers: [], polygons: [] };
  const name = (row: GridRow) => String(row[screen.nameField] ?? row[screen.idField] ?? '');
  if ('polygonField' in spec) {
    const polygons = rows.flatMap((row) => {
      const path =
        typeof row[spec.polygonField] === 'string'
          ? parsePolygon(row[spec.polygonField] as string, 'latlng')
          : null;
      return path ? [{ id: String(row[screen.idField]), path, label: name(row) }] : [];
    });
    return { markers: [], polygons };
  }
  const markers = rows.flatMap((row) => {
    const lat = Number(row[spec.latField]);
    const lng = Number(row[spec.lngField]);
    return Number.isFinite(lat) && Number.isFinite(lng) && row[spec.latField] !== null
      ? [{ id: String(row[screen.idField]), position: { lat, lng }, title: name(row) }]
      : [];
  });
  return { markers, polygons: [] };
}
