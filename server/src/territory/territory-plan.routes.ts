import {
  territoryApi,
  territoryPlanParameterDefinitions,
  territoryPlanParametersInputSchema,
  validateTerritoryPlan,
  type TerritoryPlanRequest,
  type TerritoryPlanStatus,
} from '@rota/core';
import type { Orm } from '../db/database.js';
import { runtimeOf } from '../daily-plan/job-runtime.js';
import { fail, ok, type Answer } from '../platform/answer.js';
import type { AuthUser } from '../platform/context.js';
import { defineRoute, type RouteDefinition } from '../platform/define-route.js';
import { canSeeCenter } from '../master-data/resource-scope.rules.js';
import { visibleCenters } from '../master-data/resource-scope.repository.js';
import {
  deletePlans,
  insertPlan,
  listPlans,
  lockPlanByJobRef,
  planByRef,
  planLocationsByRef,
  planSummary,
  updatePlanRequest,
} from './territory-plan.repository.js';
import { publishPlan, TERRITORY_PLAN_KIND } from './territory-plan.runtime.js';

const tags = ['Territory plans'];
const read = { claim: 'daily-plan;read' } as const;
const write = { claim: 'daily-plan;write' } as const;
const remove = { claim: 'daily-plan;delete' } as const;
const api = (path: string) => `/api/${path}`;
const strip = ({
  id: _id,
  distributionCenterId: _center,
  ...row
}: { id: number; distributionCenterId: number | null } & Record<string, unknown>) => row;

type Failure = { field: string; message: string };
const invalid = (validation: Failure[]): Answer => fail(400, 'server.invalidBody', { validation });

/** The depot and the locations a request names, checked against the user's centers. */
async function resolve(orm: Orm, user: AuthUser, body: TerritoryPlanRequest) {
  const visibility = await visibleCenters(orm, user);
  const [depot] = await planLocationsByRef(orm, [body.depotRefNo]);
  if (!depot || !canSeeCenter(visibility, depot.center))
    return {
      ok: false as const,
      answer: invalid([{ field: 'depotRefNo', message: 'masterData.resource.unknownReference' }]),
    };
  if (!depot.isDepot)
    return {
      ok: false as const,
      answer: invalid([{ field: 'depotRefNo', message: 'territory.plan.notDepot' }]),
    };
  const refs = [...new Set(body.locationRefNos)];
  const found = await planLocationsByRef(orm, refs);
  const byRef = new Map(found.map((l) => [l.refNo, l]));
  const problems: Failure[] = [];
  body.locationRefNos.forEach((ref, i) => {
    const location = byRef.get(ref);
    if (!location || !canSeeCenter(visibility, location.center) || location.isDepot)
      problems.push({ field: `locationRefNos.${i}`, message: 'masterData.resource.unknownReference' });
    else if (location.center !== depot.center)
      problems.push({ field: `locationRefNos.${i}`, message: 'territory.plan.locationNotOfDepot' });
  });
  if (refs.length !== body.locationRefNos.length)
    problems.push({ field: 'locationRefNos', message: 'masterData.resource.duplicate' });
  if (problems.length) return { ok: false as const, answer: invalid(problems.slice(0, 20)) };
  return { ok: true as const, depot, ids: body.locationRefNos.map((ref) => byRef.get(ref)!.id), visibility };
}

export const territoryPlanRoutes: readonly RouteDefinition[] = [
  defineRoute<{ jobRefNos: string[] }>({
    method: 'DELETE',
    url: api(territoryApi.deleteTerritoryPlans.path),
    access: remove,
    summary: territoryApi.deleteTerritoryPlans.summary,
    tags,
    body: territoryApi.deleteTerritoryPlans.body,
    async handler({ body, user, platform, t }): Promise<Answer> {
      const orm = platform.db.orm;
      const visibility = await visibleCenters(orm, user);
      const plans = [];
      for (const [i, ref] of body.jobRefNos.entries()) {
        const plan = await planByRef(orm, ref, visibility, t);
        if (!plan)
          return invalid([{ field: `jobRefNos.${i}`, message: 'masterData.resource.unknownReference' }]);
        if (plan.status === 'QUEUED' || plan.status === 'SOLVING')
          return fail(409, 'territory.plan.running', { code: 6, params: { jobRefNo: plan.jobRefNo } });
        plans.push(plan.id);
      }
      await deletePlans(orm, plans);
      return ok(null, { messageKey: 'territory.plan.deleted' });
    },
  }),
  defineRoute({
    method: 'GET',
    url: api(territoryApi.territoryPlans.path),
    access: read,
    summary: territoryApi.territoryPlans.summary,
    tags,
    response: territoryApi.territoryPlans.response,
    async handler({ user, platform, t }) {
      const visibility = await visibleCenters(platform.db.orm, user);
      return ok((await listPlans(platform.db.orm, visibility, t)).map(strip));
    },
  }),
  defineRoute({
    method: 'GET',
    url: api(territoryApi.territoryPlanSummary.path),
    access: read,
    summary: territoryApi.territoryPlanSummary.summary,
    tags,
    response: territoryApi.territoryPlanSummary.response,
    async handler({ user, platform }) {
      const visibility = await visibleCenters(platform.db.orm, user);
      return ok(await planSummary(platform.db.orm, visibility));
    },
  }),
  defineRoute<unknown, unknown, { refNo: string }>({
    method: 'GET',
    url: api(territoryApi.territoryPlan.path),
    access: read,
    summary: territoryApi.territoryPlan.summary,
    tags,
    params: territoryApi.territoryPlan.params,
    response: territoryApi.territoryPlan.response,
    async handler({ params, user, platform, t }) {
      const visibility = await visibleCenters(platform.db.orm, user);
      const row = await planByRef(platform.db.orm, params.refNo, visibility, t);
      return row ? ok(strip(row)) : fail(404, 'territory.dataNotFound');
    },
  }),
  defineRoute({
    method: 'GET',
    url: api(territoryApi.territoryPlanFieldOptions.path),
    access: read,
    summary: territoryApi.territoryPlanFieldOptions.summary,
    tags,
    response: territoryApi.territoryPlanFieldOptions.response,
    async handler({ t }) {
      return ok(territoryPlanParameterDefinitions(t));
    },
  }),
  defineRoute<TerritoryPlanRequest>({
    method: 'POST',
    url: api(territoryApi.submitTerritoryPlan.path),
    access: write,
    summary: territoryApi.submitTerritoryPlan.summary,
    tags,
    body: territoryApi.submitTerritoryPlan.body,
    successStatuses: [201],
    async handler({ body, user, platform, request, t }): Promise<Answer> {
      const issues = validateTerritoryPlan(body);
      if (issues.length) return invalid(issues.map((i) => ({ field: i.field, message: i.messageKey })));
      const parameters = territoryPlanParametersInputSchema.safeParse(body.jobParameterDto);
      if (!parameters.success)
        return invalid(
          parameters.error.issues.map((i) => ({
            field: ['jobParameterDto', ...i.path.map(String)].join('.'),
            // The declaration's own words, with the range it names.
            message: i.message.includes('.')
              ? t(i.message, 'params' in i ? (i.params as Record<string, number>) : undefined)
              : 'server.invalidValue',
          })),
        );
      const orm = platform.db.orm;
      const resolved = await resolve(orm, user, body);
      if (!resolved.ok) return resolved.answer;
      const runtime = runtimeOf(request.server);
      const jobRefNo = body.jobRefNo.trim();
      const outcome = await orm.transaction(async (tx) => {
        const existing = await lockPlanByJobRef(tx, jobRefNo);
        if (existing && !canSeeCenter(resolved.visibility, existing.center))
          return { answer: invalid([{ field: 'jobRefNo', message: 'territory.plan.jobRefNoTaken' }]) };
        if (existing && existing.status !== 'AWAITING_CONFIGURATION')
          return { answer: fail(409, 'territory.plan.notConfigurable', { code: 6 }) };
        const status: TerritoryPlanStatus = body.queue ? 'QUEUED' : 'AWAITING_CONFIGURATION';
        const plan = {
          depotLocationId: resolved.depot.id,
          distributionCenterId: resolved.depot.center,
          locationIds: resolved.ids,
          parameters: body.jobParameterDto,
          status,
          queue: body.queue,
        };
        const saved = existing
          ? await updatePlanRequest(tx, existing.id, plan)
          : await insertPlan(tx, { ...plan, jobRefNo, createdBy: user.id });
        if (body.queue) await runtime.queue.enqueue(tx as unknown as Orm, saved!.id, TERRITORY_PLAN_KIND);
        // read inside the transaction: the answer shows the plan as saved, before a worker can start it
        return {
          created: !existing,
          row: await planByRef(tx as unknown as Orm, jobRefNo, resolved.visibility, t),
        };
      });
      if ('answer' in outcome) return outcome.answer;
      if (body.queue) runtime.queue.poke();
      const row = outcome.row;
      await publishPlan(runtime.publisher, row);
      return ok(row ? strip(row) : null, {
        status: outcome.created ? 201 : 200,
        messageKey: body.queue ? 'territory.plan.queued' : 'territory.plan.saved',
      });
    },
  }),
];
