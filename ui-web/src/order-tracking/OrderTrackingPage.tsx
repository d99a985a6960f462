import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ColDef } from 'ag-grid-community';
import { labelZipFileName } from '@rota/core/daily-plan';
import {
  chooseClients,
  chooseJob,
  chooseLocations,
  chooseOrders,
  chooseVehicles,
  emptyOrderFilterSelection,
  locationOptions,
  orderFilterFromQuery,
  orderFilterToQuery,
  orderOptions,
  orderStatusColours,
  orderTabCounts,
  orderTrackingTabs,
  rowsOfTab,
  vehicleOptions,
  type OrderFilterSelection,
  type OrderStatus,
  type OrderTrackingFilter,
  type OrderTrackingRow,
  type OrderTrackingTab,
} from '@rota/core/tracking';
import { GridPage, type GridRow } from '../grid/GridPage.js';
import { download } from '../grid/export.js';
import { useServices } from '../composition/services-context.js';
import { OrderDetailPanel } from './OrderDetailPanel.js';
import { registerMonitoringTexts } from './monitoring.messages.js';
import './order-tracking.css';

registerMonitoringTexts();

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  const colour = orderStatusColours[status];
  return (
    <span
      className="status-badge"
      data-status={status}
      style={{ background: colour.background, color: colour.text }}
    >
      {t(`tracking.orderStatus.${status}`)}
    </span>
  );
}

function MultiSelect(props: {
  label: string;
  options: { value: string; text: string }[];
  value: readonly string[];
  disabled?: boolean;
  onChange: (values: string[]) => void;
}) {
  return (
    <label className="ot-field field">
      <span className="field-label">{props.label}</span>
      <select
        multiple
        aria-label={props.label}
        disabled={props.disabled}
        value={[...props.value]}
        onChange={(e) => props.onChange([...e.target.selectedOptions].map((o) => o.value))}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value} title={o.text}>
            {o.text.length > 10 ? `${o.text.slice(0, 10)}…` : o.text}
          </option>
        ))}
      </select>
    </label>
  );
}

const emptyFilter: OrderTrackingFilter = { clients: [], locations: [], orders: [], vehicles: [], jobs: [] };

/** Order Tracking (spec 03): the filter bar and tabs kept in the address, the grid, and an order's detail. */
export function OrderTrackingPage() {
  const { t } = useTranslation();
  const { gateways, orderFiles } = useServices();
  const [params, setParams] = useSearchParams();
  // The address is read once, when the page opens; afterwards the page writes it.
  const [initial] = useState(() => orderFilterFromQuery([...params.entries()]));
  const [selection, setSelection] = useState<OrderFilterSelection>(initial.selection);
  const [tab, setTab] = useState<OrderTrackingTab>(initial.tab);
  const [filter, setFilter] = useState<OrderTrackingFilter>(emptyFilter);
  const [rows, setRows] = useState<OrderTrackingRow[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [shown, setShown] = useState<OrderTrackingRow | null>(null);

  useEffect(() => {
    void gateways.tracking
      .orderTrackingFilter({ query: selection.job ? { jobRefNo: selection.job } : {} })
      .then((a) => {
        if (a.ok) setFilter(a.data);
      });
  }, [gateways, selection.job]);

  const search = useCallback(
    async (chosen: OrderFilterSelection, chosenTab: OrderTrackingTab) => {
      setParams(orderFilterToQuery(chosen, chosenTab), { replace: true });
      if (chosen.job === null) {
        setRows(null);
        return;
      }
      setLoading(true);
      const answer = await gateways.tracking.orderTrackingGrid({
        query: {
          jobRefNo: chosen.job,
          clients: [...chosen.clients],
          locations: [...chosen.locations],
          orders: [...chosen.orders],
          vehicles: [...chosen.vehicles],
        },
      });
      setLoading(false);
      setRows(answer.ok ? answer.data : []);
    },
    [gateways, setParams],
  );

  useEffect(() => {
    if (initial.selection.job !== null) void search(initial.selection, initial.tab);
  }, [initial, search]);

  const chooseTab = (next: OrderTrackingTab) => {
    setTab(next);
    setParams(orderFilterToQuery(selection, next), { replace: true });
  };

  const downloadLabels = async () => {
    if (selection.job === null) return;
    const answer = await orderFiles.labels(selection.job);
    if (answer.ok) download(answer.data, labelZipFileName(selection.job));
  };

  const counts = orderTabCounts(rows ?? []);
  const visible = rowsOfTab(rows ?? [], tab);
  const columns: ColDef<GridRow>[] = [
    { field: 'orderRefNo', headerName: t('monitoringUi.column.orderRefNo'), minWidth: 130 },
    { field: 'orderName', headerName: t('monitoringUi.column.orderName'), minWidth: 140 },
    {
      field: 'status',
      headerName: t('monitoringUi.column.status'),
      minWidth: 150,
      cellRenderer: (p: { value: OrderStatus }) => <OrderStatusBadge status={p.value} />,
    },
    { field: 'actionDisplay', headerName: t('monitoringUi.column.actionDisplay'), minWidth: 100 },
    { field: 'locationName', headerName: t('monitoringUi.column.locationName'), minWidth: 180 },
    { field: 'client', headerName: t('monitoringUi.column.client'), minWidth: 110 },
    { field: 'vehicle', headerName: t('monitoringUi.column.vehicle'), minWidth: 110 },
    { field: 'visitOrder', headerName: t('monitoringUi.column.visitOrder'), minWidth: 90 },
    { field: 'amount', headerName: t('monitoringUi.column.amount'), minWidth: 90 },
  ];

  return (
    <section className="page ot-page">
      <h1 className="page-title">{t('monitoringUi.orderTracking')}</h1>
      <div className="ot-filter" role="search">
        <label className="ot-field field">
          <span className="field-label">{t('monitoringUi.job')}</span>
          <select
            aria-label={t('monitoringUi.job')}
            value={selection.job ?? ''}
            onChange={(e) =>
              setSelection(chooseJob(selection, e.target.value === '' ? null : e.target.value))
            }
          >
            <option value="">{t('monitoringUi.chooseJob')}</option>
            {filter.jobs.map((j) => (
              <option key={j.jobRefNo} value={j.jobRefNo}>
                {j.jobRefNo}
              </option>
            ))}
          </select>
        </label>
        <MultiSelect
          label={t('monitoringUi.vehicles')}
          options={vehicleOptions(filter, selection).map((v) => ({ value: v.refNo, text: v.plate }))}
          value={selection.vehicles}
          onChange={(v) => setSelection(chooseVehicles(selection, v))}
        />
        <MultiSelect
          label={t('monitoringUi.clients')}
          options={filter.clients.map((c) => ({ value: c.refNo, text: c.name }))}
          value={selection.clients}
          onChange={(v) => setSelection(chooseClients(selection, v))}
        />
        <MultiSelect
          label={t('monitoringUi.locations')}
          options={locationOptions(filter, selection).map((l) => ({ value: l.refNo, text: l.name }))}
          value={selection.locations}
          onChange={(v) => setSelection(chooseLocations(selection, v))}
        />
        <MultiSelect
          label={t('monitoringUi.orders')}
          options={orderOptions(filter, selection).map((o) => ({ value: o.refNo, text: o.refNo }))}
          value={selection.orders}
          onChange={(v) => setSelection(chooseOrders(selection, v))}
        />
        <div className="ot-buttons">
          <button type="button" className="button primary" onClick={() => void search(selection, tab)}>
            {t('tracking.search')}
          </button>
          <button
            type="button"
            className="button secondary"
            onClick={() => {
              setSelection(emptyOrderFilterSelection);
              setShown(null);
              void search(emptyOrderFilterSelection, 'ALL');
              setTab('ALL');
            }}
          >
            {t('tracking.clearAll')}
          </button>
          <button
            type="button"
            className="button secondary"
            disabled={rows === null}
            onClick={() => void search(selection, tab)}
          >
            {t('tracking.refresh')}
          </button>
          <button
            type="button"
            className="button secondary"
            disabled={selection.job === null}
            onClick={() => void downloadLabels()}
          >
            {t('monitoringUi.downloadLabels')}
          </button>
        </div>
      </div>
      <div className="tabs" role="tablist">
        {orderTrackingTabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={`tab${tab === name ? ' active' : ''}`}
            onClick={() => chooseTab(name)}
          >
            {t(`tracking.tab.${name}`)} ({counts[name]})
          </button>
        ))}
      </div>
      {rows === null ? (
        loading ? null : (
          <p className="empty-state">{t('tracking.chooseJob')}</p>
        )
      ) : (
        <div className="ot-body">
          <div className="ot-grid">
            <GridPage<GridRow>
              title={`${t('monitoringUi.orderTracking')} ${selection.job ?? ''}`}
              rows={visible as unknown as GridRow[]}
              columns={columns}
              idField="refNo"
              nameField="orderRefNo"
              height="62vh"
              emptyText={t('tracking.dataNotFound')}
              can={{ add: false, update: false, info: false, delete: false, export: true }}
              actionsWidth={100}
              rowActions={(row) => (
                <button
                  type="button"
                  className="button ghost"
                  onClick={() => setShown(row as unknown as OrderTrackingRow)}
                >
                  {t('tracking.show')}
                </button>
              )}
            />
          </div>
          <aside className="ot-detail" aria-label={t('monitoringUi.workflowSteps')}>
            {shown === null ? (
              <p className="empty-state">{t('tracking.chooseOrder')}</p>
            ) : (
              <OrderDetailPanel key={shown.refNo} row={shown} onClose={() => setShown(null)} />
            )}
          </aside>
        </div>
      )}
    </section>
  );
}
