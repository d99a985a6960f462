import { haversineMeters } from '@rota/core';
import type { DemoData, DemoDepot, DemoDriver, DemoLocation, DemoVehicle } from './demo-data.types.js';
import { ANDORRA_CENTER_SITES, ANDORRA_CUSTOMER_SITES, ANDORRA_REGION_NAME } from './andorra-places.js';
import { DEMO_SEED, type DemoDataOptions } from './generate-demo-data.js';
import { LOCATION_KINDS } from './generate-locations.js';
import { generateOrders } from './generate-orders.js';
import { createPrng, type Prng } from './prng.js';
import {
  CARGO_TYPES,
  OPERATION_TYPES,
  OPERATION_TYPE_TIME_WINDOWS,
  STEP_DEFINITIONS,
  VEHICLE_TYPE_CAPABILITIES,
  VEHICLE_TYPES,
  WORKFLOWS,
} from './reference-data.js';

const COUNTRY = 'Andorra';
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const GIVEN_NAMES = ['Jordi', 'Marc', 'Pau', 'Núria', 'Laia', 'Joan', 'Montse', 'Xavier', 'Anna', 'Oriol'];
const SURNAMES = ['Puig', 'Font', 'Riba', 'Vila', 'Cerqueda', 'Armengol', 'Torres', 'Pons', 'Mas', 'Serra'];
const BUSINESS_WORDS = ['Cal', 'Casa', 'Ca la', 'Botiga', 'Can'];
/** Vehicles per center: types and counts (the first center has more). */
const FLEET: Record<string, Record<string, number>> = {
  AD1: { 'VT-PANELVAN': 2, 'VT-KAMYONET': 1, 'VT-FRIGO': 1 },
  AD2: { 'VT-PANELVAN': 2, 'VT-FRIGO': 1 },
};

function centerOf(lat: number, lng: number): (typeof ANDORRA_CENTER_SITES)[number] {
  const [first, second] = ANDORRA_CENTER_SITES;
  return haversineMeters({ lat, lng }, { lat: first.latitude, lng: first.longitude }) <=
    haversineMeters({ lat, lng }, { lat: second.latitude, lng: second.longitude })
    ? first
    : second;
}

function depots(): { locations: DemoLocation[]; depots: DemoDepot[] } {
  const locations = ANDORRA_CENTER_SITES.map((s): DemoLocation => ({
    refNo: `LOC-${s.key}`,
    name: s.name,
    distributionCenterName: s.name,
    address: `${s.street}, ${s.postalCode} ${s.parish}`,
    locationType: 'Depo',
    isDepot: true,
    latitude: s.latitude,
    longitude: s.longitude,
    note: null,
    client: null,
    clientName: null,
    city: s.parish,
    district: s.parish,
    neighbourhood: s.parish,
    postalCode: s.postalCode,
    accessPoint: null,
    phoneNumber: `+376 8${s.key === 'AD1' ? '01' : '02'} 000`,
    countryName: COUNTRY,
    serviceDuration: 0,
    timeWindows: [{ startTime: '06:00', endTime: '22:00', days: [] }],
  }));
  return {
    locations,
    depots: ANDORRA_CENTER_SITES.map((s) => ({
      refNo: `DEP-${s.key}`,
      name: `${s.name} depot`,
      distributionCenterName: s.name,
      locationRefNo: `LOC-${s.key}`,
    })),
  };
}

function customers(prng: Prng): DemoLocation[] {
  const kinds = LOCATION_KINDS.map((k) => [k, k.weight] as const);
  return ANDORRA_CUSTOMER_SITES.map(([street, latitude, longitude, parish, postalCode], i) => {
    const kind = prng.weighted(kinds);
    const owner = prng.pick(SURNAMES);
    return {
      refNo: `LOC-AD-${pad(i + 1, 3)}`,
      name: `${prng.pick(BUSINESS_WORDS)} ${owner} ${kind.nameSuffix} ${i + 1}`,
      distributionCenterName: centerOf(latitude, longitude).name,
      address: `${street} ${prng.int(1, 60)}, ${postalCode} ${parish}`,
      locationType: kind.locationType,
      isDepot: false,
      latitude,
      longitude,
      note: null,
      client: `C-AD-${pad(i + 1, 3)}`,
      clientName: `${owner} ${kind.trade}`,
      city: parish,
      district: parish,
      neighbourhood: parish,
      postalCode,
      accessPoint: null,
      phoneNumber: `+376 ${prng.int(300, 899)} ${pad(prng.int(0, 999), 3)}`,
      countryName: COUNTRY,
      serviceDuration: kind.serviceDuration,
      timeWindows: kind.windows.map(([startTime, endTime]) => ({ startTime, endTime, days: [...kind.days] })),
    };
  });
}

function fleet(prng: Prng): { vehicles: DemoVehicle[]; drivers: DemoDriver[] } {
  const types = new Map(VEHICLE_TYPES.map((t) => [t.refNo, t]));
  const vehicles: DemoVehicle[] = [];
  const drivers: DemoDriver[] = [];
  for (const site of ANDORRA_CENTER_SITES) {
    for (const [typeRefNo, count] of Object.entries(FLEET[site.key] ?? {})) {
      const type = types.get(typeRefNo);
      if (!type) throw new Error(`unknown vehicle type ${typeRefNo}`);
      for (let k = 0; k < count; k++) {
        const n = vehicles.length + 1;
        drivers.push({
          refNo: `DRV-${pad(n, 3)}`,
          distributionCenterName: site.name,
          givenName: GIVEN_NAMES[(n - 1) % GIVEN_NAMES.length] as string,
          surname: SURNAMES[(n * 3) % SURNAMES.length] as string,
          employeeNumber: `P${pad(1000 + n, 5)}`,
          phone: `+376 3${prng.int(10, 99)} ${pad(prng.int(0, 999), 3)}`,
          // driver1@demo.rota, the demo sign-in, is the first driver
          email: `driver${n}@demo.rota`,
          username: `driver${n}@demo.rota`,
          address: `${site.street}, ${site.postalCode} ${site.parish}`,
          employeeStartDate: `${prng.int(2014, 2024)}-${pad(prng.int(1, 12), 2)}-${pad(prng.int(1, 28), 2)}`,
        });
        vehicles.push({
          refNo: `VEH-${pad(n, 3)}`,
          plate: `${String.fromCharCode(65 + prng.int(0, 25))}${pad(prng.int(1000, 9999), 4)}`,
          vehicleTypeRefNo: type.refNo,
          distributionCenterName: site.name,
          departureLocationRefNo: `LOC-${site.key}`,
          arrivalLocationRefNo: `LOC-${site.key}`,
          shiftStart: '07:00',
          shiftEnd: '17:00',
          fixedCost: type.fixedCost,
          durationUnitCost: type.durationUnitCost,
          distanceUnitCost: type.distanceUnitCost,
          weightCapacity: type.weightCapacity,
          volumeCapacity: type.volumeCapacity,
          insuranceLimit: type.insuranceLimit,
          defaultDriverRefNo: `DRV-${pad(n, 3)}`,
        });
      }
    }
  }
  return { vehicles, drivers };
}

/**
 * The demo operation on Andorra's real roads (`ROTA_DEMO_REGION=andorra`): one region, two
 * distribution centers with their depots, 93 customers on streets of the road network that
 * ships with the project, today's orders for the customers open today, seven vehicles with their
 * drivers. No avoid areas and no territories. Same seed and day, same data.
 */
export function generateAndorraDemoData(options: DemoDataOptions): DemoData {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(options.today) || Number.isNaN(Date.parse(options.today)))
    throw new Error(`today must be a date written YYYY-MM-DD, got "${options.today}"`);
  const seed = options.seed ?? DEMO_SEED;
  const prng = createPrng(seed);
  const depotPart = depots();
  const customerList = customers(prng);
  const { vehicles, drivers } = fleet(prng);
  return {
    seed,
    today: options.today,
    regions: [{ name: ANDORRA_REGION_NAME, country: COUNTRY }],
    distributionCenters: ANDORRA_CENTER_SITES.map((s) => ({
      name: s.name,
      regionName: ANDORRA_REGION_NAME,
      address: `${s.street}, ${s.postalCode} ${s.parish}`,
      note: 'Road network: OpenStreetMap extract of Andorra (© OpenStreetMap contributors)',
      latitude: s.latitude,
      longitude: s.longitude,
      country: COUNTRY,
      city: s.parish,
      district: s.parish,
      postalCode: s.postalCode,
      phoneNumber: `+376 8${s.key === 'AD1' ? '01' : '02'} 000`,
    })),
    locations: [...depotPart.locations, ...customerList],
    depots: depotPart.depots,
    cargoTypes: CARGO_TYPES.map((c) => ({ ...c })),
    operationTypes: OPERATION_TYPES.map((o) => ({ ...o })),
    vehicleTypes: VEHICLE_TYPES.map((v) => ({ ...v })),
    drivers,
    vehicles,
    orders: generateOrders(prng, options.today, customerList, depotPart.depots),
    operationTypeTimeWindows: OPERATION_TYPE_TIME_WINDOWS.map((w) => ({ ...w, days: [...w.days] })),
    vehicleTypeCapabilities: VEHICLE_TYPE_CAPABILITIES.map((c) => ({ ...c })),
    vehicleCapabilities: [],
    geofences: [],
    stepDefinitions: STEP_DEFINITIONS.map((s) => ({ ...s })),
    workflows: WORKFLOWS.map((w) => ({
      ...w,
      workflowActions: w.workflowActions.map((a) => ({ ...a, steps: a.steps.map((s) => ({ ...s })) })),
    })),
    territories: [],
  };
}
