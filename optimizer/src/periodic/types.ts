/** Days of the week, Monday = 0 to Sunday = 6 (the order the spec keeps days of week in). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** A service window on one weekday: service starts between start and end (seconds from midnight). */
interface DayWindow {
  readonly start: number;
  readonly end: number;
}

export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

/** One location to visit every week (the weekly location data of a territory plan). */
export interface PeriodicLocation extends LatLng {
  readonly id: string;
  /** Visits wanted each week, on distinct days. */
  readonly weeklyFrequency: number;
  /** Days the location may be visited. */
  readonly allowedDays: readonly Weekday[];
  /** Window per weekday (index = weekday); a missing or null entry means the whole working day. */
  readonly timeWindows?: readonly (DayWindow | null | undefined)[];
  /** Amount delivered on each visit (same unit as the vehicle capacity). */
  readonly demand: number;
  /** Seconds spent at the location on each visit. */
  readonly serviceDuration: number;
}

interface PeriodicVehicle {
  readonly id: string;
  /** Largest total demand of one day's route; none means unlimited. */
  readonly capacity?: number;
}

export interface PeriodicProblem {
  readonly depot: LatLng;
  readonly vehicles: readonly PeriodicVehicle[];
  readonly locations: readonly PeriodicLocation[];
  /** Days the fleet works (default Monday to Friday). */
  readonly workingDays?: readonly Weekday[];
  /** Start and end of the working day, seconds from midnight (default 08:00 to 18:00). */
  readonly dayStart?: number;
  readonly dayEnd?: number;
  /** Average road speed (default 30 km/h). */
  readonly speedKmh?: number;
  /** Road distance over straight-line distance (default 1.3). */
  readonly roadFactor?: number;
}

/**
 * Why required visits of a location are not in the plan.
 * - NO_ALLOWED_DAY: none of its allowed days is a working day with a window inside working hours;
 * - TOO_FEW_ALLOWED_DAYS: fewer usable allowed days than its weekly frequency;
 * - DEMAND_EXCEEDS_CAPACITY: one visit's demand is more than a vehicle carries in a day;
 * - ROUTE_FULL: no route of its territory on its days could take the visit within its window and
 *   the working day.
 */
export type UnplacedReason =
  'NO_ALLOWED_DAY' | 'TOO_FEW_ALLOWED_DAYS' | 'DEMAND_EXCEEDS_CAPACITY' | 'ROUTE_FULL';

export interface UnplacedVisits {
  readonly locationId: string;
  readonly required: number;
  readonly placed: number;
  readonly reason: UnplacedReason;
}

interface PeriodicStop {
  readonly locationId: string;
  /** Seconds from midnight. */
  readonly arrival: number;
  readonly serviceStart: number;
  readonly departure: number;
}

export interface TerritoryDayRoute {
  readonly territory: number;
  readonly vehicleId: string;
  readonly day: Weekday;
  /** In visit order (visit order = index + 1). */
  readonly stops: readonly PeriodicStop[];
  readonly distanceKm: number;
  readonly travelDuration: number;
  readonly serviceDuration: number;
  readonly waitingDuration: number;
  /** Driving plus service time of the day, in seconds: the measure that is balanced. */
  readonly workload: number;
  readonly demand: number;
  /** Back at the depot, seconds from midnight. */
  readonly end: number;
}

export interface PlannedTerritory {
  readonly index: number;
  readonly vehicleId: string;
  readonly locationIds: readonly string[];
  /** Visit days chosen per location id. */
  readonly visitDays: Readonly<Record<string, readonly Weekday[]>>;
  readonly centroid: LatLng;
  /** Convex hull of the territory's locations, counter-clockwise. */
  readonly polygon: readonly LatLng[];
  readonly weeklyWorkload: number;
}

interface PeriodicStats {
  readonly requiredVisits: number;
  /** Required visits that some plan could place (frequency capped by usable allowed days). */
  readonly feasibleVisits: number;
  readonly placedVisits: number;
  readonly placedOnAllowedDays: number;
  /** Workload of the heaviest and of the lightest territory-day over the mean of all of them. */
  readonly maxOverMean: number;
  readonly minOverMean: number;
  readonly meanWorkload: number;
  readonly runtimeMs: number;
}

export interface PeriodicPlan {
  readonly territories: readonly PlannedTerritory[];
  readonly routes: readonly TerritoryDayRoute[];
  readonly unplaced: readonly UnplacedVisits[];
  readonly stats: PeriodicStats;
}

export interface PeriodicProgress {
  readonly phase: 'territories' | 'days' | 'routes' | 'balance' | 'done';
  /** 0 to 100. */
  readonly percent: number;
  /** Best max/mean workload so far (0 before the first routes). */
  readonly maxOverMean: number;
}

export interface PeriodicOptions {
  readonly seed?: number;
  readonly onProgress?: (progress: PeriodicProgress) => void;
  /** Asked between steps; true ends the search and answers the best plan so far. */
  readonly shouldStop?: () => boolean;
  /** Rounds of territory rebalancing (default 8). */
  readonly rounds?: number;
}
