import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColDef } from 'ag-grid-community';
import {
  deleteConfirmation,
  parseDaysOfWeek,
  validateRowSelected,
  validateVisitOrderAvailable,
  type LocationTerritoryRow,
  type Territory,
} from '@rota/core';
import type { TerritoryPlace } from '@rota/adapters-http';
import { useServices } from '../composition/services-context.js';
import { GridPage } from '../grid/GridPage.js';
import { ConfirmDialog, Modal } from '../ui/Modal.js';
import {
  serverFieldErrors,
  territoryFormBody,
  territoryFormValues,
  TerritoryFormModal,
} from './TerritoryForm.js';
import type { FieldErrors } from './TerritoryForm.js';
import { TerritoryMapTab } from './TerritoryMapTab.js';
import './territory.css';

type Tab = 'territory' | 'location' | 'map';
type TerritoryRow = Territory & Record<string, unknown>;
type LocationRow = LocationTerritoryRow & Record<string, unknown>;

/** Territory (spec 03 "Territory Planning"): the Territory, Location and Map tabs. */
export function TerritoryPage() {
  const { t } = useTranslation();
  const { territory: calls, notify } = useServices();
  const [tab, setTab] = useState<Tab>('territory');
  const [territories, setTerritories] = useState<Territory[] | null>(null);
  const [rows, setRows] = useState<LocationTerritoryRow[] | null>(null);
  const [places, setPlaces] = useState<TerritoryPlace[]>([]);
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const [ordering, setOrdering] = useState<Territory | null>(null);
  const [transfer, setTransfer] = useState<LocationTerritoryRow | null>(null);
  const [selected, setSelected] = useState<TerritoryRow[]>([]);
  const [deleting, setDeleting] = useState<TerritoryRow[] | null>(null);
  const [formErrors, setFormErrors] = useState<FieldErrors>({});

  const load = useCallback(async () => {
    const [list, locs] = await Promise.all([calls.territories(), calls.locationTerritories()]);
    setTerritories(list.ok ? list.data : []);
    setRows(locs.ok ? locs.data : []);
    if (list.ok && list.data.length === 0) notify({ kind: 'warning', key: 'territory.noTerritories' });
  }, [calls, notify]);
  useEffect(() => {
    void load();
    void calls.locations().then((answer) => answer.ok && setPlaces(answer.data));
  }, [calls, load]);

  const dayNames = useCallback(
    (text: string | null) =>
      parseDaysOfWeek(text)
        .map((d) => t(`territory.day.${d}`))
        .join(', '),
    [t],
  );
  const territoryColumns = useMemo<ColDef<TerritoryRow>[]>(
    () => [
      { field: 'name', headerName: t('territory.column.name'), sortable: true, filter: 'agTextColumnFilter' },
      { field: 'tag', headerName: t('territory.column.tag'), sortable: true },
      { field: 'locationCount', headerName: t('territory.column.locationCount'), sortable: true, width: 130 },
      {
        field: 'daysOfWeek',
        headerName: t('territory.column.daysOfWeek'),
        valueFormatter: (p) => dayNames(p.value as string | null),
      },
      { field: 'defaultVehiclePlate', headerName: t('territory.column.defaultVehiclePlate') },
    ],
    [t, dayNames],
  );
  const locationColumns = useMemo<ColDef<LocationRow>[]>(
    () => [
      {
        field: 'locationRefNo',
        headerName: t('territory.column.locationRefNo'),
        sortable: true,
        filter: 'agTextColumnFilter',
      },
      {
        field: 'locationName',
        headerName: t('territory.column.locationName'),
        sortable: true,
        filter: 'agTextColumnFilter',
      },
      {
        field: 'territoryName',
        headerName: t('territory.column.territoryName'),
        sortable: true,
        filter: 'agTextColumnFilter',
      },
    ],
    [t],
  );

  const deleteText = (names: string[]) => {
    const message = deleteConfirmation(names).message;
    if ('text' in message) return message.text;
    return message.key === 'grid.deleteConfirmMany'
      ? `${t(message.key, message.params ?? {})}. ${t('grid.areYouSure')}`
      : t(message.key, message.params ?? {});
  };

  const openVisitOrders = (row: Territory) => {
    const issues = validateVisitOrderAvailable(row.locationCount);
    if (issues.length > 0) return notify({ kind: 'warning', key: issues[0]!.messageKey });
    setOrdering(row);
  };

  const tabs = (
    <div role="tablist" className="tabs">
      {(['territory', 'location', 'map'] as const).map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          aria-selected={tab === name}
          className={`tab${tab === name ? ' active' : ''}`}
          onClick={() => setTab(name)}
        >
          {t(`territory.tab.${name}`)}
        </button>
      ))}
    </div>
  );

  return (
    <>
      {tab === 'territory' ? (
        <GridPage<TerritoryRow>
          title={t('nav.territory')}
          beside={tabs}
          rows={territories as TerritoryRow[] | null}
          testId="territory-grid"
          emptyText={t('territory.noTerritories')}
          columns={territoryColumns}
          idField="id"
          nameField="name"
          can={{ add: false, update: true, info: false, delete: false }}
          noSelectionWording="row"
          onSelectionChange={setSelected}
          headerExtra={
            <button
              type="button"
              className="button danger-outline"
              onClick={() => {
                const issues = validateRowSelected(selected.length);
                if (issues.length > 0) return notify({ kind: 'warning', key: issues[0]!.messageKey });
                setDeleting(selected);
              }}
            >
              {t('grid.delete')}
            </button>
          }
          renderModal={(mode, rows, close) =>
            mode === 'update' && rows[0] ? (
              <TerritoryFormModal
                mode="update"
                initial={territoryFormValues(rows[0])}
                polygon={rows[0].polygon}
                calls={calls}
                errors={formErrors}
                onClose={() => {
                  setFormErrors({});
                  close();
                }}
                onSubmit={async (values) => {
                  const answer = await calls.updateTerritory(rows[0]!.id, territoryFormBody(values));
                  setFormErrors(serverFieldErrors(answer));
                  if (!answer.ok) {
                    if (answer.error.message) notify({ kind: 'error', text: answer.error.message });
                    return;
                  }
                  notify({ kind: 'success', key: 'territory.updated' });
                  close();
                  void load();
                }}
              />
            ) : null
          }
          actionsWidth={220}
          rowActions={(row) => (
            <>
              <button type="button" className="button secondary small" onClick={() => openVisitOrders(row)}>
                {t('territory.action.visitOrder')}
              </button>
              <button
                type="button"
                className="button secondary small"
                onClick={() => {
                  setFocusedId(row.id);
                  setTab('map');
                }}
              >
                {t('territory.action.map')}
              </button>
            </>
          )}
        />
      ) : null}
      {tab === 'location' ? (
        <GridPage<LocationRow>
          title={t('nav.territory')}
          beside={tabs}
          rows={rows as LocationRow[] | null}
          testId="location-territory-grid"
          emptyText={t('territory.dataNotFound')}
          columns={locationColumns}
          idField="locationRefNo"
          nameField="locationName"
          can={{ add: false, update: false, info: false, delete: false }}
          actionsWidth={170}
          rowActions={(row) => (
            <button type="button" className="button secondary small" onClick={() => setTransfer(row)}>
              {t('territory.action.transferTerritory')}
            </button>
          )}
        />
      ) : null}
      {tab === 'map' ? (
        <section className="page">
          <header className="page-header">
            <h1>{t('nav.territory')}</h1>
            {tabs}
          </header>
          <TerritoryMapTab
            territories={territories ?? []}
            places={places}
            calls={calls}
            focusedId={focusedId}
            onFocus={setFocusedId}
            onChanged={() => void load()}
          />
        </section>
      ) : null}
      {ordering ? (
        <VisitOrderDialog
          territory={ordering}
          places={places}
          onClose={() => setOrdering(null)}
          onSave={async (list) => {
            const answer = await calls.saveVisitOrders(ordering.id, list);
            if (answer.ok) {
              notify({ kind: 'success', key: 'territory.updated' });
              setOrdering(null);
              void load();
            }
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('territory.dialog.delete')}
          message={deleteText(deleting.map((x) => x.name))}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const ids = deleting.map((x) => x.id);
            setDeleting(null);
            void calls.deleteTerritories(ids).then((answer) => {
              if (!answer.ok) return;
              notify({ kind: 'success', key: 'territory.deleted' });
              setSelected([]);
              if (ids.includes(focusedId ?? -1)) setFocusedId(null);
              void load();
            });
          }}
        />
      ) : null}
      {transfer ? (
        <TransferDialog
          row={transfer}
          territories={territories ?? []}
          onClose={() => setTransfer(null)}
          onSave={async (newTerritoryId) => {
            const answer = await calls.transfer({
              currentTerritoryId: transfer.territoryId,
              locationRefNo: transfer.locationRefNo,
              newTerritoryId,
            });
            if (answer.ok) {
              notify({ kind: 'success', key: 'territory.updated' });
              setTransfer(null);
              void load();
            }
          }}
        />
      ) : null}
    </>
  );
}

/**
 * Location Visit Orders: the territory's locations in order, dragged to a new place (or moved up
 * and down from the keyboard), saved from 1.
 */
function VisitOrderDialog(props: {
  territory: Territory;
  places: readonly TerritoryPlace[];
  onClose: () => void;
  onSave: (list: { locationRefNo: string; visitOrder: number }[]) => Promise<void>;
}) {
  const { t } = useTranslation();
  const names = useMemo(() => new Map(props.places.map((p) => [p.refNo, p.name])), [props.places]);
  const [order, setOrder] = useState(() =>
    [...props.territory.locationList].sort((a, b) => a.visitOrder - b.visitOrder).map((l) => l.locationRefNo),
  );
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const moveTo = (from: number, to: number) =>
    setOrder((list) => {
      const next = [...list];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item!);
      return next;
    });
  const move = (i: number, by: number) => moveTo(i, i + by);
  return (
    <Modal
      title={`${t('territory.dialog.visitOrders')}: ${props.territory.name}`}
      onClose={props.onClose}
      footer={
        <button
          type="button"
          className="button primary"
          onClick={() =>
            void props.onSave(order.map((locationRefNo, i) => ({ locationRefNo, visitOrder: i + 1 })))
          }
        >
          {t('territory.save')}
        </button>
      }
    >
      <ol className="visit-order-list">
        {order.map((ref, i) => (
          <li
            key={ref}
            draggable
            data-testid={`visit-order-${ref}`}
            className={[dragged === i ? 'dragging' : '', over === i && dragged !== i ? 'drop-target' : '']
              .filter(Boolean)
              .join(' ')}
            onDragStart={(e) => {
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', ref);
              setDragged(i);
            }}
            onDragOver={(e) => {
              e.preventDefault();
              e.dataTransfer.dropEffect = 'move';
              setOver(i);
            }}
            onDrop={(e) => {
              e.preventDefault();
              if (dragged !== null && dragged !== i) moveTo(dragged, i);
              setDragged(null);
              setOver(null);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
          >
            <span className="visit-order-grip" aria-hidden="true">
              ⠿
            </span>
            <span className="visit-order-name">{names.get(ref) ?? ref}</span>
            <button
              type="button"
              className="button ghost small"
              aria-label={t('territory.visitOrder.up')}
              disabled={i === 0}
              onClick={() => move(i, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="button ghost small"
              aria-label={t('territory.visitOrder.down')}
              disabled={i === order.length - 1}
              onClick={() => move(i, 1)}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
    </Modal>
  );
}

/** Change Territory: one other territory for the location. */
function TransferDialog(props: {
  row: LocationTerritoryRow;
  territories: readonly Territory[];
  onClose: () => void;
  onSave: (newTerritoryId: number) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { notify } = useServices();
  const [target, setTarget] = useState('');
  return (
    <Modal
      title={`${t('territory.dialog.changeTerritory')}: ${props.row.locationName}`}
      onClose={props.onClose}
      footer={
        <button
          type="button"
          className="button primary"
          onClick={() =>
            target === ''
              ? notify({ kind: 'warning', key: 'territory.oneTerritoryMustBeSelected' })
              : void props.onSave(Number(target))
          }
        >
          {t('territory.save')}
        </button>
      }
    >
      <label className="field">
        <span>{t('territory.transfer.newTerritory')}</span>
        <select name="newTerritoryId" value={target} onChange={(e) => setTarget(e.target.value)}>
          <option value="">—</option>
          {props.territories
            .filter((x) => x.id !== props.row.territoryId)
            .map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
        </select>
      </label>
    </Modal>
  );
}
