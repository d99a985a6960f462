import { z } from 'zod';
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

/** An empty form value counts as not given. */
const blankToNull = (v: unknown) => (v === '' ? null : v);

const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'territory.plan.param.invalidTime')
  .transform((v) => Number(v.slice(0, 2)) * 3600 + Number(v.slice(3, 5)) * 60);

/**
 * The Parameters tab of the territory plan dialog: how many vehicles (one territory each; none:
 * every vehicle of the depot's center), the working days, the working day's start and end, and
 * the average road speed. Days are numbers 0 = Monday to 6 = Sunday, joined by commas.
 */
export const territoryPlanParametersInputSchema = z
  .object({
    vehicleCount: z.preprocess(blankToNull, z.coerce.number().int().min(1).max(500).nullish()),
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
    dayStart: z.preprocess(blankToNull, time.nullish()).transform((v) => v ?? 8 * 3600),
    dayEnd: z.preprocess(blankToNull, time.nullish()).transform((v) => v ?? 18 * 3600),
    speedKmh: z
      .preprocess(blankToNull, z.coerce.number().min(1).max(200).nullish())
      .transform((v) => v ?? 30),
  })
  .refine((p) => p.dayEnd > p.dayStart, { message: 'territory.plan.param.endAfterStart', path: ['dayEnd'] });
export type TerritoryPlanParameters = z.infer<typeof territoryPlanParametersInputSchema>;

/** GET territory-planning-job-parameter/input-field-options. */
export const territoryPlanParameterFields: readonly FieldDefinition[] = [
  {
    name: 'vehicleCount',
    displayName: 'territory.plan.param.vehicleCount',
    type: 'number',
    min: 1,
    max: 500,
    uiPosition: { order: 1 },
  },
  {
    name: 'workingDays',
    displayName: 'territory.plan.param.workingDays',
    type: 'daysOfWeek',
    defaultValue: '0,1,2,3,4',
    validations: [{ type: 'Required', errorMessage: 'territory.invalidDays' }],
    uiPosition: { order: 2 },
  },
  {
    name: 'dayStart',
    displayName: 'territory.plan.param.dayStart',
    type: 'time',
    defaultValue: '08:00',
    uiPosition: { order: 3 },
  },
  {
    name: 'dayEnd',
    displayName: 'territory.plan.param.dayEnd',
    type: 'time',
    defaultValue: '18:00',
    uiPosition: { order: 4 },
  },
  {
    name: 'speedKmh',
    displayName: 'territory.plan.param.speedKmh',
    type: 'number',
    defaultValue: 30,
    min: 1,
    max: 200,
    uiPosition: { order: 5 },
  },
];
