import type { LatLng } from '@rota/core';
import type { JobParameterDto } from '@rota/core/daily-plan';
import type {
  AvoidArea,
  JobParameters,
  Objective,
  Order,
  Problem,
  TimeWindow,
  Vehicle,
} from '@rota/optimizer';
import type { Orm } from '../db/database.js';
import { localMidnightMs, secondsOfTime } from './plan-clock.js';
import {
  GEOMETRIC_BASIS,
  travelModel,
  type LegIndexes,
  type TravelBasis,
  type TravelMatrixProvider,
  type TravelModel,
} from './travel-matrix.js';
import { intersectWindows, windowsOnDay } from './time-windows.js';
import { weekdayOf, type ConfiguredPlace } from './problem-data.js';
import { loadProblemData } from './problem-data.repository.js';

export { weekdayOf } from './problem-data.js';

/** One place of the problem, by index. */
export interface ProblemPlace extends LatLng {
  locationId: number | null;
  refNo: string;
  name: string;
}

/** What the problem's ids and indexes stand for, to store the plan afterwards. */
export interface ProblemContext {
  jobId: number;
  jobRefNo: string;
  taskDate: string;
  /** Instant of second 0 of the problem (local midnight of the plan's day), ms since epoch. */
  dayStartMs: number;
  places: ProblemPlace[];
  model: TravelModel;
  /** Where the matrix came from (stored with the plan, shown with it). */
  basis: TravelBasis;
  /** Road shapes of legs between places, by index; absent: legs are straight lines. */
  shapes?: (legs: readonly LegIndexes[]) => Promise<LatLng[][]>;
  /** Solve time limit. */
  timeLimitMs: number;
  /** Capacity of each vehicle per dimension as stored (0 = the vehicle has none). */
  capacities: Record<string, number[]>;
}

export interface BuiltProblem {
  problem: Problem;
  context: ProblemContext;
}

export const DIMENSIONS = ['weight', 'volume', 'value'] as const;
/** A vehicle without a capacity in a dimension is not limited in it. */
const UNLIMITED = 1e12;

const objectiveOf: Record<string, Objective | undefined> = {
  Lateness: 'LATENESS',
  'Vehicle Usage': 'VEHICLE_USAGE',
  'Distance Duration': 'DISTANCE_DURATION',
  Clustering: 'CLUSTERING',
  Maximum: 'MAXIMUM',
};

export function optimizerParameters(dto: JobParameterDto): JobParameters {
  const objectives = (dto.objectivePriorities ?? [])
    .map((name) => objectiveOf[name])
    .filter((o): o is Objective => o !== undefined);
  const hours = (h: number | null | undefined) => (h == null || h <= 0 ? undefined : h * 3600);
  const parameters: Record<string, unknown> = {
    objectivePriorities: objectives,
    balanceRoutes: dto.balanceRoutes ?? false,
    minRouteDuration: hours(dto.minRouteDurationInHours),
    maxRouteDuration: hours(dto.maxRouteDurationInHours),
    minVehicles: dto.minNumberOfVehicles,
    maxVehicles: dto.maxNumberOfVehicles > 0 ? dto.maxNumberOfVehicles : undefined,
    ignoreTimeWindows: dto.isIgnoreServiceTimeWindowConstraints ?? false,
    ignoreCapacity: dto.isIgnoreVehicleCapacityConstraints ?? false,
    ignoreCapabilities: dto.isIgnoreVehicleCapabilityConstraints ?? false,
    maximumNumberOfTrips: dto.isMultiTrip ? (dto.maximumNumberOfTrips ?? 1) : 1,
    timeSpentInDc: dto.isMultiTrip ? (dto.timeSpentInDc ?? 0) * 60 : 0,
    // Traffic is already in the travel-time matrix (travel-matrix port).
    vehicleCapacityUtilizationRate: dto.vehicleCapacityUtilizationRate ?? 100,
    maximumInTransitDuration:
      dto.maximumInTransitDurationInMinutes != null && dto.maximumInTransitDurationInMinutes > 0
        ? dto.maximumInTransitDurationInMinutes * 60
        : undefined,
    startFromTheMostDistantLocation: dto.startFromTheMostDistantLocation === true ? true : undefined,
    // Only MAX changes anything; SUM (each order its full duration) is the engine's default.
    serviceDurationFunction: dto.serviceDurationFunction?.trim().toUpperCase() === 'MAX' ? 'MAX' : undefined,
    synchronizedArrivalToDepot:
      dto.synchronizedArrivalToDepot != null && dto.synchronizedArrivalToDepot > 0
        ? dto.synchronizedArrivalToDepot * 60
        : undefined,
  };
  return Object.fromEntries(Object.entries(parameters).filter(([, v]) => v !== undefined)) as JobParameters;
}

/**
 * Builds the optimizer's problem of a job from the database: its orders (amounts, service
 * durations, time windows of the order, its location and its operation type), its vehicles with
 * this job's configuration (shift, departure and arrival), capability constraints, the avoid
 * areas of its distribution center active that day, the parameters, and the travel matrix.
 */
export async function buildProblem(
  orm: Orm,
  jobId: number,
  travel: TravelMatrixProvider,
  limits: { maxTimeLimitMs: number },
): Promise<BuiltProblem> {
  const { job, vehicles, orders, windowRows, capability, fences, known } = await loadProblemData(orm, jobId);
  const day = job.task_date;
  const weekday = weekdayOf(day);
  const dto = job.parameters;

  const places: ProblemPlace[] = [];
  const placeIndex = new Map<string, number>();
  const placeOf = (key: string, place: ProblemPlace): number => {
    const known = placeIndex.get(key);
    if (known !== undefined) return known;
    places.push(place);
    placeIndex.set(key, places.length - 1);
    return places.length - 1;
  };
  // Configured places that are known locations (another depot, say) keep their identity.
  const configured = (p: ConfiguredPlace, fallback: ProblemPlace): number => {
    if (p.refNo === fallback.refNo) return placeOf(`loc:${fallback.locationId}`, fallback);
    const location = known.find((l) => l.ref_no === p.refNo);
    if (location) {
      return placeOf(`loc:${location.id}`, {
        locationId: location.id,
        refNo: location.ref_no,
        name: location.name,
        lat: location.latitude,
        lng: location.longitude,
      });
    }
    return placeOf(`at:${p.latitude},${p.longitude}`, {
      locationId: null,
      refNo: p.refNo,
      name: p.name,
      lat: p.latitude,
      lng: p.longitude,
    });
  };

  // Operation types that some vehicle cannot serve become required skills.
  const constrained = new Set(capability.filter((c) => !c.is_capable).map((c) => c.operation_type_id));
  const capacities: Record<string, number[]> = {};
  const problemVehicles: Vehicle[] = vehicles.map((v) => {
    const dep: ProblemPlace = {
      locationId: v.dep_id,
      refNo: v.dep_ref,
      name: v.dep_name,
      lat: v.dep_lat,
      lng: v.dep_lng,
    };
    const arr: ProblemPlace = {
      locationId: v.arr_id,
      refNo: v.arr_ref,
      name: v.arr_name,
      lat: v.arr_lat,
      lng: v.arr_lng,
    };
    const start = v.departure_location
      ? configured(v.departure_location, dep)
      : placeOf(`loc:${dep.locationId}`, dep);
    const end = v.arrival_location
      ? configured(v.arrival_location, arr)
      : placeOf(`loc:${arr.locationId}`, arr);
    const skills = [...constrained].filter((op) => {
      const own = capability.find(
        (c) => c.vehicle_id === v.id && c.operation_type_id === op && c.level === 'vehicle',
      );
      const byType = capability.find(
        (c) => c.vehicle_id === v.id && c.operation_type_id === op && c.level === 'type',
      );
      return (own ?? byType)?.is_capable ?? true;
    });
    capacities[String(v.id)] = [v.weight_capacity, v.volume_capacity, v.insurance_limit];
    return {
      id: String(v.id),
      startLocation: start,
      ...(dto.isReturnToTheDepot === false ? {} : { endLocation: end }),
      shift: { start: secondsOfTime(v.shift_start), end: secondsOfTime(v.shift_end) },
      capacity: [v.weight_capacity, v.volume_capacity, v.insurance_limit].map((c) => (c > 0 ? c : UNLIMITED)),
      fixedCost: v.fixed_cost,
      costPerHour: v.duration_unit_cost,
      costPerKm: v.distance_unit_cost,
      skills: skills.map(String),
    };
  });

  const problemOrders: Order[] = orders.map((o) => {
    const location = placeOf(`loc:${o.location_id}`, {
      locationId: o.location_id,
      refNo: o.loc_ref,
      name: o.loc_name,
      lat: o.lat,
      lng: o.lng,
    });
    const minutes =
      o.custom_service_duration ?? (o.location_service > 0 ? o.location_service : (o.operation_service ?? 0));
    const own: TimeWindow[] | null =
      o.serve_after || o.serve_before
        ? [
            {
              start: o.serve_after ? secondsOfTime(o.serve_after) : 0,
              end: o.serve_before ? secondsOfTime(o.serve_before) : 86_400,
            },
          ]
        : null;
    const atLocation = windowsOnDay(
      windowRows.filter((w) => w.location_id === o.location_id),
      day,
      weekday,
    );
    const forOperation = windowsOnDay(
      windowRows.filter((w) => o.operation_type_id !== null && w.operation_type_id === o.operation_type_id),
      day,
      weekday,
    );
    const intersected = intersectWindows([own, atLocation, forOperation]);
    // No common time at all: a window nobody can reach, so the order stays unassigned with its reason.
    const windows = intersected && intersected.length === 0 ? [{ start: 0, end: 0 }] : intersected;
    return {
      id: String(o.id),
      type: o.order_type,
      location,
      amounts: [o.weight, o.volume, o.monetary_value],
      serviceDuration: minutes * 60,
      ...(windows ? { timeWindows: windows } : {}),
      ...(o.operation_type_id !== null && constrained.has(o.operation_type_id)
        ? { requiredSkills: [String(o.operation_type_id)] }
        : {}),
      ...(o.is_optional ? { optional: true } : {}),
    };
  });

  const model = travelModel({
    useEuclideanDistances: dto.useEuclideanDistances,
    trafficSeverityRate: dto.trafficSeverityRate ?? 0,
  });
  const { basis = GEOMETRIC_BASIS, ...matrices } = await travel.matrix(places, model);
  const roadShapes = travel.shapes?.bind(travel);
  const avoidAreas: AvoidArea[] = fences.map((f) => ({
    id: String(f.id),
    polygon: f.polygon.map((p) => ({ x: p.lng, y: p.lat })),
  }));
  const requestedMs = (dto.maximumRuntimeInMinutes ?? 1) * 60_000;
  return {
    problem: {
      dimensions: [...DIMENSIONS],
      matrices,
      coordinates: places.map((p) => ({ x: p.lng, y: p.lat })),
      vehicles: problemVehicles,
      orders: problemOrders,
      parameters: optimizerParameters(dto),
      avoidAreas,
      units: { distancePerKm: 1000, timePerHour: 3600 },
    },
    context: {
      jobId,
      jobRefNo: job.ref_no,
      taskDate: day,
      dayStartMs: localMidnightMs(day),
      places,
      model,
      basis,
      ...(roadShapes && !basis.estimate
        ? { shapes: (legs: readonly LegIndexes[]) => roadShapes(places, legs) }
        : {}),
      timeLimitMs: Math.max(100, Math.min(requestedMs, limits.maxTimeLimitMs)),
      capacities,
    },
  };
}
