import { z } from 'zod';
import { defaultsOf, fieldSpecsToSchema, type FieldSpec } from './field-spec.js';

const literal = (values: readonly string[]) => values.map((v) => ({ key: v, label: v }));
const keyed = (prefix: string, values: readonly string[]) =>
  values.map((v) => ({ key: v, label: `${prefix}.${v}` }));

/** A required choice of the settings; its first value is the default. */
const choice = (name: string, values: readonly string[], labelPrefix?: string): FieldSpec => ({
  name,
  type: 'singleSelect',
  label: `admin.settings.${name}`,
  required: true,
  defaultValue: values[0],
  ...(labelPrefix
    ? { options: keyed(labelPrefix, values) }
    : { options: literal(values), literalLabels: true }),
});

/** The drivers' position interval: its default and the range a setting may take, seconds. */
export const DRIVER_POSITION_INTERVAL_DEFAULT_SECONDS = 30;
export const DRIVER_POSITION_INTERVAL_MIN_SECONDS = 5;
export const DRIVER_POSITION_INTERVAL_MAX_SECONDS = 600;

/** General settings (spec 02 section 3); the permitted values are ours, the spec shows none. */
export const generalSettingsFieldSpecs: readonly FieldSpec[] = [
  choice('region', ['europe', 'middleEast', 'northAmerica'], 'admin.settings.regions'),
  choice('country', ['TR', 'US', 'DE', 'GB'], 'admin.settings.countries'),
  choice('language', ['en', 'tr'], 'admin.settings.languages'),
  choice('currency', ['TRY', 'USD', 'EUR', 'GBP']),
  choice('weightUnit', ['kg', 'lb', 't']),
  choice('distanceUnit', ['km', 'mi']),
  choice('volumeUnit', ['m3', 'dm3', 'ft3']),
  choice('date', ['DD.MM.YYYY', 'MM/DD/YYYY', 'YYYY/MM/DD']),
  choice('hour', ['HH:mm', 'hh:mm A']),
  {
    // Off: only Admins change master data tied to no center (vehicle types, cargo types, ...).
    name: 'managersWriteSharedData',
    type: 'boolean',
    label: 'admin.settings.managersWriteSharedData',
    description: 'admin.settings.managersWriteSharedDataHint',
    defaultValue: false,
  },
  {
    // How often the drivers' app reports the phone's position while on duty (driver/routes).
    name: 'driverPositionIntervalSeconds',
    type: 'number',
    label: 'admin.settings.driverPositionIntervalSeconds',
    description: 'admin.settings.driverPositionIntervalSecondsHint',
    required: true,
    defaultValue: DRIVER_POSITION_INTERVAL_DEFAULT_SECONDS,
    range: { min: DRIVER_POSITION_INTERVAL_MIN_SECONDS, max: DRIVER_POSITION_INTERVAL_MAX_SECONDS },
  },
];

/** An XYZ tile address: http(s) with the {z}, {x} and {y} placeholders. */
export const TILE_URL_PATTERN = '^https?://\\S*\\{z\\}\\S*\\{x\\}\\S*\\{y\\}\\S*$';
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

/**
 * Mapping settings: OpenStreetMap's standard tiles by default, any XYZ tile address with its
 * attribution, Google with a key, or the offline map alone. Under any tiles the map draws the
 * shipped fallback layer, so it is never blank where tiles cannot load.
 */
export const mappingSettingsFieldSpecs: readonly FieldSpec[] = [
  choice('mapProvider', ['osm', 'xyz', 'google', 'offline'], 'admin.settings.mapProviders'),
  {
    name: 'tileUrl',
    type: 'text',
    label: 'admin.settings.tileUrl',
    description: 'admin.settings.tileUrlHint',
    maxLength: { value: 500 },
    patterns: [{ regex: TILE_URL_PATTERN, message: 'admin.settings.tileUrlInvalid' }],
    conditions: [{ dependsOn: 'mapProvider', showIf: ['xyz'], clearValueIfHidden: true }],
  },
  {
    name: 'tileAttribution',
    type: 'text',
    label: 'admin.settings.tileAttribution',
    maxLength: { value: 300 },
    conditions: [{ dependsOn: 'mapProvider', showIf: ['xyz'], clearValueIfHidden: true }],
  },
  {
    name: 'mapApiKey',
    type: 'text',
    label: 'admin.settings.mapApiKey',
    maxLength: { value: 200 },
    conditions: [{ dependsOn: 'mapProvider', showIf: ['google'], clearValueIfHidden: true }],
  },
  {
    name: 'routingMode',
    type: 'singleSelect',
    label: 'admin.settings.routingMode',
    required: true,
    defaultValue: 'fastest',
    options: keyed('admin.settings.routingModes', ['fastest', 'shortest']),
  },
  {
    name: 'transportMode',
    type: 'singleSelect',
    label: 'admin.settings.transportMode',
    required: true,
    defaultValue: 'truck',
    options: keyed('admin.settings.transportModes', ['car', 'truck', 'bicycle', 'pedestrian']),
  },
  {
    name: 'trafficTimeInterval',
    type: 'number',
    label: 'admin.settings.trafficTimeInterval',
    description: 'admin.settings.trafficTimeIntervalHint',
    required: true,
    defaultValue: 15,
    range: { min: 5, max: 120 },
  },
  { name: 'trafficEnabled', type: 'boolean', label: 'admin.settings.trafficEnabled', defaultValue: false },
];

export const SETTINGS_KINDS = ['general', 'mapping'] as const;
export type SettingsKind = (typeof SETTINGS_KINDS)[number];

export const settingsFieldSpecs: Record<SettingsKind, readonly FieldSpec[]> = {
  general: generalSettingsFieldSpecs,
  mapping: mappingSettingsFieldSpecs,
};

export const settingsValidation: Record<SettingsKind, z.ZodType<Record<string, unknown>>> = {
  general: fieldSpecsToSchema(generalSettingsFieldSpecs),
  mapping: fieldSpecsToSchema(mappingSettingsFieldSpecs),
};

export const generalSettingsSchema = z.object({
  region: z.string(),
  country: z.string(),
  language: z.enum(['en', 'tr']),
  currency: z.string(),
  weightUnit: z.string(),
  distanceUnit: z.string(),
  volumeUnit: z.string(),
  date: z.string(),
  hour: z.string(),
  managersWriteSharedData: z.boolean().optional(),
  driverPositionIntervalSeconds: z.number().int().optional(),
});
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

export const mappingSettingsSchema = z.object({
  mapProvider: z.enum(['osm', 'xyz', 'google', 'offline']),
  mapApiKey: z.string().nullable().optional(),
  tileUrl: z.string().nullable().optional(),
  tileAttribution: z.string().nullable().optional(),
  routingMode: z.string(),
  transportMode: z.string(),
  trafficTimeInterval: z.number(),
  trafficEnabled: z.boolean(),
});
export type MappingSettings = z.infer<typeof mappingSettingsSchema>;

export const settingsSchemas = { general: generalSettingsSchema, mapping: mappingSettingsSchema } as const;

export function defaultSettings(kind: SettingsKind): Record<string, unknown> {
  return defaultsOf(settingsFieldSpecs[kind]);
}
