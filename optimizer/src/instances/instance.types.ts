import type { Plan, Problem, UnassignedReason } from '../model/index.js';

export type InstanceFormat = 'solomon' | 'cvrplib';
export type InstanceObjective = 'distance' | 'vehicles';

/** A benchmark instance turned into a problem; order i is the instance's customer `customerIds[i]`. */
export interface ParsedInstance {
  readonly name: string;
  readonly problem: Problem;
  readonly customerIds: readonly number[];
}

/** A customer the plan leaves out, with the constraint that blocks it (as `UnassignedOrder`). */
interface UnassignedCustomer {
  readonly customer: number;
  readonly reason: UnassignedReason;
  /** The capacity dimension, for CAPACITY. */
  readonly dimension?: string;
}

export interface InstanceSolution {
  readonly vehicles: number;
  readonly distance: number;
  readonly routes: readonly (readonly number[])[];
  readonly unassigned: readonly UnassignedCustomer[];
  /** Search iterations run, and why the search stopped. */
  readonly iterations: number;
  readonly stoppedBy: Plan['stoppedBy'];
}
