import type { FieldSpec } from '../../admin/field-spec.js';
import type { FieldMessage } from '../../admin/validation-messages.js';
import { WEEK_DAY_KEYS } from '../../shared/days.js';
import { locationWeeklyDataSchema, visitFrequencyParameterSchema } from '../location.schema.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';
import type { ResourceColumn } from '../resource-declaration.js';
import { validateWeeklyData } from '../weekly-data.validation.js';
import { TIME_OF_DAY_PATTERN } from './orders.resource.js';
import { LOCATION_COLUMNS } from './common-fields.js';

const label = (name: string) => `masterData.places.field.${name}`;

const dayColumns: ResourceColumn[] = WEEK_DAY_KEYS.flatMap((day): ResourceColumn[] => [
  { field: `${day}Visit`, kind: 'boolean' },
  { field: `${day}TwStart`, kind: 'time' },
  { field: `${day}TwEnd`, kind: 'time' },
]);
const dayFields: FieldSpec[] = WEEK_DAY_KEYS.flatMap((day): FieldSpec[] => [
  { name: `${day}Visit`, type: 'boolean', label: label(`${day}Visit`), defaultValue: false },
  { name: `${day}TwStart`, type: 'time', label: label(`${day}TwStart`), patterns: [TIME_OF_DAY_PATTERN] },
  { name: `${day}TwEnd`, type: 'time', label: label(`${day}TwEnd`), patterns: [TIME_OF_DAY_PATTERN] },
]);

/** The weekly rules of core (frequency matches the chosen days, windows in order) and the parameters' shape. */
export function validateWeeklyPlanningData(item: Record<string, unknown>): FieldMessage[] {
  const parsed = locationWeeklyDataSchema.safeParse({
    ...item,
    locationRefNo: item['locationRefNo'] ?? '-',
    weeklyVisitFrequency: item['weeklyVisitFrequency'] ?? 0,
    visitFrequencyParameters: undefined,
  });
  const out: FieldMessage[] = parsed.success
    ? validateWeeklyData(parsed.data).map((p) => ({
        field: p.field,
        message:
          p.messageKey === 'form.daySetSize' ? 'masterData.places.visitDaysMatchFrequency' : p.messageKey,
      }))
    : [];
  const parameters = item['visitFrequencyParameters'];
  if (parameters != null && !visitFrequencyParameterSchema.array().safeParse(parameters).success)
    out.push({ field: 'visitFrequencyParameters', message: 'masterData.places.invalidVisitFrequency' });
  return out;
}

/**
 * Weekly planning data of a location (spec 02 "Location weekly data", the territory planning
 * input): one row per location, in the location's distribution center; POST adds or updates.
 */
export const weeklyPlanningDataResource = {
  path: 'territory-planning-input',
  keyField: 'locationRefNo',
  createBodyField: 'territoryPlanningInputs',
  deleteBodyField: 'locationRefNos',
  itemSchema: locationWeeklyDataSchema,
  listField: null,
  emptyMessageKey: 'grid.dataNotFound',
  pageNameKey: 'masterData.tab.weeklyPlanningParameters',
  pageSize: 20,
  gridHeight: '70vh',
  actions: ALL_GRID_ACTIONS,
  storage: {
    table: 'territory_planning_inputs',
    claimKey: 'locations',
    itemNameKey: 'masterData.item.weeklyPlanningData',
    columns: [
      ...LOCATION_COLUMNS,
      { field: 'demand', kind: 'decimal', sort: true },
      { field: 'serviceDuration', kind: 'integer', sort: true },
      { field: 'weeklyVisitFrequency', kind: 'integer', filter: true, sort: true },
      /** The visit days comma-joined (0 = Monday), read from the flags by the server. */
      { field: 'weeklyVisits', kind: 'text', readOnly: true },
      { field: 'visitFrequencyParameters', kind: 'json', grid: false },
      ...dayColumns,
    ],
    fields: [
      {
        name: 'locationRefNo',
        type: 'singleSelect',
        label: label('locationRefNo'),
        dataSource: 'locations',
        required: true,
        updatable: false,
      },
      { name: 'demand', type: 'decimalNumber', label: label('demand'), range: { min: 0, max: 1_000_000 } },
      {
        name: 'serviceDuration',
        type: 'number',
        label: label('serviceDuration'),
        range: { min: 0, max: 1440 },
      },
      {
        name: 'weeklyVisitFrequency',
        type: 'number',
        label: label('weeklyVisitFrequency'),
        required: true,
        defaultValue: 0,
        range: { min: 0, max: 7 },
      },
      {
        name: 'visitFrequencyParameters',
        type: 'visitFrequencyParameter',
        label: label('visitFrequencyParameters'),
      },
      ...dayFields,
    ],
    defaultSort: { field: 'locationName', direction: 'asc' },
    unique: [['locationRefNo']],
    usedBy: [],
    scope: { kind: 'center' },
    validate: validateWeeklyPlanningData,
  },
} as const satisfies ResourceConfig;
