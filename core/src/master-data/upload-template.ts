import type { FieldSpec } from '../admin/field-spec.js';
import type { MasterDataResource } from './resources.js';
import type { UploadKind } from './upload.schema.js';

/**
 * What an upload sheet holds: the columns of a kind's template are the create form's fields of
 * the registry entry that the kind fills, so a template and the upload that reads it cannot
 * disagree. Pure: the server writes and reads the .xlsx files.
 */

/** The kinds that fill a master-data resource, and which one. */
export const UPLOAD_RESOURCES = {
  location: 'locations',
  order: 'orders',
  vehicle: 'vehicles',
  driver: 'drivers',
  'location-planned-visit': 'locationPlannedVisits',
  'location-territory-input': 'weeklyPlanningData',
  'territory-polygon-input': 'territories',
} as const satisfies Partial<Record<UploadKind, MasterDataResource>>;

export type ResourceUploadKind = keyof typeof UPLOAD_RESOURCES;

export function isResourceUploadKind(kind: string): kind is ResourceUploadKind {
  return Object.prototype.hasOwnProperty.call(UPLOAD_RESOURCES, kind);
}

export type TemplateFolder = 'Admin' | 'DC_Manager';

/** Field types a sheet cannot carry (pictures, passwords). */
const NOT_IN_SHEETS: readonly FieldSpec['type'][] = ['picture', 'password', 'tfaCheckbox'];

/**
 * The template's columns, in form order: every create field shown in the form; a DC Manager's
 * template leaves out the center (their records go to their own center).
 */
export function uploadColumns(fields: readonly FieldSpec[], folder: TemplateFolder): FieldSpec[] {
  return fields.filter(
    (f) =>
      f.visibleInUI !== false &&
      !NOT_IN_SHEETS.includes(f.type) &&
      !(folder === 'DC_Manager' && f.name === 'distributionCenterId'),
  );
}

const normal = (text: string) => text.trim().toLocaleLowerCase('en').replace(/\s+/g, ' ');

export interface HeaderMatch {
  /** Sheet column number (1-based) → field name. */
  fields: Map<number, string>;
  /** Headers that name no field: column number and text. */
  unknown: { column: number; header: string }[];
  /** Fields named by more than one header. */
  repeated: { column: number; header: string }[];
}

/**
 * Maps a sheet's header row back to fields: a header may be the field's label in any language
 * (`labelsOf` answers them) or the field name itself, case and spacing aside. Empty header
 * cells are skipped.
 */
export function matchHeaders(
  headers: readonly (string | null | undefined)[],
  fields: readonly FieldSpec[],
  labelsOf: (field: FieldSpec) => readonly string[],
): HeaderMatch {
  const byText = new Map<string, string>();
  for (const field of fields)
    for (const text of [field.name, ...labelsOf(field)]) byText.set(normal(text), field.name);
  const out: HeaderMatch = { fields: new Map(), unknown: [], repeated: [] };
  const taken = new Set<string>();
  headers.forEach((header, index) => {
    if (header === null || header === undefined || header.trim() === '') return;
    const column = index + 1;
    const name = byText.get(normal(header));
    if (!name) out.unknown.push({ column, header });
    else if (taken.has(name)) out.repeated.push({ column, header });
    else {
      taken.add(name);
      out.fields.set(column, name);
    }
  });
  return out;
}

/** Required fields that no header names. */
export function missingRequired(fields: readonly FieldSpec[], match: HeaderMatch): FieldSpec[] {
  const named = new Set(match.fields.values());
  return fields.filter((f) => f.required && f.defaultValue === undefined && !named.has(f.name));
}

/** The choices a template offers as a drop-down list: the values an upload accepts. */
export function templateChoices(field: FieldSpec): string[] | null {
  if (field.type === 'boolean') return ['true', 'false'];
  const single = ['singleSelect', 'dropdownList', 'radioButton', 'multiStateToggle'];
  if (!single.includes(field.type) || !field.options?.length) return null;
  return field.options.map((o) => String(o.key));
}
