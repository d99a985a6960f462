import type { DemoData, DemoGeofence } from './demo-data.types.js';
import { generateFleet } from './generate-fleet.js';
import {
  generateCustomerLocations,
  generateDepots,
  generateRegionsAndCenters,
} from './generate-locations.js';
import { generateOrders } from './generate-orders.js';
import { generateTerritories } from './generate-territories.js';
import { DISTRIBUTION_CENTER_SITES } from './istanbul-places.js';
import { createPrng } from './prng.js';
import {
  CARGO_TYPES,
  OPERATION_TYPES,
  OPERATION_TYPE_TIME_WINDOWS,
  STEP_DEFINITIONS,
  VEHICLE_TYPE_CAPABILITIES,
  VEHICLE_TYPES,
  WORKFLOWS,
} from './reference-data.js';

/** The seed of the demo that `npm start` shows. */
export const DEMO_SEED = 34;

export interface DemoDataOptions {
  /** 'YYYY-MM-DD': the day the orders are for */
  today: string;
  seed?: number;
}

const dcName = (key: string) => DISTRIBUTION_CENTER_SITES.find((s) => s.key === key)?.name ?? '';

/** Areas the routes must avoid: the historic peninsula and İstiklal Avenue (pedestrian zones). */
function avoidAreas(): DemoGeofence[] {
  return [
    {
      name: 'Tarihi Yarımada Yaya Bölgesi',
      type: 0,
      distributionCenterName: dcName('DC2'),
      polygon: [
        { lat: 41.0175, lng: 28.97 },
        { lat: 41.0175, lng: 28.985 },
        { lat: 41.004, lng: 28.985 },
        { lat: 41.004, lng: 28.97 },
      ],
      daysOfWeek: [],
      daysOfMonth: [],
      specialDates: [],
    },
    {
      name: 'İstiklal Caddesi Yaya Bölgesi',
      type: 0,
      distributionCenterName: dcName('DC2'),
      polygon: [
        { lat: 41.0378, lng: 28.9852 },
        { lat: 41.0365, lng: 28.9868 },
        { lat: 41.028, lng: 28.9752 },
        { lat: 41.0292, lng: 28.9733 },
      ],
      daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
      daysOfMonth: [],
      specialDates: [],
    },
  ];
}

/**
 * A realistic, reproducible Istanbul operation: 2 regions, 3 distribution centers with their
 * depots, 400+ customer locations on land, today's 340 orders, 25 vehicles of 4 types with their
 * drivers, constraints, two avoid areas, a default workflow and weekly territories. Same seed and day, same data.
 */
export function generateDemoData(options: DemoDataOptions): DemoData {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(options.today) || Number.isNaN(Date.parse(options.today))) {
    throw new Error(`today must be a date written YYYY-MM-DD, got "${options.today}"`);
  }
  const seed = options.seed ?? DEMO_SEED;
  const prng = createPrng(seed);
  const { regions, distributionCenters } = generateRegionsAndCenters();
  const depotPart = generateDepots();
  const customers = generateCustomerLocations(prng);
  const fleet = generateFleet(prng, depotPart.depots);
  const orders = generateOrders(prng, options.today, customers, depotPart.depots);
  return {
    seed,
    today: options.today,
    regions,
    distributionCenters,
    locations: [...depotPart.locations, ...customers],
    depots: depotPart.depots,
    cargoTypes: CARGO_TYPES.map((c) => ({ ...c })),
    operationTypes: OPERATION_TYPES.map((o) => ({ ...o })),
    vehicleTypes: VEHICLE_TYPES.map((v) => ({ ...v })),
    drivers: fleet.drivers,
    vehicles: fleet.vehicles,
    orders,
    operationTypeTimeWindows: OPERATION_TYPE_TIME_WINDOWS.map((w) => ({ ...w, days: [...w.days] })),
    vehicleTypeCapabilities: VEHICLE_TYPE_CAPABILITIES.map((c) => ({ ...c })),
    vehicleCapabilities: fleet.vehicleCapabilities,
    geofences: avoidAreas(),
    stepDefinitions: STEP_DEFINITIONS.map((s) => ({ ...s })),
    workflows: WORKFLOWS.map((w) => ({
      ...w,
      workflowActions: w.workflowActions.map((a) => ({ ...a, steps: a.steps.map((s) => ({ ...s })) })),
    })),
    territories: generateTerritories(options.today, customers, fleet.vehicles),
  };
}
