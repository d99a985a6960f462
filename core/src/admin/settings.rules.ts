import type { FieldMessage } from './validation-messages.js';

/**
 * Rules across the Mapping settings' fields: a custom tile server needs its address (the field
 * is shown, and optional, only for that provider), and Google Maps needs its key.
 */
export function mappingSettingsRules(values: Record<string, unknown>): FieldMessage[] {
  const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';
  if (values['mapProvider'] === 'xyz' && blank(values['tileUrl'])) {
    return [{ field: 'tileUrl', message: 'admin.settings.tileUrlRequired' }];
  }
  if (values['mapProvider'] === 'google' && blank(values['mapApiKey'])) {
    return [{ field: 'mapApiKey', message: 'admin.settings.mapApiKeyRequired' }];
  }
  return [];
}
