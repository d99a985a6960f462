import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColDef } from 'ag-grid-community';
import { useServices } from '../composition/services-context.js';
import { readFieldDefinitions, type FieldDefinition } from '../form/field-definition.schema.js';
import { MetadataForm, type FormMode } from '../form/MetadataForm.js';
import type { ResourceScreen } from '../pages/resource-screens.js';
import { Modal } from '../ui/Modal.js';
import { GridPage, type GridRow } from './GridPage.js';
import { addOutcome } from './grid-selection.rules.js';

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

/** A master-data screen from the registry: the generic grid over the generic gateway. */
export function ResourceGridPage({ screen }: { screen: ResourceScreen }) {
  const { t } = useTranslation();
  const { resources, notify } = useServices();
  const gateway = useMemo(() => resources(screen.endpoint, screen.gateway), [resources, screen]);
  const [rows, setRows] = useState<GridRow[] | null>(null);
  const [fields, setFields] = useState<FieldDefinition[]>([]);
  const title = t(screen.titleKey);

  const load = useCallback(async () => {
    setRows(null);
    const result = await gateway.list();
    const list = result.ok ? rowsOf(result.data, screen.listField) : [];
    if (result.ok && list.length === 0) notify({ kind: 'warning', key: 'common.dataNotFound' });
    setRows(list);
  }, [gateway, notify, screen.listField]);

  useEffect(() => {
    void load();
    void gateway
      .inputFieldOptions()
      .then((result) => result.ok && setFields(readFieldDefinitions(result.data)));
  }, [gateway, load]);

  const columns = useMemo<ColDef<GridRow>[]>(() => {
    const names =
      screen.columns ??
      (rows?.[0]
        ? Object.keys(rows[0]).filter((k) => typeof rows[0]?.[k] !== 'object')
        : fields.map((f) => f.name));
    const labels = new Map(fields.map((f) => [f.name, f.displayName ?? humanize(f.name)]));
    return names.map((field) => ({ field, headerName: labels.get(field) ?? humanize(field) }));
  }, [screen.columns, rows, fields]);

  async function save(
    mode: FormMode,
    selected: GridRow[],
    values: Record<string, unknown>,
    close: () => void,
  ) {
    if (mode === 'add') {
      const result = await gateway.create([values]);
      const outcome = result.ok
        ? addOutcome(result.status, result.envelope?.code)
        : addOutcome(result.error.status, result.error.envelope?.code);
      if (outcome === 'success')
        notify({ kind: 'success', key: 'grid.added', params: { item: screen.itemName } });
      else if (outcome === 'warning')
        notify({
          kind: 'warning',
          text: (result.ok ? result.envelope?.message : result.error.message) ?? t('grid.addFailed'),
        });
      else notify({ kind: 'error', key: 'grid.addFailed' });
      if (outcome !== 'failure') {
        close();
        void load();
      }
      return;
    }
    const id = selected[0]?.[screen.idField];
    if (mode !== 'update' || id === undefined) return close();
    const result = await gateway.update(String(id), { ...selected[0], ...values });
    notify(
      result.ok
        ? { kind: 'success', key: 'grid.updated', params: { item: screen.itemName } }
        : { kind: 'error', key: 'grid.updateFailed' },
    );
    if (result.ok) {
      close();
      void load();
    }
  }

  return (
    <GridPage<GridRow>
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
        const ids = selected
          .map((row) => row[screen.idField])
          .filter((id): id is string | number => typeof id === 'string' || typeof id === 'number');
        const result = await gateway.remove(ids);
        notify(
          result.ok ? { kind: 'success', key: 'grid.deleted' } : { kind: 'error', key: 'grid.deleteFailed' },
        );
        if (result.ok) void load();
        return result.ok;
      }}
    />
  );
}
