/** What the engine returns. */

export type UnassignedReason =
  | 'CAPACITY'
  | 'TIME_WINDOW'
  | 'SHIFT'
  | 'SKILL'
  | 'TERRITORY'
  | 'ROUTE_DURATION'
  | 'IN_TRANSIT'
  | 'VEHICLE_LIMIT'
  | 'NO_FEASIBLE_INSERTION'
  | 'OPTIONAL_NOT_WORTH';

export interface UnassignedOrder {
  readonly orderId: string;
  readonly reason: UnassignedReason;
  /** The capacity dimension that blocked the order, for CAPACITY. */
  readonly dimension?: string;
}

export type ViolationKind =
  | 'TIME_WINDOW'
  | 'CAPACITY'
  | 'SKILL'
  | 'ROUTE_DURATION'
  | 'MIN_ROUTE_DURATION'
  | 'IN_TRANSIT'
  | 'AVOID_AREA'
  | 'TERRITORY'
  | 'MIN_VEHICLES'
  | 'SYNCHRONIZED_ARRIVAL';

export interface Violation {
  readonly kind: ViolationKind;
  readonly vehicleId?: string;
  readonly orderId?: string;
  readonly dimension?: string;
  /** By how much (time units, amount, count). */
  readonly amount: number;
}

export interface PlannedStop {
  readonly kind: 'ORDER' | 'RELOAD';
  /** Empty for a reload at the depot. */
  readonly orderId: string;
  readonly location: number;
  readonly arrival: number;
  readonly waiting: number;
  readonly serviceStart: number;
  readonly serviceEnd: number;
  /** Load on board after the stop, per dimension. */
  readonly loadAfter: readonly number[];
  readonly distanceFromPrevious: number;
  readonly durationFromPrevious: number;
  /** Trip number, from 1. */
  readonly trip: number;
}

export interface PlannedRoute {
  readonly vehicleId: string;
  readonly departure: number;
  /** Arrival at the end location, or the end of the last service for an open route. */
  readonly end: number;
  readonly stops: readonly PlannedStop[];
  /** Leg from the last stop to the end location (0 for open routes). */
  readonly distanceToEnd: number;
  readonly durationToEnd: number;
  readonly distance: number;
  readonly duration: number;
  readonly waiting: number;
  readonly service: number;
  readonly cost: number;
  readonly trips: number;
  /** Highest load on board over capacity, per dimension (0..1, above 1 only when relaxed). */
  readonly capacityUsed: readonly number[];
}

interface PlanTotals {
  readonly vehicles: number;
  readonly distance: number;
  readonly duration: number;
  readonly waiting: number;
  readonly cost: number;
  readonly assigned: number;
  readonly unassigned: number;
}

export interface Plan {
  readonly routes: readonly PlannedRoute[];
  readonly unassigned: readonly UnassignedOrder[];
  readonly violations: readonly Violation[];
  readonly totals: PlanTotals;
  readonly iterations: number;
  readonly elapsedMs: number;
  /** CONVERGED: `stopWhenConverged` saw no further improvement before the time limit. */
  readonly stoppedBy: 'TIME_LIMIT' | 'ITERATIONS' | 'CANCELLED' | 'CONVERGED';
}

export interface Progress {
  readonly bestCost: number;
  /** Orders of the problem as given that the best plan so far leaves out (as `Plan.totals`). */
  readonly unassigned: number;
  /** Their ids. */
  readonly unassignedOrderIds: readonly string[];
  readonly vehicles: number;
  readonly elapsedMs: number;
  readonly iteration: number;
}

/** The part of an AbortSignal the engine reads (a worker can back it by shared memory). */
export interface CancellationSignal {
  readonly aborted: boolean;
}

export interface SolveOptions {
  readonly seed?: number;
  /** Wall-clock limit in milliseconds. */
  readonly timeLimitMs?: number;
  /** Iteration budget; with it (and no time limit reached) the result depends only on the seed. */
  readonly maxIterations?: number;
  /**
   * Stop before the time limit once the search has converged (the rule in
   * `engine/convergence.ts`); the time limit stays the ceiling. Off by default.
   */
  readonly stopWhenConverged?: boolean;
  readonly signal?: CancellationSignal;
  readonly onProgress?: (progress: Progress) => void;
  /** Search knobs (defaults tuned on the Solomon and CVRPLIB X benchmarks). */
  readonly tuning?: Partial<Tuning>;
  /** Clock in milliseconds; defaults to Date.now. */
  readonly now?: () => number;
  /**
   * Parallel searches of one problem share their best plans through this (see
   * `parallel/shared-exchange.ts`); absent: the search runs alone.
   */
  readonly exchange?: SolutionExchange;
}

/** A search's best plan in the engine's indices: vehicle index and order indices per route. */
export interface SharedSolution {
  /** Mandatory orders left out, then the search's cost (the lexicographic objective). */
  readonly missing: number;
  readonly cost: number;
  readonly routes: readonly { readonly v: number; readonly seq: readonly number[] }[];
}

/** Where parallel searches of the same problem publish and pick up best plans. */
export interface SolutionExchange {
  /** This search's number among the parallel searches (0, 1, ...). */
  readonly search: number;
  /** Publishes a new best plan of this search (kept only if better than the shared one). */
  offer(solution: SharedSolution): void;
  /** The shared best plan if another search published it since the last call, else null. */
  take(): SharedSolution | null;
}

export interface Tuning {
  /** Start and final annealing temperature, as fractions of the average leg cost. */
  readonly startTemperature: number;
  readonly finalTemperature: number;
  /** Average number of orders a ruin removes, and the longest string it cuts from one route. */
  readonly averageRemoved: number;
  readonly maxStringLength: number;
  /** Probability of skipping a position while reinserting (SISR blinks). */
  readonly blinkRate: number;
  /**
   * Share of the recreates that start a new route with their first order, on instances with
   * time windows where opening a route costs nothing in itself (see `recreate`).
   */
  readonly newRouteRate: number;
  /**
   * Share of the fleet-minimisation steps, while orders are left out, followed by an ejection
   * insertion of one of them (see `ejection.ts`; only where segment checks price routes exactly).
   * 0.3: on R104, R108, R109, R110, R112, RC101, RC102, RC105 and RC106 (vehicles first, 10 s,
   * two threads, seed 1, ejections on both searches from the first step) 99 vehicles against
   * 100 at 1 and 102 without (best known 98).
   */
  readonly ejectionRate: number;
  /** Share of the budget spent on fleet minimisation when vehicle usage ranks first. */
  readonly fleetShare: number;
  /** Share of the remaining budget spent on the routes' spread when Clustering outranks distance. */
  readonly clusteringShare: number;
  /** Polish each new best plan with relocate, swap and 2-opt* (when moves can be priced exactly). */
  readonly localSearch: boolean;
  /**
   * Improve the distance with a population of plans, recombined and each annealed briefly,
   * instead of one long annealing, where it applies (evolution.ts `populationApplies`).
   */
  readonly population: boolean;
  /** The most orders the population applies to; above them the single annealing runs. */
  readonly populationMaxOrders: number;
}
