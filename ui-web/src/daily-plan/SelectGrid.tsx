import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AllCommunityModule, ModuleRegistry, type ColDef, type GridApi } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useGridLocaleText } from '../grid/use-grid-locale-text.js';

ModuleRegistry.registerModules([AllCommunityModule]);

type Row = Record<string, unknown>;

/** A multi-select grid of the job modal (orders, vehicles); the selection lives in the modal. */
export function SelectGrid({
  label,
  rows,
  fields,
  idField,
  selected,
  readOnly,
  onChange,
  height = '40vh',
}: {
  label: string;
  rows: Row[] | null;
  fields: string[];
  idField: string;
  selected: readonly string[];
  readOnly: boolean;
  onChange: (ids: string[]) => void;
  height?: string;
}) {
  const { t } = useTranslation();
  const localeText = useGridLocaleText();
  const apiRef = useRef<GridApi<Row> | null>(null);
  const syncing = useRef(false);
  const columns = useMemo<ColDef<Row>[]>(
    () => fields.map((field) => ({ field, headerName: t(`dailyPlanUi.column.${field}`) })),
    [fields, t],
  );

  // The modal's selection drives the grid (prefill, distribution-center switch).
  useEffect(() => {
    const api = apiRef.current;
    if (!api || !rows) return;
    syncing.current = true;
    const wanted = new Set(selected);
    api.forEachNode((node) => {
      const id = String(node.data?.[idField] ?? '');
      if (node.isSelected() !== wanted.has(id)) node.setSelected(wanted.has(id));
    });
    syncing.current = false;
  }, [rows, selected, idField]);

  return (
    <div className="grid-frame" style={{ height }} role="region" aria-label={label}>
      <AgGridReact<Row>
        localeText={localeText}
        rowData={rows ?? []}
        loading={rows === null}
        columnDefs={columns}
        defaultColDef={{ sortable: true, filter: true, resizable: true, minWidth: 100, flex: 1 }}
        {...(readOnly
          ? {}
          : {
              rowSelection: {
                mode: 'multiRow' as const,
                checkboxes: true,
                headerCheckbox: true,
                enableClickSelection: false,
              },
            })}
        pagination
        paginationPageSize={20}
        paginationPageSizeSelector={[10, 20, 50, 100]}
        getRowId={(p) => String(p.data[idField])}
        overlayNoRowsTemplate={`<span class="grid-empty">${t('dailyPlan.dataNotFound')}</span>`}
        onGridReady={(event) => {
          apiRef.current = event.api;
          const wanted = new Set(selected);
          syncing.current = true;
          event.api.forEachNode((node) => node.setSelected(wanted.has(String(node.data?.[idField] ?? ''))));
          syncing.current = false;
        }}
        onRowDataUpdated={(event) => {
          const wanted = new Set(selected);
          syncing.current = true;
          event.api.forEachNode((node) => node.setSelected(wanted.has(String(node.data?.[idField] ?? ''))));
          syncing.current = false;
        }}
        onSelectionChanged={(event) => {
          if (syncing.current || readOnly) return;
          onChange(event.api.getSelectedRows().map((row) => String(row[idField])));
        }}
      />
    </div>
  );
}
