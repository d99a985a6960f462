import { z } from 'zod';
import type { Answer } from '../platform/answer.js';
import {
  defineRoute,
  type RouteContext,
  type RouteDefinition,
  type SignedInRouteDefinition,
} from '../platform/define-route.js';
import { jobInScope } from './job-access.js';
import type { JobRecord } from './job.repository.js';

/** Tags and claims shared by the daily plan's routes. */
export const dailyPlanTags = ['Daily plan'];
export const dailyPlanRead = { claim: 'daily-plan;read' } as const;
export const dailyPlanWrite = { claim: 'daily-plan;write' } as const;
export const dailyPlanRemove = { claim: 'daily-plan;delete' } as const;

export const refParams = z.object({ jobRefNo: z.string().min(1) });
export type RefParams = z.infer<typeof refParams>;

type JobRouteSpec<B, P extends RefParams> = Omit<
  SignedInRouteDefinition<B, unknown, P>,
  'handler' | 'tags' | 'params'
> & {
  /** Default: `refParams`. */
  params?: z.ZodType<P>;
  handler(context: RouteContext<B, unknown, P> & { job: JobRecord }): Promise<Answer>;
};

/**
 * A daily-plan route on the job named by `:jobRefNo`: an unknown job answers 404 and a job of a
 * center the user may not see answers as `jobInScope` says, before the handler runs with the job.
 */
export function defineJobRoute<B = unknown, P extends RefParams = RefParams>(
  spec: JobRouteSpec<B, P>,
): RouteDefinition {
  return defineRoute<B, unknown, P>({
    ...spec,
    tags: dailyPlanTags,
    params: spec.params ?? (refParams as z.ZodType<RefParams> as z.ZodType<P>),
    async handler(context) {
      const found = await jobInScope(context.platform.db.orm, context.user, context.params.jobRefNo);
      if (!found.ok) return found.answer;
      return spec.handler({ ...context, job: found.job });
    },
  });
}
