import type { Objective, Problem, SolveOptions } from '../model/index.js';
import { solve } from '../solve.js';
import { parseCvrplib } from './cvrplib.parser.js';
import type {
  InstanceFormat,
  InstanceObjective,
  InstanceSolution,
  ParsedInstance,
} from './instance.types.js';
import { parseSolomon } from './solomon.parser.js';
import { at } from '../engine/indexing.js';

export interface SolveInstanceOptions {
  readonly format: InstanceFormat;
  readonly objective: InstanceObjective;
  readonly timeLimitSeconds?: number;
  readonly maxIterations?: number;
  readonly seed?: number;
  readonly signal?: SolveOptions['signal'];
  readonly onProgress?: SolveOptions['onProgress'];
  readonly tuning?: SolveOptions['tuning'];
  readonly exchange?: SolveOptions['exchange'];
}

export function parseInstance(text: string, format: InstanceFormat): ParsedInstance {
  return format === 'solomon' ? parseSolomon(text) : parseCvrplib(text);
}

/** `distance`: shortest total distance; `vehicles`: fewest vehicles first, then distance. */
export function withObjective(problem: Problem, objective: InstanceObjective): Problem {
  const objectivePriorities: Objective[] =
    objective === 'vehicles' ? ['VEHICLE_USAGE', 'DISTANCE_DURATION'] : ['DISTANCE_DURATION'];
  return { ...problem, parameters: { ...problem.parameters, objectivePriorities } };
}

/**
 * Solves a Solomon or CVRPLIB instance text. Routes list the instance's customer numbers in
 * visit order (depot left out); the distance is summed over the instance's own matrix.
 */
export function solveInstanceText(text: string, options: SolveInstanceOptions): InstanceSolution {
  const parsed = parseInstance(text, options.format);
  const problem = withObjective(parsed.problem, options.objective);
  const solveOptions: SolveOptions = {
    seed: options.seed ?? 1,
    ...(options.timeLimitSeconds !== undefined ? { timeLimitMs: options.timeLimitSeconds * 1000 } : {}),
    ...(options.maxIterations !== undefined ? { maxIterations: options.maxIterations } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(options.tuning ? { tuning: options.tuning } : {}),
    ...(options.exchange ? { exchange: options.exchange } : {}),
  };
  const plan = solve(problem, solveOptions);
  const indexOf = new Map(problem.orders.map((o, i) => [o.id, i]));
  const customerOf = (orderId: string): number => {
    const i = indexOf.get(orderId);
    const customer = i === undefined ? undefined : parsed.customerIds[i];
    if (customer === undefined) throw new Error(`the plan names order ${orderId}, not one of the instance`);
    return customer;
  };
  const routes = plan.routes.map((r) => r.stops.map((s) => customerOf(s.orderId)));
  const unassigned = plan.unassigned.map((u) => ({
    customer: customerOf(u.orderId),
    reason: u.reason,
    ...(u.dimension !== undefined ? { dimension: u.dimension } : {}),
  }));
  return {
    vehicles: routes.length,
    distance: routeDistance(parsed, routes),
    routes,
    unassigned,
    iterations: plan.iterations,
    stoppedBy: plan.stoppedBy,
  };
}

/** Total distance of routes given in customer numbers, depot to depot. */
export function routeDistance(parsed: ParsedInstance, routes: readonly (readonly number[])[]): number {
  const m = parsed.problem.matrices;
  const locOf = new Map(parsed.problem.orders.map((o, i) => [at(parsed.customerIds, i), o.location]));
  let total = 0;
  for (const route of routes) {
    let prev = 0;
    for (const id of route) {
      const loc = locOf.get(id);
      if (loc === undefined) throw new RangeError(`customer ${id} is not in the instance`);
      total += Number(at(m.distance, prev * m.size + loc));
      prev = loc;
    }
    total += Number(at(m.distance, prev * m.size));
  }
  return total;
}
