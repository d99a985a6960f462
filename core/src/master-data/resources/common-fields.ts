import type { FieldSpec } from '../../admin/field-spec.js';
import type { ResourceColumn } from '../resource-declaration.js';

/** The reference of a record: required, set once, not changed by updates. */
export const refNoField: FieldSpec = {
  name: 'refNo',
  type: 'text',
  label: 'masterData.field.refNo',
  required: true,
  maxLength: { value: 64 },
  updatable: false,
};

/** The name of a record (required unless told otherwise, with its own message when given). */
export function nameField(maxLength = 128, required: boolean | string = true): FieldSpec {
  return {
    name: 'name',
    type: 'text',
    label: 'masterData.field.name',
    ...(required ? { required } : {}),
    maxLength: { value: maxLength },
  };
}

export function descriptionField(maxLength = 500): FieldSpec {
  return {
    name: 'description',
    type: 'textarea',
    label: 'masterData.field.description',
    maxLength: { value: maxLength },
  };
}

/** When the database created and last changed a record, read-only and sortable. */
export const STAMP_COLUMNS: readonly ResourceColumn[] = [
  { field: 'createDate', kind: 'timestamp', column: 'created_at', readOnly: true, sort: true },
  { field: 'updateDate', kind: 'timestamp', column: 'updated_at', readOnly: true, sort: true },
];

const centerScope = (target: { centerScoped?: boolean }) =>
  target.centerScoped === undefined ? {} : { centerScoped: target.centerScoped };

/**
 * A reference to a record of another table: `<name>RefNo`, stored as `column` (looked up by
 * `ref_no`), and `<name>Name`, read through it and shown read-only, filtered and sorted.
 * `refNo` and `name` add each column's own flags.
 */
export function referenceColumns(
  name: string,
  column: string,
  target: { table: string; centerScoped?: boolean },
  flags: { refNo?: Partial<ResourceColumn>; name?: Partial<ResourceColumn> } = {},
): ResourceColumn[] {
  const refField = `${name}RefNo`;
  return [
    {
      field: refField,
      kind: 'text',
      column,
      ref: { table: target.table, by: 'ref_no', ...centerScope(target) },
      ...flags.refNo,
    },
    {
      field: `${name}Name`,
      kind: 'text',
      from: { ref: refField, column: 'name' },
      readOnly: true,
      filter: true,
      sort: true,
      ...flags.name,
    },
  ];
}

/**
 * A record's location: its reference (stored as `location_id`, only of centers the user sees)
 * and its name read through it, both filtered and sorted.
 */
export const LOCATION_COLUMNS: readonly ResourceColumn[] = referenceColumns(
  'location',
  'location_id',
  { table: 'locations', centerScoped: true },
  { refNo: { filter: true, sort: true } },
);
