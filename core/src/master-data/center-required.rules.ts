import type { FieldDefinition } from '../shared/forms/index.js';
import { columnName, type ResourceStorage } from './resource-declaration.js';

/** The message when a record of a center-scoped resource names no distribution center. */
export const CENTER_REQUIRED_KEY = 'masterData.resource.centerRequired';

/**
 * The form field that names a record's distribution center, when the resource's scope ties
 * every record to one (`{ kind: 'center' }` without `nullMeansShared`): the server refuses a
 * new record without it unless the writer has a center of their own.
 */
export function requiredCenterField(storage: Pick<ResourceStorage, 'scope' | 'columns'>): string | null {
  const scope = storage.scope;
  if (scope.kind !== 'center' || scope.nullMeansShared) return null;
  const column = scope.column ?? 'distribution_center_id';
  return storage.columns.find((c) => !c.readOnly && !c.from && columnName(c) === column)?.field ?? null;
}

/**
 * The form's field definitions with the required mark of the center field the scope declares
 * (a new record; an update keeps its center), so the form shows what the server enforces.
 */
export function withRequiredCenter(
  storage: Pick<ResourceStorage, 'scope' | 'columns'>,
  defs: readonly FieldDefinition[],
  mode: 'create' | 'update',
  message: string,
): FieldDefinition[] {
  const field = mode === 'create' ? requiredCenterField(storage) : null;
  return defs.map((def) =>
    def.name === field && !(def.validations ?? []).some((v) => v.type === 'Required')
      ? {
          ...def,
          validations: [...(def.validations ?? []), { type: 'Required', value: null, errorMessage: message }],
        }
      : def,
  );
}

/** The resource's field specs with its center field required, as upload templates note it. */
export function specsWithRequiredCenter(
  storage: Pick<ResourceStorage, 'scope' | 'columns' | 'fields'>,
): ResourceStorage['fields'] {
  const field = requiredCenterField(storage);
  return storage.fields.map((spec) =>
    spec.name === field && !spec.required ? { ...spec, required: CENTER_REQUIRED_KEY } : spec,
  );
}
