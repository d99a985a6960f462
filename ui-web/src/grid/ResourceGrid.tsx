import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColDef } from 'ag-grid-community';
import type { ResourceListQuery } from '@rota/adapters-http';
import {
  ADD_WARNING_CODE,
  CENTER_REQUIRED_KEY,
  addResources,
  deleteResources,
  formRefusal,
  keyOfRow,
  MASTER_DATA_RESOURCES,
  toSubmitValues,
  updateResource,
  withRequiredCenter,
  type CrudOutcome,
  type FormValues,
  type MasterDataResource,
  type ResourceConfig,
  type ResourceKey,
} from '@rota/core';
import { useServices } from '../composition/services-context.js';
import type { FormMode, SubmitAnswer } from '../form/MetadataForm.js';
import { storedLanguage } from '../i18n/index.js';
import i18next from 'i18next';
import { noticeToast } from '../notify/notice.js';
import { BooleanFilter } from './BooleanFilter.js';
import { CenterPicker, useCenterFilterAllowed } from './CenterPicker.js';
import { GridPage, type GridRow } from './GridPage.js';
import { prefilterModel } from './grid-query.js';
import { columnViews, type ColumnView } from './resource-columns.js';
import { ResourceFormModal } from './ResourceFormModal.js';
import { crossFieldErrors } from './resource-form.model.js';
import { useResourceSource } from './use-resource-source.js';

export interface ResourceGridProps {
  /** The registry entry (core's MASTER_DATA_RESOURCES) the grid shows. */
  resource: MasterDataResource;
  /** Heading and export name; the entry's page name by default. */
  title?: string;
  headerExtra?: ReactNode;
  /** Beside the title: a Back button, the screen's tabs. */
  beside?: ReactNode;
  actionsWidth?: number;
  rowActions?: (row: GridRow) => ReactNode;
  summary?: ReactNode;
  /** Field → value the grid opens filtered by ("starts with"; dates "equals"). */
  prefilter?: Record<string, string | undefined>;
  /** Sent with every list call (e.g. a vehicle type chosen on another tab). */
  baseQuery?: ResourceListQuery;
  onSelectionChange?: (rows: GridRow[]) => void;
  /** Adds screen behaviour to a column (a click that opens a detail). */
  decorateColumn?: (column: ColDef<GridRow>) => ColDef<GridRow>;
  /** After a successful add, update or delete (e.g. a summary reloads). */
  onChanged?: () => void;
}

const FILTERS: Partial<Record<ColumnView['kind'], unknown>> = {
  text: 'agTextColumnFilter',
  integer: 'agNumberColumnFilter',
  decimal: 'agNumberColumnFilter',
  date: 'agDateColumnFilter',
  timestamp: 'agDateColumnFilter',
  boolean: BooleanFilter,
};
const FILTER_OPTIONS: Partial<Record<ColumnView['kind'], string[]>> = {
  text: ['startsWith'],
  integer: ['equals'],
  decimal: ['equals'],
  date: ['equals'],
  timestamp: ['equals'],
};

function columnDef(view: ColumnView): ColDef<GridRow> {
  const filter = view.filter ? FILTERS[view.kind] : undefined;
  return {
    field: view.field,
    colId: view.field,
    headerName: view.header,
    sortable: view.sort,
    filter: filter ?? false,
    ...(filter && FILTER_OPTIONS[view.kind]
      ? {
          filterParams: { filterOptions: FILTER_OPTIONS[view.kind], maxNumConditions: 1, buttons: ['reset'] },
        }
      : {}),
    valueFormatter: (params: { value: unknown }) => view.format(params.value),
  };
}

/**
 * The grid of one registry entry (ARCHITECTURE "Resources"): server-side pages, sorts and
 * filters as declared, columns from core's `gridColumns`, the metadata form, core's crud toasts.
 */
export function ResourceGrid(props: ResourceGridProps) {
  const { t } = useTranslation();
  const { notify } = useServices();
  const entry: ResourceConfig = MASTER_DATA_RESOURCES[props.resource];
  const initialFilter = useMemo(() => {
    const kinds = Object.fromEntries((entry.storage?.columns ?? []).map((c) => [c.field, c.kind]));
    const model = prefilterModel(props.prefilter ?? {}, kinds);
    return Object.keys(model).length ? model : undefined;
    // The prefilter counts when the grid opens.
  }, [entry]);
  // An Admin narrows a center-scoped grid to one distribution center; others see their own only.
  const centerScoped = entry.storage?.scope.kind === 'center';
  const centerFilter = useCenterFilterAllowed() && centerScoped;
  const [center, setCenter] = useState<number | null>(null);
  const baseQuery = useMemo(
    () =>
      center === null
        ? props.baseQuery
        : ({ ...(props.baseQuery ?? {}), distributionCenterId: center } as ResourceListQuery),
    [props.baseQuery, center],
  );
  const { gateway, source, fields, reload } = useResourceSource(entry, {
    ...(baseQuery ? { baseQuery } : {}),
    ...(initialFilter ? { initialFilter } : {}),
  });
  const item = t(entry.storage?.itemNameKey ?? entry.pageNameKey);
  const decorate = props.decorateColumn;

  const columns = useMemo<ColDef<GridRow>[]>(() => {
    const texts = {
      language: storedLanguage(),
      t: (k: string) => t(k),
      has: (k: string) => i18next.exists(k),
    };
    const views = entry.storage
      ? columnViews(entry.storage, texts)
      : fields.map((f) => ({
          field: f.name,
          header: f.displayName ?? f.name,
          kind: 'text' as const,
          filter: false,
          sort: false,
          format: (v: unknown) => (v === null || v === undefined ? '' : String(v)),
        }));
    return views.map(columnDef).map((c) => (decorate ? decorate(c) : c));
  }, [entry, fields, t, decorate]);

  function show(outcome: CrudOutcome, close?: () => void) {
    outcome.notices.forEach((n) => notify(noticeToast(n)));
    if (outcome.ok) {
      close?.();
      reload();
      props.onChanged?.();
    }
    return outcome.ok;
  }

  /** Saves the form; a refusal goes under the fields it names, the rest in one toast at most. */
  async function save(
    mode: FormMode,
    values: FormValues,
    row: GridRow | undefined,
    close: () => void,
  ): Promise<SubmitAnswer> {
    const body = toSubmitValues(fields, values, storedLanguage());
    const key = row ? keyOfRow(entry, row) : null;
    if (mode !== 'add' && (mode !== 'update' || key === null)) return close();
    const updatable = Object.fromEntries(
      Object.entries(body).filter(([name]) => fields.find((f) => f.name === name)?.updatable !== false),
    );
    const { answer, ...outcome } =
      mode === 'add'
        ? await addResources({ gateway }, [body], item)
        : await updateResource(
            { gateway },
            { selectedKeys: [key as ResourceKey], item: updatable, itemName: item },
          );
    if (outcome.ok || answer?.body?.code === ADD_WARNING_CODE) return void show(outcome, close);
    const refusal = formRefusal(
      answer?.body,
      fields.map((f) => f.name),
      mode === 'add' ? 'crud.addFailed' : 'crud.updateFailed',
    );
    if (refusal.notice) notify(noticeToast(refusal.notice));
    return refusal.fields;
  }

  return (
    <GridPage<GridRow>
      title={props.title ?? t(entry.pageNameKey)}
      headerExtra={
        centerFilter ? (
          <>
            <CenterPicker value={center} onChange={setCenter} />
            {props.headerExtra}
          </>
        ) : (
          props.headerExtra
        )
      }
      beside={props.beside}
      {...(props.actionsWidth ? { actionsWidth: props.actionsWidth } : {})}
      rows={null}
      source={source}
      columns={columns}
      idField={entry.keyField}
      nameField={entry.storage?.columns.some((c) => c.field === 'name') ? 'name' : entry.keyField}
      height={entry.gridHeight}
      pageSize={entry.pageSize}
      emptyText={t(entry.emptyMessageKey)}
      can={{ ...entry.actions, info: true }}
      {...(props.rowActions ? { rowActions: props.rowActions } : {})}
      {...(props.summary ? { summary: props.summary } : {})}
      {...(props.onSelectionChange ? { onSelectionChange: props.onSelectionChange } : {})}
      renderModal={(mode, selected, close) => (
        <ResourceFormModal
          mode={mode}
          item={item}
          fields={
            entry.storage && mode === 'add'
              ? withRequiredCenter(entry.storage, fields, 'create', t(CENTER_REQUIRED_KEY))
              : fields
          }
          record={mode === 'add' ? undefined : selected[0]}
          onClose={close}
          onSubmit={(values) => save(mode, values, selected[0], close)}
          validate={(values) =>
            mode === 'info' ? {} : crossFieldErrors(entry, fields, values, mode, storedLanguage())
          }
        />
      )}
      onDelete={async (selected) => {
        const keys = selected.map((row) => keyOfRow(entry, row)).filter((k): k is ResourceKey => k !== null);
        return show(await deleteResources({ gateway }, keys));
      }}
    />
  );
}
