import type {
  DemoDepot,
  DemoDistributionCenter,
  DemoLocation,
  DemoRegion,
  DemoTimeWindow,
} from './demo-data.types.js';
import {
  DISTRIBUTION_CENTER_SITES,
  NEIGHBOURHOOD_CENTRES,
  REGION_NAMES,
  SATELLITE_DEPOT_SITES,
  type NeighbourhoodCentre,
} from './istanbul-places.js';
import { haversineMeters } from '@rota/core';
import type { Prng } from './prng.js';
import { BUSINESS_WORDS, COMPANY_SUFFIXES, STREET_NAMES, SURNAMES } from './turkish-names.js';

const COUNTRY = 'Türkiye';
const CITY = 'İstanbul';

interface LocationKind {
  locationType: string;
  nameSuffix: string;
  trade: string;
  weight: number;
  serviceDuration: number;
  windows: [string, string][];
  days: number[];
}

const MON_SAT = [0, 1, 2, 3, 4, 5];
const MON_FRI = [0, 1, 2, 3, 4];

/** Kinds of customers with their usual service time and receiving hours. */
export const LOCATION_KINDS: readonly LocationKind[] = [
  {
    locationType: 'Market',
    nameSuffix: 'Market',
    trade: 'Gıda',
    weight: 24,
    serviceDuration: 12,
    windows: [
      ['08:00', '12:00'],
      ['14:00', '18:00'],
    ],
    days: [],
  },
  {
    locationType: 'Bakkal',
    nameSuffix: 'Gıda',
    trade: 'Gıda',
    weight: 14,
    serviceDuration: 8,
    windows: [['08:00', '19:00']],
    days: [],
  },
  {
    locationType: 'Eczane',
    nameSuffix: 'Eczanesi',
    trade: 'Ecza',
    weight: 10,
    serviceDuration: 8,
    windows: [['09:00', '18:30']],
    days: MON_SAT,
  },
  {
    locationType: 'Restoran',
    nameSuffix: 'Restoran',
    trade: 'Yemek',
    weight: 12,
    serviceDuration: 12,
    windows: [
      ['09:00', '11:30'],
      ['15:00', '17:00'],
    ],
    days: [],
  },
  {
    locationType: 'Kafe',
    nameSuffix: 'Kafe',
    trade: 'Kafe',
    weight: 10,
    serviceDuration: 8,
    windows: [['07:30', '11:00']],
    days: [],
  },
  {
    locationType: 'Fırın',
    nameSuffix: 'Fırını',
    trade: 'Unlu Mamuller',
    weight: 8,
    serviceDuration: 8,
    windows: [['06:30', '10:00']],
    days: [],
  },
  {
    locationType: 'Ofis',
    nameSuffix: 'Plaza',
    trade: 'Yönetim Hizmetleri',
    weight: 8,
    serviceDuration: 10,
    windows: [['09:00', '17:00']],
    days: MON_FRI,
  },
  {
    locationType: 'Mağaza',
    nameSuffix: 'Mağazası',
    trade: 'Perakende',
    weight: 8,
    serviceDuration: 10,
    windows: [['10:00', '18:00']],
    days: MON_SAT,
  },
  {
    locationType: 'Otel',
    nameSuffix: 'Otel',
    trade: 'Turizm',
    weight: 6,
    serviceDuration: 15,
    windows: [['10:00', '15:00']],
    days: [],
  },
];

const ACCESS_POINTS = ['Arka kapı', 'Otopark girişi', 'Yükleme rampası', 'Servis girişi'];
const NOTES = [
  'Teslimatta güvenliğe haber verin',
  'Araç kaldırıma park edemez',
  'Mal kabul sorumlusuna teslim edilir',
  'Öğle arasında kapalı',
];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function phone(prng: Prng, areaCode: string): string {
  return `+90 ${areaCode} ${prng.int(200, 999)} ${pad(prng.int(0, 99), 2)} ${pad(prng.int(0, 99), 2)}`;
}

/** A uniformly scattered point within the centre's radius, rounded to 6 decimals. */
function scatter(prng: Prng, c: NeighbourhoodCentre): { latitude: number; longitude: number } {
  const r = c.radiusM * Math.sqrt(prng.next());
  const angle = 2 * Math.PI * prng.next();
  const dLat = (r * Math.cos(angle)) / 111_320;
  const dLng = (r * Math.sin(angle)) / (111_320 * Math.cos((c.lat * Math.PI) / 180));
  return { latitude: Number((c.lat + dLat).toFixed(6)), longitude: Number((c.lng + dLng).toFixed(6)) };
}

function windowsOf(kind: LocationKind): DemoTimeWindow[] {
  return kind.windows.map(([startTime, endTime]) => ({ startTime, endTime, days: [...kind.days] }));
}

export function generateRegionsAndCenters(): {
  regions: DemoRegion[];
  distributionCenters: DemoDistributionCenter[];
} {
  const regions = [REGION_NAMES.europe, REGION_NAMES.asia].map((name) => ({ name, country: COUNTRY }));
  const distributionCenters = DISTRIBUTION_CENTER_SITES.map((s) => ({
    name: s.name,
    regionName: s.regionName,
    address: `${s.neighbourhood} Mah. ${s.street} No:${s.key === 'DC1' ? 12 : s.key === 'DC2' ? 7 : 21}, ${s.postalCode} ${s.district}/${CITY}`,
    note: s.note,
    latitude: s.lat,
    longitude: s.lng,
    country: COUNTRY,
    city: CITY,
    district: s.district,
    postalCode: s.postalCode,
    phoneNumber: s.phoneNumber,
  }));
  return { regions, distributionCenters };
}

/** The depots' places (one per distribution center plus the cross-docks) and the depots. */
export function generateDepots(): { locations: DemoLocation[]; depots: DemoDepot[] } {
  const locations: DemoLocation[] = [];
  const depots: DemoDepot[] = [];
  const depotLocation = (
    refNo: string,
    name: string,
    dcName: string,
    site: {
      district: string;
      neighbourhood: string;
      street: string;
      lat: number;
      lng: number;
      postalCode: string;
    },
    phoneNumber: string,
  ): DemoLocation => ({
    refNo,
    name,
    distributionCenterName: dcName,
    address: `${site.neighbourhood} Mah. ${site.street}, ${site.postalCode} ${site.district}/${CITY}`,
    locationType: 'Depo',
    isDepot: true,
    latitude: site.lat,
    longitude: site.lng,
    note: null,
    client: null,
    clientName: null,
    city: CITY,
    district: site.district,
    neighbourhood: site.neighbourhood,
    postalCode: site.postalCode,
    accessPoint: 'Yükleme rampası',
    phoneNumber,
    countryName: COUNTRY,
    serviceDuration: 0,
    timeWindows: [{ startTime: '06:00', endTime: '22:00', days: [] }],
  });
  for (const dc of DISTRIBUTION_CENTER_SITES) {
    const refNo = `LOC-${dc.key}`;
    locations.push(depotLocation(refNo, dc.name, dc.name, dc, dc.phoneNumber));
    depots.push({
      refNo: `DEP-${dc.key}`,
      name: `${dc.name} Ana Depo`,
      distributionCenterName: dc.name,
      locationRefNo: refNo,
    });
  }
  SATELLITE_DEPOT_SITES.forEach((s, i) => {
    const dc = DISTRIBUTION_CENTER_SITES.find((d) => d.key === s.distributionCenterKey);
    if (!dc) throw new Error(`unknown distribution center ${s.distributionCenterKey}`);
    const refNo = `LOC-AKT${i + 1}`;
    locations.push(depotLocation(refNo, s.name, dc.name, s, dc.phoneNumber));
    depots.push({
      refNo: `DEP-AKT${i + 1}`,
      name: s.name,
      distributionCenterName: dc.name,
      locationRefNo: refNo,
    });
  });
  return { locations, depots };
}

/** The distribution center closest to a neighbourhood serves it. */
export function servingCenterName(c: { lat: number; lng: number }): string {
  let best = DISTRIBUTION_CENTER_SITES[0];
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const dc of DISTRIBUTION_CENTER_SITES) {
    const d = haversineMeters(c, dc);
    if (d < bestDistance) {
      best = dc;
      bestDistance = d;
    }
  }
  return best?.name ?? '';
}

/** Customer locations scattered around the neighbourhood centres, with unique names. */
export function generateCustomerLocations(prng: Prng): DemoLocation[] {
  const locations: DemoLocation[] = [];
  const names = new Set<string>();
  const clientCodes = new Map<string, string>();
  const kinds = LOCATION_KINDS.map((k) => [k, k.weight] as const);
  for (const c of NEIGHBOURHOOD_CENTRES) {
    const dcName = servingCenterName(c);
    for (let i = 0; i < c.locations; i++) {
      const kind = prng.weighted(kinds);
      let name = '';
      for (let attempt = 0; attempt < 20 && (name === '' || names.has(name)); attempt++) {
        name = `${prng.pick(BUSINESS_WORDS)} ${kind.nameSuffix} ${c.neighbourhood === 'Merkez' ? c.district : c.neighbourhood}`;
      }
      for (let n = 2; names.has(name); n++) name = `${name.replace(/ \d+$/, '')} ${n}`;
      names.add(name);
      const clientName = `${prng.pick(SURNAMES)} ${kind.trade} ${prng.pick(COMPANY_SUFFIXES)}`;
      const client = clientCodes.get(clientName) ?? `C-${pad(clientCodes.size + 1, 5)}`;
      clientCodes.set(clientName, client);
      locations.push({
        refNo: `LOC-${pad(locations.length + 1, 4)}`,
        name,
        distributionCenterName: dcName,
        address: `${c.neighbourhood} Mah. ${prng.pick(STREET_NAMES)} No:${prng.int(1, 180)}, ${c.postalCode} ${c.district}/${CITY}`,
        locationType: kind.locationType,
        isDepot: false,
        ...scatter(prng, c),
        note: prng.chance(0.15) ? prng.pick(NOTES) : null,
        client,
        clientName,
        city: CITY,
        district: c.district,
        neighbourhood: c.neighbourhood,
        postalCode: c.postalCode,
        accessPoint: prng.chance(0.2) ? prng.pick(ACCESS_POINTS) : null,
        phoneNumber: phone(prng, c.side === 'EUROPE' ? '212' : '216'),
        countryName: COUNTRY,
        serviceDuration: kind.serviceDuration,
        timeWindows: windowsOf(kind),
      });
    }
  }
  return locations;
}
