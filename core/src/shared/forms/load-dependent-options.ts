import type { Logger } from '../ports.js';
import type { FieldOption } from './field-definition.schema.js';
import type { DependentFetch } from './form-conditions.rules.js';

/** Fetches the options of a data source with its parameters (e.g. GET {dataSource}?cityId=1). */
export interface OptionSource {
  options(dataSource: string, params: Record<string, unknown>): Promise<FieldOption[]>;
}

/**
 * Refetches the options of dependent dropdowns after a parent changed. A failed fetch is only
 * logged and leaves that field with no options.
 */
export async function loadDependentOptions(
  ports: { source: OptionSource; logger: Logger },
  fetches: readonly DependentFetch[],
): Promise<Record<string, FieldOption[]>> {
  const out: Record<string, FieldOption[]> = {};
  for (const f of fetches) {
    try {
      out[f.field] = await ports.source.options(f.dataSource, f.params);
    } catch (error) {
      ports.logger.warn(`Options of ${f.field} could not be loaded`, error);
      out[f.field] = [];
    }
  }
  return out;
}
