/**
 * The routing problem the engine solves. Plain data: the server (or an instance parser) builds
 * it from the job, its orders and vehicles. Times are in the unit of the duration matrix
 * (seconds for jobs), distances in the unit of the distance matrix (metres for jobs).
 */

export type OrderType = 'DELIVERY' | 'PICKUP';

/** The objectives a job can rank; the first listed dominates the next (lexicographic). */
export type Objective = 'LATENESS' | 'VEHICLE_USAGE' | 'DISTANCE_DURATION' | 'CLUSTERING' | 'MAXIMUM';

export interface TimeWindow {
  readonly start: number;
  /** Latest start of service. */
  readonly end: number;
}

/** Square matrices, row-major, `size * size` entries; entry `i * size + j` is the leg i -> j. */
export interface Matrices {
  readonly size: number;
  readonly distance: ArrayLike<number>;
  readonly duration: ArrayLike<number>;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Vehicle {
  readonly id: string;
  /** Location index the route starts from; absent: the route starts at its first stop. */
  readonly startLocation?: number;
  /** Location index the route ends at; absent: an open route ending at its last stop. */
  readonly endLocation?: number;
  readonly shift: TimeWindow;
  /** One capacity per problem dimension, before the utilisation rate is applied. */
  readonly capacity: readonly number[];
  readonly fixedCost?: number;
  readonly costPerHour?: number;
  readonly costPerKm?: number;
  /** Operation types (skills) this vehicle can serve. */
  readonly skills?: readonly string[];
  /** Territory this vehicle is the default vehicle of. */
  readonly territory?: string;
}

export interface Order {
  readonly id: string;
  readonly type: OrderType;
  readonly location: number;
  /** One amount per problem dimension. */
  readonly amounts: readonly number[];
  readonly serviceDuration: number;
  /** Allowed service start intervals, sorted and disjoint; absent or empty: any time. */
  readonly timeWindows?: readonly TimeWindow[];
  readonly requiredSkills?: readonly string[];
  /** Vehicles (ids) the order may go on; absent: any. A planner's pinned or moved stop has one. */
  readonly allowedVehicles?: readonly string[];
  /** An optional order may be left out; leaving it costs `skipPenalty` (of the first objective). */
  readonly optional?: boolean;
  readonly skipPenalty?: number;
  readonly territory?: string;
}

export interface AvoidArea {
  readonly id: string;
  readonly polygon: readonly Point[];
}

interface TerritoryRule {
  readonly id: string;
  readonly separation: 'HARD' | 'SOFT';
}

export interface JobParameters {
  readonly objectivePriorities?: readonly Objective[];
  readonly balanceRoutes?: boolean;
  readonly minRouteDuration?: number;
  readonly maxRouteDuration?: number;
  readonly minVehicles?: number;
  readonly maxVehicles?: number;
  readonly ignoreTimeWindows?: boolean;
  readonly ignoreCapacity?: boolean;
  readonly ignoreCapabilities?: boolean;
  /** Trips per vehicle (1 = no multi-trip) and the time a reload at the start depot takes. */
  readonly maximumNumberOfTrips?: number;
  readonly timeSpentInDc?: number;
  /** Percent added to every travel time (20 = 20 % slower). */
  readonly trafficSeverityRate?: number;
  /** Percent of each capacity that may be used (default 100). */
  readonly vehicleCapacityUtilizationRate?: number;
  /** Longest time an order may spend on board (delivery: depot to stop, pickup: stop to depot). */
  readonly maximumInTransitDuration?: number;
  /** Construction opens its routes with the orders farthest from the vehicles' starts. */
  readonly startFromTheMostDistantLocation?: boolean;
  /**
   * Longest spread between the earliest and the latest return to the depot of the used routes
   * (time units; absent or 0: no limit). Relaxed: what the plan cannot meet is reported.
   */
  readonly synchronizedArrivalToDepot?: number;
  /**
   * How orders served together at one location add up: SUM (default) each order its full
   * duration; MAX orders at one location with the same type and windows form one visit that
   * takes the longest of their durations.
   */
  readonly serviceDurationFunction?: 'SUM' | 'MAX';
}

export interface Units {
  /** Distance-matrix units in one kilometre (1000 for metres). */
  readonly distancePerKm: number;
  /** Duration-matrix units in one hour (3600 for seconds). */
  readonly timePerHour: number;
}

export interface Problem {
  /** Names of the capacity dimensions, e.g. ['weight', 'volume', 'value']. */
  readonly dimensions: readonly string[];
  readonly matrices: Matrices;
  /** Coordinates per location index; needed only to test avoid-area crossings. */
  readonly coordinates?: readonly Point[];
  readonly vehicles: readonly Vehicle[];
  readonly orders: readonly Order[];
  readonly parameters?: JobParameters;
  readonly avoidAreas?: readonly AvoidArea[];
  readonly territories?: readonly TerritoryRule[];
  readonly units?: Units;
}
