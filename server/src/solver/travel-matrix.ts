import { haversineMeters, type LatLng } from '@rota/core';
import type { Matrices } from '@rota/optimizer';

/** How travel between two places is estimated. */
export interface TravelModel {
  kind: 'haversine' | 'euclidean';
  /** Road distance over straight-line distance (haversine only). */
  roadFactor: number;
  /** Average speed in km/h. */
  averageSpeedKmh: number;
  /** Percent added to every travel time (20 = 20 % slower). */
  trafficSeverityRate: number;
}

/** A place to travel between; its name and reference number go into a failure's reason. */
export interface TravelPoint extends LatLng {
  name?: string;
  refNo?: string;
}

/**
 * Where a plan's distances come from: the engine, and whether they are straight-line estimates
 * (the geometric estimate, a job that asks for Euclidean distances, or a road engine that could
 * not answer while ROTA_ROUTING_FALLBACK allowed the estimate; then `fallbackReason` says why).
 */
export interface TravelBasis {
  engine: string;
  estimate: boolean;
  fallbackReason?: string;
}

/** A leg between two places of a matrix, by index. */
export type LegIndexes = readonly [from: number, to: number];

/**
 * The travel-matrix port: distances in metres and durations in seconds between every pair
 * (traffic included), with the basis of the numbers, and, from a road engine, the road's shape of
 * legs between the same points. The adapters: the geometric estimate below, and the road engines
 * of `src/routing` (`travelMatrixFor` picks one by ROTA_ROUTING).
 */
export interface TravelMatrixProvider {
  matrix(points: readonly TravelPoint[], model: TravelModel): Promise<Matrices & { basis?: TravelBasis }>;
  /**
   * Road shapes of legs between the points of the last `matrix` call's kind, each from its first
   * point to its last; absent (or an empty list for a leg): a straight line.
   */
  shapes?(points: readonly TravelPoint[], legs: readonly LegIndexes[]): Promise<LatLng[][]>;
}

/** The basis of the geometric estimate. */
export const GEOMETRIC_BASIS: TravelBasis = { engine: 'geometric', estimate: true };

/** Offline defaults: city roads are about 1.3 times the straight line, at 35 km/h on average. */
export const DEFAULT_ROAD_FACTOR = 1.3;
export const DEFAULT_AVERAGE_SPEED_KMH = 35;

export function travelModel(options: {
  useEuclideanDistances?: boolean | undefined;
  trafficSeverityRate?: number | undefined;
}): TravelModel {
  const euclidean = options.useEuclideanDistances === true;
  return {
    kind: euclidean ? 'euclidean' : 'haversine',
    roadFactor: euclidean ? 1 : DEFAULT_ROAD_FACTOR,
    averageSpeedKmh: DEFAULT_AVERAGE_SPEED_KMH,
    trafficSeverityRate: options.trafficSeverityRate ?? 0,
  };
}

const METRES_PER_DEGREE = 111_319.49;

/**
 * Straight-line distance on a flat projection (equirectangular around the pair's mean latitude),
 * in metres: what "Euclidean distances" means for coordinates on a map.
 */
export function euclideanMeters(a: LatLng, b: LatLng): number {
  const meanLat = (((a.lat + b.lat) / 2) * Math.PI) / 180;
  const dx = (b.lng - a.lng) * Math.cos(meanLat) * METRES_PER_DEGREE;
  const dy = (b.lat - a.lat) * METRES_PER_DEGREE;
  return Math.sqrt(dx * dx + dy * dy);
}

/** One leg: distance in metres and duration in seconds, traffic included. */
export function legOf(a: LatLng, b: LatLng, model: TravelModel): { distance: number; duration: number } {
  const straight = model.kind === 'euclidean' ? euclideanMeters(a, b) : haversineMeters(a, b);
  const distance = Math.round(straight * model.roadFactor);
  const freeFlow = distance / ((model.averageSpeedKmh * 1000) / 3600);
  return { distance, duration: Math.round(freeFlow * (1 + model.trafficSeverityRate / 100)) };
}

/** The default adapter: computed in memory, no network. */
export function createGeometricTravelMatrix(): TravelMatrixProvider {
  return {
    async matrix(points, model) {
      const size = points.length;
      const distance = new Float64Array(size * size);
      const duration = new Float64Array(size * size);
      for (let i = 0; i < size; i++) {
        for (let j = 0; j < size; j++) {
          if (i === j) continue;
          const leg = legOf(points[i] as LatLng, points[j] as LatLng, model);
          distance[i * size + j] = leg.distance;
          duration[i * size + j] = leg.duration;
        }
      }
      return { size, distance, duration, basis: GEOMETRIC_BASIS };
    },
  };
}
