import { z } from 'zod';
import {
  fieldSpecToSchema,
  toFieldDefinitions,
  type FieldSpec,
  type Translate,
} from '../admin/field-spec.js';
import type { FieldDefinition } from '../shared/forms/field-definition.schema.js';

/** Why the periodic planner left required visits out (the optimizer's reasons). */
export const unplacedReasonValues = [
  'NO_ALLOWED_DAY',
  'TOO_FEW_ALLOWED_DAYS',
  'DEMAND_EXCEEDS_CAPACITY',
  'ROUTE_FULL',
] as const;
export const unplacedReasonSchema = z.enum(unplacedReasonValues);

/** A territory a plan run touched or left alone, with its location count after the run. */
const territoryTouchedSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  locationCount: z.number().int().nonnegative(),
});

/**
 * What a solved territory plan reports (runTime in the job row; workloads in seconds). A run
 * replaces only the territories an earlier run of the same plan made (tag = reference, type
 * Periodic): `created` are new, `changed` are those it redrew, `removed` those it no longer needs.
 * `kept` are the other territories that held some of the plan's locations: they keep them
 * (`keptLocationCount` of the plan's), and the planner leaves those locations out.
 */
export const territoryPlanResultSchema = z.object({
  territoryCount: z.number().int().nonnegative(),
  territoryIds: z.array(z.number().int()),
  created: z.array(territoryTouchedSchema).default([]),
  changed: z
    .array(territoryTouchedSchema.extend({ previousLocationCount: z.number().int().nonnegative() }))
    .default([]),
  removed: z.array(territoryTouchedSchema.pick({ id: true, name: true })).default([]),
  kept: z
    .array(territoryTouchedSchema.extend({ keptLocationCount: z.number().int().nonnegative() }))
    .default([]),
  requiredVisits: z.number().int().nonnegative(),
  feasibleVisits: z.number().int().nonnegative(),
  placedVisits: z.number().int().nonnegative(),
  placedOnAllowedDays: z.number().int().nonnegative(),
  maxOverMean: z.number().nonnegative(),
  minOverMean: z.number().nonnegative(),
  meanWorkload: z.number().nonnegative(),
  unplaced: z.array(
    z.object({
      locationRefNo: z.string(),
      required: z.number().int().nonnegative(),
      placed: z.number().int().nonnegative(),
      reason: unplacedReasonSchema,
    }),
  ),
});
export type TerritoryPlanResult = z.infer<typeof territoryPlanResultSchema>;

/** The live state of a territory plan, sent on joboperationhub as ReceiveTerritoryPlanUpdate. */
export const territoryPlanUpdateSchema = z.object({
  refNo: z.string(),
  jobRefNo: z.string(),
  status: z.string(),
  statusDisplay: z.string(),
  progress: z.number().int().min(0).max(100).nullable(),
  runTime: z.number().nonnegative().nullable(),
  distributionCenterId: z.number().int().nullable(),
});
export type TerritoryPlanUpdate = z.infer<typeof territoryPlanUpdateSchema>;
export const TERRITORY_PLAN_UPDATE_EVENT = 'ReceiveTerritoryPlanUpdate';

/** The Parameters tab of the territory plan dialog, declared once (labels are i18n keys). */
export const territoryPlanParameterSpecs: readonly FieldSpec[] = [
  {
    name: 'vehicleCount',
    label: 'territory.plan.param.vehicleCount',
    type: 'number',
    integer: true,
    range: { min: 1, max: 500 },
    uiPosition: { columnIndex: 0, rawIndex: 0, order: 1 },
  },
  {
    name: 'workingDays',
    label: 'territory.plan.param.workingDays',
    type: 'daysOfWeek',
    defaultValue: '0,1,2,3,4',
    required: 'territory.invalidDays',
    uiPosition: { columnIndex: 0, rawIndex: 1, order: 2 },
  },
  {
    name: 'dayStart',
    label: 'territory.plan.param.dayStart',
    type: 'time',
    defaultValue: '08:00',
    uiPosition: { columnIndex: 0, rawIndex: 2, order: 3 },
  },
  {
    name: 'dayEnd',
    label: 'territory.plan.param.dayEnd',
    type: 'time',
    defaultValue: '18:00',
    uiPosition: { columnIndex: 0, rawIndex: 3, order: 4 },
  },
  {
    name: 'speedKmh',
    label: 'territory.plan.param.speedKmh',
    type: 'decimalNumber',
    unit: 'km/h',
    defaultValue: 30,
    range: { min: 1, max: 200 },
    uiPosition: { columnIndex: 0, rawIndex: 4, order: 5 },
  },
];

const specNamed = (name: string): FieldSpec => {
  const spec = territoryPlanParameterSpecs.find((s) => s.name === name);
  if (!spec) throw new Error(`No territory plan parameter ${name}`);
  return spec;
};

/** An empty form value counts as not given; a number typed as text counts as that number. */
const formNumber = (v: unknown) =>
  v === '' ? null : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v;

/** A numeric parameter checked by its declaration; absent or emptied, its default (or none). */
function numberParameter(name: string) {
  const spec = specNamed(name);
  const fallback = typeof spec.defaultValue === 'number' ? spec.defaultValue : null;
  return z
    .preprocess(formNumber, fieldSpecToSchema(spec))
    .transform((v) =>
      typeof v === 'number' ? v : v === undefined && fallback === null ? undefined : fallback,
    );
}

const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'territory.plan.param.invalidTime')
  .transform((v) => Number(v.slice(0, 2)) * 3600 + Number(v.slice(3, 5)) * 60);
/** A time of day in seconds; absent or emptied, its declared default. */
const timeParameter = (name: string) => {
  const fallback = time.parse(specNamed(name).defaultValue);
  return z.preprocess((v) => (v === '' ? null : v), time.nullish()).transform((v) => v ?? fallback);
};

/**
 * The Parameters tab of the territory plan dialog: how many vehicles (one territory each; none:
 * every vehicle of the depot's center), the working days, the working day's start and end, and
 * the average road speed. Days are numbers 0 = Monday to 6 = Sunday, joined by commas. Ranges and
 * defaults come from `territoryPlanParameterSpecs`.
 */
export const territoryPlanParametersInputSchema = z
  .object({
    vehicleCount: numberParameter('vehicleCount') as z.ZodType<number | null | undefined>,
    workingDays: z
      .union([z.string(), z.array(z.coerce.number())])
      .nullish()
      .transform((v, ctx) => {
        const given = typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : (v ?? []);
        const list = (given.length > 0 || typeof v === 'string' ? given : [0, 1, 2, 3, 4]).map(Number);
        const days = [...new Set(list)].sort((a, b) => a - b);
        if (days.length === 0 || days.some((d) => !Number.isInteger(d) || d < 0 || d > 6)) {
          ctx.addIssue({ code: 'custom', message: 'territory.invalidDays' });
          return z.NEVER;
        }
        return days as (0 | 1 | 2 | 3 | 4 | 5 | 6)[];
      }),
    dayStart: timeParameter('dayStart'),
    dayEnd: timeParameter('dayEnd'),
    speedKmh: numberParameter('speedKmh') as z.ZodType<number>,
  })
  .refine((p) => p.dayEnd > p.dayStart, { message: 'territory.plan.param.endAfterStart', path: ['dayEnd'] });
export type TerritoryPlanParameters = z.infer<typeof territoryPlanParametersInputSchema>;

/** GET territory-planning-job-parameter/input-field-options, in the reader's language. */
export function territoryPlanParameterDefinitions(t: Translate): FieldDefinition[] {
  return toFieldDefinitions(territoryPlanParameterSpecs, t);
}

/** The definitions with their texts as i18n keys. */
export const territoryPlanParameterFields: readonly FieldDefinition[] = territoryPlanParameterDefinitions(
  (key) => key,
);
