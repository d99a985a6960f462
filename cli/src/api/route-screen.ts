import { z } from 'zod';
import { sendApiCall } from '@rota/adapters-http';
import {
  dailyPlanApi,
  jobOverviewSchema,
  planStatsSchema,
  routeResultSchema,
  vehicleGroupSchema,
} from '@rota/core/daily-plan';
import type { CommandContext } from '../context.js';
import { answered } from './server-client.js';

/**
 * GET routes/{jobRefNo}[/{processedRouteId}] as the result screen reads it: the route with its
 * overview bar (approval), plan stats, vehicles and the orders the plan leaves out.
 */
export const routeScreenSchema = routeResultSchema.extend({
  jobOverview: jobOverviewSchema,
  planStats: planStatsSchema,
  vehicleGroups: z.array(vehicleGroupSchema),
  unassignedOrders: z
    .array(
      z.looseObject({
        refNo: z.string(),
        name: z.string(),
        locationName: z.string(),
        reason: z.string().nullish(),
      }),
    )
    .default([]),
});
export type RouteScreen = z.infer<typeof routeScreenSchema>;

/** The route result of a job's current version, or of the version with that route id. */
export async function readRouteScreen(
  ctx: CommandContext,
  jobRefNo: string,
  routeId?: string,
): Promise<RouteScreen> {
  const http = ctx.http();
  const result =
    routeId === undefined
      ? await sendApiCall(
          http,
          { ...dailyPlanApi.routeResult, response: routeScreenSchema },
          { params: { jobRefNo } },
        )
      : await sendApiCall(
          http,
          { ...dailyPlanApi.processedRouteResult, response: routeScreenSchema },
          { params: { jobRefNo, processedRouteId: routeId } },
        );
  return answered(ctx.server, result).data;
}
