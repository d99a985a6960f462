import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AllCommunityModule,
  ModuleRegistry,
  type ColDef,
  type GridApi,
  type GridState,
  type IDatasource,
  type SelectionChangedEvent,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { GridDateInput } from './GridDateInput.js';
import { useServices } from '../composition/services-context.js';
import { ConfirmDialog, SidePanel } from '../ui/Modal.js';
import { download, exportColumns, exportRowsOf, toCsv, toXlsx } from './export.js';
import { useGridLocaleText } from './use-grid-locale-text.js';
import { deleteConfirmation, exportFileName, type NoSelectionWording } from '@rota/core';
import { decideMode, defaultPaging, type GridMode } from './grid-selection.rules.js';
import type { GridRequest, GridSort } from './grid-query.js';

ModuleRegistry.registerModules([AllCommunityModule]);

export type GridRow = Record<string, unknown>;

/** Rows paged, sorted and filtered by the server: the grid asks for one page at a time. */
export interface GridSource<Row extends GridRow> {
  load(request: GridRequest): Promise<{ rows: Row[]; total: number } | null>;
  /** Every row with the grid's sort and filters (exports); null when they could not be read. */
  loadAll(sortModel: readonly GridSort[], filterModel: Record<string, unknown>): Promise<Row[] | null>;
  /** The filters the grid opens with (e.g. a name carried from another page). */
  initialFilter?: Record<string, unknown>;
  /** A change reloads the rows (after add, update, delete). */
  version: number;
}

export interface GridPageProps<Row extends GridRow> {
  /** Page name: heading and export file name. */
  title: string;
  /** The rows of a client-side grid; ignored when `source` is given. */
  rows: Row[] | null;
  source?: GridSource<Row>;
  /** Shown over an empty grid ('No data' unless the page names its own). */
  emptyText?: string;
  onSelectionChange?: (rows: Row[]) => void;
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
  /** Beside the title: a Back button, the screen's tabs. */
  beside?: ReactNode;
  /** Width of the action column (pinned right). */
  actionsWidth?: number;
  /** 'Please select row' or 'Please select a row!' when nothing is selected. */
  noSelectionWording?: NoSelectionWording;
  /** The grid's API once it is ready: live updates of single rows. */
  onGridApi?: (api: GridApi<Row>) => void;
  /** Test id of the grid's frame ('grid' unless the page names its own). */
  testId?: string;
  /** Columns share the width (at their minimum widths) however many there are. */
  fitColumns?: boolean;
}

/** The grid's own parts drawn by the design system: the date of a date filter. */
const GRID_COMPONENTS = { agDateInput: GridDateInput };

/** The one grid page: paging, pinning, modes with the spec's selection rules, export, summary. */
export function GridPage<Row extends GridRow>(props: GridPageProps<Row>) {
  const { t } = useTranslation();
  const { notify } = useServices();
  const apiRef = useRef<GridApi<Row> | null>(null);
  const [selected, setSelected] = useState<Row[]>([]);
  const [mode, setMode] = useState<GridMode>('closed');
  const [summaryOpen, setSummaryOpen] = useState(false);
  const [empty, setEmpty] = useState(false);
  const can = { add: true, update: true, info: true, delete: true, export: true, ...props.can };
  const source = props.source;
  const [pageSize, setPageSize] = useState(props.pageSize ?? defaultPaging.pageSize);
  // The grid remounts when the page size changes (server pages are fetched in blocks of one page).
  const kept = useRef<GridState | undefined>(
    source?.initialFilter ? { filter: { filterModel: source.initialFilter } } : undefined,
  );

  const localeText = useGridLocaleText();

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
        width: props.actionsWidth ?? 150,
        cellRenderer: (params: { data?: Row }) => (params.data ? render(params.data) : null),
      });
    }
    return defs;
  }, [props.columns, props.rowActions, props.actionsWidth, t]);

  const loadRef = useRef(source?.load);
  loadRef.current = source?.load;
  const datasource = useMemo<IDatasource | undefined>(
    () =>
      source
        ? {
            getRows: (params) => {
              const load = loadRef.current;
              if (!load) return params.failCallback();
              void load({
                startRow: params.startRow,
                endRow: params.endRow,
                sortModel: params.sortModel as GridSort[],
                filterModel: (params.filterModel ?? {}) as Record<string, unknown>,
              }).then((page) => {
                if (!page) return params.failCallback();
                setEmpty(page.total === 0);
                params.successCallback(page.rows, page.total);
              });
            },
          }
        : undefined,
    // The data source stays; what it loads follows `source.load`.
    [Boolean(source)],
  );

  const version = source?.version;
  useEffect(() => {
    if (version !== undefined && version > 0) apiRef.current?.refreshInfiniteCache();
  }, [version]);

  const request = (wanted: GridMode) => {
    const decision = decideMode(wanted, selected.length, props.noSelectionWording);
    if (decision.ok) setMode(decision.mode);
    else notify({ kind: 'warning', key: decision.warningKey });
  };
  const close = useCallback(() => setMode('closed'), []);

  async function exportAs(kind: 'xlsx' | 'csv') {
    const api = apiRef.current;
    const cols = exportColumns(props.columns, (unit) => t(`units.${unit}`, { defaultValue: unit }));
    let rows: Row[] = [];
    if (source) {
      const all = await source.loadAll(
        (api?.getColumnState() ?? [])
          .filter((c) => c.sort)
          .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
          .map((c) => ({ colId: c.colId, sort: c.sort as 'asc' | 'desc' })),
        api?.getFilterModel() ?? {},
      );
      if (!all) return;
      rows = all;
    } else api?.forEachNodeAfterFilterAndSort((node) => node.data && rows.push(node.data));
    const name = exportFileName(props.title, new Date(), kind);
    const values = exportRowsOf(cols, rows);
    const blob =
      kind === 'csv'
        ? new Blob([toCsv(cols, values)], { type: 'text/csv;charset=utf-8' })
        : await toXlsx(props.title, cols, values);
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
  const pageSizes = Array.from(new Set<number>([...defaultPaging.pageSizes, pageSize])).sort((a, b) => a - b);

  return (
    <section className={`page grid-page${summaryOpen ? ' with-panel' : ''}`}>
      <div className="page-head">
        <div className="page-heading">
          <h1 className="page-title">{props.title}</h1>
          {props.beside}
        </div>
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
        <div
          className="grid-frame"
          style={{ height: props.height ?? '70vh' }}
          data-testid={props.testId ?? 'grid'}
        >
          <AgGridReact<Row>
            key={source ? pageSize : 'rows'}
            {...(source && datasource
              ? {
                  rowModelType: 'infinite' as const,
                  datasource,
                  cacheBlockSize: pageSize,
                  ...(kept.current ? { initialState: kept.current } : {}),
                }
              : { rowData: props.rows ?? [], loading: props.rows === null })}
            columnDefs={columnDefs}
            // Date filters type and pick days as every date field of the back office does.
            components={GRID_COMPONENTS}
            localeText={localeText}
            defaultColDef={{
              sortable: !source,
              filter: !source,
              resizable: true,
              minWidth: 110,
              // Many columns keep a readable width and scroll sideways; few fill the width.
              ...(props.columns.length > 7 && !props.fitColumns ? { width: 160 } : { flex: 1 }),
            }}
            rowSelection={{
              mode: 'multiRow',
              checkboxes: true,
              // Rows of other pages are not loaded: select all is offered on client-side grids only.
              headerCheckbox: !source,
              enableClickSelection: false,
            }}
            selectionColumnDef={{ pinned: 'left' }}
            pagination
            paginationPageSize={pageSize}
            paginationPageSizeSelector={pageSizes}
            getRowId={(params) => String(params.data[props.idField] ?? JSON.stringify(params.data))}
            overlayNoRowsTemplate={`<span class="grid-empty">${props.emptyText ?? t('common.noData')}</span>`}
            // A server-side grid says it is empty once, in its own note below, filtered or not.
            suppressOverlays={source ? ['noRows', 'noMatchingRows'] : []}
            // A client-side grid draws every column, also those scrolled out of view (find, read).
            suppressColumnVirtualisation={!source}
            onGridReady={(event) => {
              apiRef.current = event.api;
              event.api.paginationGoToPage(defaultPaging.pageIndex);
              props.onGridApi?.(event.api);
            }}
            onPaginationChanged={(event) => {
              const size = event.api.paginationGetPageSize();
              if (!source || !event.newPageSize || size === pageSize) return;
              kept.current = event.api.getState();
              setPageSize(size);
            }}
            onSelectionChanged={(event: SelectionChangedEvent<Row>) => {
              const rows = event.api.getSelectedRows();
              setSelected(rows);
              props.onSelectionChange?.(rows);
            }}
          />
          {source && empty ? (
            <div className="grid-empty-note" role="status">
              {props.emptyText ?? t('common.noData')}
            </div>
          ) : null}
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
