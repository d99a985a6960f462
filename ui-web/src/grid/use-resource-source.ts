import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { readAllRows, type ResourceListQuery } from '@rota/adapters-http';
import { rowsOfList, type FieldDefinition, type ResourceConfig } from '@rota/core';
import { useServices } from '../composition/services-context.js';
import { readFieldDefinitions } from '../form/form-state.js';
import type { GridRow, GridSource } from './GridPage.js';
import { exportQueryOf, listQueryOf } from './grid-query.js';

const asRows = (list: unknown[]) =>
  list.filter((row): row is GridRow => row !== null && typeof row === 'object');

/**
 * A registry entry's rows for the grid, one server page at a time (total from `x-total-count`),
 * its form fields (input-field-options), and `reload` after a change. An empty answer shows the
 * entry's own "not found" warning.
 */
export function useResourceSource(
  entry: ResourceConfig,
  options: { baseQuery?: ResourceListQuery; initialFilter?: Record<string, unknown> } = {},
) {
  const { resources } = useServices();
  const gateway = useMemo(() => resources(entry), [resources, entry]);
  const [version, setVersion] = useState(0);
  const [fields, setFields] = useState<FieldDefinition[]>([]);
  const base = useRef(options.baseQuery ?? {});
  base.current = options.baseQuery ?? {};
  const baseKey = JSON.stringify(options.baseQuery ?? {});

  useEffect(() => {
    if (!entry.actions.add && !entry.actions.update) return;
    let alive = true;
    void gateway.fieldOptions().then((answer) => {
      if (alive && answer.body?.isSuccess) setFields(readFieldDefinitions(answer.body.data));
    });
    return () => {
      alive = false;
    };
  }, [gateway, entry]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // A new base query (another center, another vehicle type) starts again from the first page.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else reload();
  }, [baseKey, reload]);

  const source = useMemo<GridSource<GridRow>>(
    () => ({
      version,
      ...(options.initialFilter ? { initialFilter: options.initialFilter } : {}),
      async load(request) {
        const answer = await gateway.list(listQueryOf(request, base.current));
        if (answer.failure) return null;
        const rows = asRows(rowsOfList(entry, answer.body?.data));
        const total = answer.total ?? request.startRow + rows.length;
        return { rows, total };
      },
      async loadAll(sortModel, filterModel) {
        const all = await readAllRows(gateway, entry, exportQueryOf(sortModel, filterModel, base.current));
        return all.ok ? asRows(all.rows) : null;
      },
    }),
    // The initial filter counts only when the grid opens.
    [gateway, entry, version],
  );

  return { gateway, source, fields, reload };
}
