import { checkPlan } from '@rota/test-fixtures';
import { rows, sql, type Database } from '../../db/database.js';
import { buildProblem } from '../../solver/problem-builder.js';
import { loadStoredPlan } from '../../solver/stored-plan.js';
import { createGeometricTravelMatrix } from '../../solver/travel-matrix.js';

/**
 * Replays every stored route version against its job's problem (rebuilt from the database)
 * with the independent checker of test-fixtures; answers the problems found, per route.
 */
export async function checkAllStoredPlans(db: Database): Promise<{ routes: number; errors: string[] }> {
  const routes = await rows<{ id: number; job_id: number; ref_no: string; version: number }>(
    db.orm,
    sql`SELECT r.id, r.job_id, j.ref_no, r.version FROM job_routes r JOIN jobs j ON j.id = r.job_id ORDER BY r.id`,
  );
  const errors: string[] = [];
  for (const route of routes) {
    const built = await buildProblem(db.orm, route.job_id, createGeometricTravelMatrix(), {
      maxTimeLimitMs: 1000,
    });
    const plan = await loadStoredPlan(db.orm, route.id, built);
    errors.push(...checkPlan(built.problem, plan).map((e) => `${route.ref_no} v${route.version}: ${e}`));
  }
  return { routes: routes.length, errors };
}
