import { useEffect, useState } from 'react';
import { useServices } from '../composition/services-context.js';
import type { FieldDefinition, FormValues } from '@rota/core';

export interface Option {
  value: string;
  label: string;
}

/** Reads `{key, value}`, `{value, label}`, `{id|refNo, name}` or plain strings as options. */
export function toOptions(data: unknown): Option[] {
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object'
      ? (Object.values(data).find(Array.isArray) ?? [])
      : [];
  return (list as unknown[]).map((item) => {
    if (typeof item !== 'object' || item === null) return { value: String(item), label: String(item) };
    const o = item as Record<string, unknown>;
    const value = o['key'] ?? o['value'] ?? o['id'] ?? o['refNo'] ?? o['name'];
    const label =
      o['key'] !== undefined
        ? (o['value'] ?? o['key'])
        : (o['label'] ?? o['name'] ?? o['displayName'] ?? value);
    return { value: String(value), label: String(label) };
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
  const { http } = useServices();
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
    void http
      .request({
        url: field.dataSource,
        params: JSON.parse(query) as Record<string, unknown>,
        notifyErrors: false,
      })
      .then((result) => {
        if (!alive) return;
        if (result.ok) setFetched(toOptions(result.data));
        else console.warn(`Options of ${field.name} could not be loaded`, result.error);
      });
    return () => {
      alive = false;
    };
  }, [http, field.dataSource, field.name, query, waiting]);
  return field.dataSource ? fetched : toOptions(field.options ?? []);
}
