import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AllCommunityModule,
  ModuleRegistry,
  type ColDef,
  type GridApi,
  type SelectionChangedEvent,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useServices } from '../composition/services-context.js';
import { ConfirmDialog, SidePanel } from '../ui/Modal.js';
import { download, toCsv, toXlsx } from './export.js';
import { deleteConfirmation, type NoSelectionWording } from '@rota/core';
import { decideMode, defaultPaging, exportFileName, type GridMode } from './grid-selection.rules.js';

ModuleRegistry.registerModules([AllCommunityModule]);

export type GridRow = Record<string, unknown>;

export interface GridPageProps<Row extends GridRow> {
  /** Page name: heading and export file name. */
  title: string;
  rows: Row[] | null;
  columns: ColDef<Row>[];
  idField: string;
  nameField: string;
  height?: string;
  pageSize?: number;
  can?: { add?: boolean; update?: boolean; info?: boolean; delete?: boolean; export?: boolean };
  /** The action column, pinned right. */
  rowActions?: (row: Row) => ReactNode;
  /** Add / Update / Info modal. */
  renderModal?: (mode: 'add' | 'update' | 'info', selected: Row[], close: () => void) => ReactNode;
  onDelete?: (rows: Row[]) => Promise<boolean>;
  /** Summary side-panel slot. */
  summary?: ReactNode;
  headerExtra?: ReactNode;
  /** 'Please select row' or 'Please select a row!' when nothing is selected. */
  noSelectionWording?: NoSelectionWording;
}

/** The one grid page: paging, pinning, modes with the spec's selection rules, export, summary. */
export function GridPage<Row extends GridRow>(props: GridPageProps<Row>) {
  const { t } = useTranslation();
  const { notify } = useServices();
  const apiRef = useRef<GridApi<Row> | null>(null);
  const [selected, setSelected] = useState<Row[]>([]);
  const [mode, setMode] = useState<GridMode>('closed');
  const [summaryOpen, setSummaryOpen] = useState(false);
  const can = { add: true, update: true, info: true, delete: true, export: true, ...props.can };

  const columnDefs = useMemo<ColDef<Row>[]>(() => {
    const defs = props.columns.map((c) => ({ ...c }));
    if (props.rowActions) {
      const render = props.rowActions;
      defs.push({
        colId: 'actions',
        headerName: t('grid.actions'),
        pinned: 'right',
        sortable: false,
        filter: false,
        resizable: false,
        width: 150,
        cellRenderer: (params: { data?: Row }) => (params.data ? render(params.data) : null),
      });
    }
    return defs;
  }, [props.columns, props.rowActions, t]);

  const request = (wanted: GridMode) => {
    const decision = decideMode(wanted, selected.length, props.noSelectionWording);
    if (decision.ok) setMode(decision.mode);
    else notify({ kind: 'warning', key: decision.warningKey });
  };
  const close = useCallback(() => setMode('closed'), []);

  async function exportAs(kind: 'xlsx' | 'csv') {
    const api = apiRef.current;
    const cols = props.columns
      .filter((c) => c.field)
      .map((c) => ({ field: String(c.field), header: c.headerName ?? String(c.field) }));
    const rows: Row[] = [];
    api?.forEachNodeAfterFilterAndSort((node) => node.data && rows.push(node.data));
    const name = exportFileName(props.title, new Date(), kind);
    const blob =
      kind === 'csv'
        ? new Blob([toCsv(cols, rows)], { type: 'text/csv;charset=utf-8' })
        : await toXlsx(props.title, cols, rows);
    download(blob, name);
  }

  const names = selected.map((row) => String(row[props.nameField] ?? row[props.idField] ?? ''));
  const confirmation = deleteConfirmation(names).message;
  const confirmationText =
    'text' in confirmation
      ? confirmation.text
      : confirmation.key === 'grid.deleteConfirmMany'
        ? `${t(confirmation.key, confirmation.params ?? {})}. ${t('grid.areYouSure')}`
        : t(confirmation.key, confirmation.params ?? {});
  const pageSize = props.pageSize ?? defaultPaging.pageSize;
  const pageSizes = Array.from(new Set<number>([...defaultPaging.pageSizes, pageSize])).sort((a, b) => a - b);

  return (
    <section className={`page grid-page${summaryOpen ? ' with-panel' : ''}`}>
      <div className="page-head">
        <h1 className="page-title">{props.title}</h1>
        <div className="toolbar" role="toolbar" aria-label={props.title}>
          {props.headerExtra}
          {can.add && props.renderModal ? (
            <button type="button" className="button primary" onClick={() => request('add')}>
              + {t('grid.add')}
            </button>
          ) : null}
          {can.update && props.renderModal ? (
            <button type="button" className="button secondary" onClick={() => request('update')}>
              {t('grid.update')}
            </button>
          ) : null}
          {can.info && props.renderModal ? (
            <button type="button" className="button secondary" onClick={() => request('info')}>
              {t('grid.info')}
            </button>
          ) : null}
          {can.delete && props.onDelete ? (
            <button type="button" className="button danger-outline" onClick={() => request('delete')}>
              {t('grid.delete')}
            </button>
          ) : null}
          {can.export ? (
            <>
              <button type="button" className="button ghost" onClick={() => void exportAs('xlsx')}>
                {t('grid.exportExcel')}
              </button>
              <button type="button" className="button ghost" onClick={() => void exportAs('csv')}>
                {t('grid.exportCsv')}
              </button>
            </>
          ) : null}
          {props.summary ? (
            <button
              type="button"
              className="button ghost"
              aria-pressed={summaryOpen}
              onClick={() => setSummaryOpen((o) => !o)}
            >
              {t('grid.summary')}
            </button>
          ) : null}
        </div>
      </div>
      <div className="grid-body">
        <div className="grid-frame" style={{ height: props.height ?? '70vh' }} data-testid="grid">
          <AgGridReact<Row>
            rowData={props.rows ?? []}
            loading={props.rows === null}
            columnDefs={columnDefs}
            defaultColDef={{ sortable: true, filter: true, resizable: true, minWidth: 110, flex: 1 }}
            rowSelection={{
              mode: 'multiRow',
              checkboxes: true,
              headerCheckbox: true,
              enableClickSelection: false,
            }}
            selectionColumnDef={{ pinned: 'left' }}
            pagination
            paginationPageSize={pageSize}
            paginationPageSizeSelector={pageSizes}
            getRowId={(params) => String(params.data[props.idField] ?? JSON.stringify(params.data))}
            overlayNoRowsTemplate={`<span class="grid-empty">${t('common.noData')}</span>`}
            onGridReady={(event) => {
              apiRef.current = event.api;
              event.api.paginationGoToPage(defaultPaging.pageIndex);
            }}
            onSelectionChanged={(event: SelectionChangedEvent<Row>) =>
              setSelected(event.api.getSelectedRows())
            }
          />
        </div>
        {summaryOpen && props.summary ? (
          <SidePanel title={t('grid.summary')} onClose={() => setSummaryOpen(false)}>
            {props.summary}
          </SidePanel>
        ) : null}
      </div>
      {(mode === 'add' || mode === 'update' || mode === 'info') && props.renderModal
        ? props.renderModal(mode, selected, close)
        : null}
      {mode === 'delete' && props.onDelete ? (
        <ConfirmDialog
          title={t('grid.delete')}
          message={confirmationText}
          onCancel={close}
          onConfirm={() => {
            const onDelete = props.onDelete;
            close();
            void onDelete?.(selected).then((done) => {
              if (done) apiRef.current?.deselectAll();
            });
          }}
        />
      ) : null}
    </section>
  );
}
