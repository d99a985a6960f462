import type { Problem } from '../model/index.js';

export type InstanceFormat = 'solomon' | 'cvrplib';
export type InstanceObjective = 'distance' | 'vehicles';

/** A benchmark instance turned into a problem; order i is the instance's customer `customerIds[i]`. */
export interface ParsedInstance {
  readonly name: string;
  readonly problem: Problem;
  readonly customerIds: readonly number[];
}

export interface InstanceSolution {
  readonly vehicles: number;
  readonly distance: number;
  readonly routes: readonly (readonly number[])[];
}
