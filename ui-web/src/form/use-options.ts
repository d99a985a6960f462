import { useEffect, useState } from 'react';
import { useServices } from '../composition/services-context.js';
import type { FieldDefinition, FormValues } from '@rota/core';

export interface Option {
  value: string;
  label: string;
  /** The value as the source gave it (a number stays a number when chosen). */
  raw: unknown;
}

/**
 * Which field of a record a select of records stores, read from the select's own name:
 * `…RefNo` the record's refNo, `…Id` its id, `…Name` its name, `…Depot` a depot's reference (e.g. `regionName`, `cargoTypeRefNo`,
 * `distributionCenterId`). Null leaves the usual order (key, value, id, refNo, name).
 */
export function recordValueField(fieldName: string): 'refNo' | 'id' | 'name' | 'depotRefNo' | null {
  if (/Depot$/.test(fieldName)) return 'depotRefNo';
  if (/RefNo$/.test(fieldName)) return 'refNo';
  if (/Id$/.test(fieldName)) return 'id';
  if (/Name$/.test(fieldName)) return 'name';
  return null;
}

/** A record's label in a select: its name, and its reference when that is what is stored. */
function recordLabel(o: Record<string, unknown>, valueField: string | null): unknown {
  const name = o['label'] ?? o['depotName'] ?? o['name'] ?? o['displayName'] ?? o['plate'];
  if (valueField === 'refNo' && name !== undefined && o['refNo'] !== undefined && name !== o['refNo'])
    return `${String(name)} (${String(o['refNo'])})`;
  return name;
}

/** Reads `{key, value}`, `{value, label}`, `{id|refNo, name}` or plain strings as options. */
export function toOptions(data: unknown, valueField: string | null = null): Option[] {
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object'
      ? (Object.values(data).find(Array.isArray) ?? [])
      : [];
  return (list as unknown[]).map((item) => {
    if (typeof item !== 'object' || item === null)
      return { value: String(item), label: String(item), raw: item };
    const o = item as Record<string, unknown>;
    if (o['key'] !== undefined)
      return { value: String(o['key']), label: String(o['value'] ?? o['key']), raw: o['key'] };
    const picked = valueField ? o[valueField] : undefined;
    const value = picked ?? o['value'] ?? o['id'] ?? o['refNo'] ?? o['name'];
    const label = recordLabel(o, valueField) ?? value;
    return { value: String(value), label: String(label), raw: value };
  });
}

/** `{ parameterName: parent value }` for a dependent dropdown; empty while the parent is. */
function dataSourceQuery(field: FieldDefinition, values: FormValues): Record<string, unknown> {
  const parameter = field.dataSourceParameter;
  if (!parameter) return {};
  const value = values[parameter.dependentProperty];
  return value === undefined || value === null || value === '' ? {} : { [parameter.parameterName]: value };
}

/** Static options, or fetched from dataSource with the parent's value; refetched when it changes. */
export function useOptions(field: FieldDefinition, values: FormValues): Option[] {
  const { app } = useServices();
  const [fetched, setFetched] = useState<Option[]>([]);
  const query = JSON.stringify(dataSourceQuery(field, values));
  const parent = field.dataSourceParameter?.dependentProperty;
  const waiting = Boolean(parent) && query === '{}';
  useEffect(() => {
    if (!field.dataSource || waiting) {
      setFetched([]);
      return;
    }
    let alive = true;
    void app.fieldOptions(field.dataSource, JSON.parse(query) as Record<string, unknown>).then((result) => {
      if (!alive) return;
      if (result.ok) setFetched(toOptions(result.data, recordValueField(field.name)));
      else console.warn(`Options of ${field.name} could not be loaded`, result.error);
    });
    return () => {
      alive = false;
    };
  }, [app, field.dataSource, field.name, query, waiting]);
  return field.dataSource ? fetched : toOptions(field.options ?? []);
}
