import type { DemoLocation, DemoTerritory, DemoVehicle } from './demo-data.types.js';
import { NEIGHBOURHOOD_CENTRES, type NeighbourhoodCentre } from './istanbul-places.js';
import type { GeoPoint } from './istanbul-water.js';

/** Neighbourhoods planned as weekly territories, far enough apart that their squares do not meet. */
const TERRITORY_PLAN: readonly {
  district: string;
  neighbourhood: string;
  daysOfWeek: number[];
  tag: string;
}[] = [
  { district: 'Esenyurt', neighbourhood: 'Merkez', daysOfWeek: [0, 2, 4], tag: 'Perakende' },
  { district: 'Başakşehir', neighbourhood: 'Merkez', daysOfWeek: [1, 3], tag: 'Perakende' },
  { district: 'Sarıyer', neighbourhood: 'Maslak', daysOfWeek: [0, 3], tag: 'Kurumsal' },
  { district: 'Beşiktaş', neighbourhood: 'Levent', daysOfWeek: [1, 4], tag: 'Kurumsal' },
  { district: 'Ataşehir', neighbourhood: 'Atatürk', daysOfWeek: [0, 2, 4], tag: 'Perakende' },
  { district: 'Çekmeköy', neighbourhood: 'Merkez', daysOfWeek: [1, 3, 5], tag: 'Perakende' },
];

/** A square around the centre that holds its whole scatter disc, 150 m to spare. */
function squareAround(c: NeighbourhoodCentre): GeoPoint[] {
  const half = c.radiusM + 150;
  const dLat = half / 111_320;
  const dLng = half / (111_320 * Math.cos((c.lat * Math.PI) / 180));
  const r = (v: number) => Number(v.toFixed(6));
  return [
    { lat: r(c.lat + dLat), lng: r(c.lng - dLng) },
    { lat: r(c.lat + dLat), lng: r(c.lng + dLng) },
    { lat: r(c.lat - dLat), lng: r(c.lng + dLng) },
    { lat: r(c.lat - dLat), lng: r(c.lng - dLng) },
  ];
}

/** First day of the month of a 'YYYY-MM-DD' date. */
const monthStart = (date: string) => `${date.slice(0, 8)}01`;

/**
 * Weekly territories of some neighbourhoods: their customers in a clockwise visit order (from
 * north), served by one of the center's panel vans.
 */
export function generateTerritories(
  today: string,
  customers: readonly DemoLocation[],
  vehicles: readonly DemoVehicle[],
): DemoTerritory[] {
  const numbers = new Map<string, number>();
  return TERRITORY_PLAN.map((plan) => {
    const centre = NEIGHBOURHOOD_CENTRES.find(
      (c) => c.district === plan.district && c.neighbourhood === plan.neighbourhood,
    );
    if (!centre) throw new Error(`unknown neighbourhood ${plan.district} ${plan.neighbourhood}`);
    const members = customers.filter(
      (l) => l.district === plan.district && l.neighbourhood === plan.neighbourhood,
    );
    const dcName = members[0]?.distributionCenterName ?? '';
    const vans = vehicles.filter(
      (v) => v.distributionCenterName === dcName && v.vehicleTypeRefNo === 'VT-PANELVAN',
    );
    const no = (numbers.get(dcName) ?? 0) + 1;
    numbers.set(dcName, no);
    const bearing = (l: DemoLocation) => {
      const angle = Math.atan2(l.longitude - centre.lng, l.latitude - centre.lat);
      return angle < 0 ? angle + 2 * Math.PI : angle;
    };
    const ordered = [...members].sort((a, b) => bearing(a) - bearing(b));
    return {
      name: `${plan.neighbourhood === 'Merkez' ? plan.district : plan.neighbourhood} Bölgesi`,
      no,
      distributionCenterName: dcName,
      polygon: squareAround(centre),
      latitude: centre.lat,
      longitude: centre.lng,
      defaultVehicleRefNo: vans[(no - 1) % Math.max(1, vans.length)]?.refNo ?? null,
      startDate: monthStart(today),
      endDate: null,
      daysOfWeek: plan.daysOfWeek,
      daysOfMonth: [],
      tag: plan.tag,
      separationType: 'Hard' as const,
      territoryType: 'Haftalık Ziyaret',
      locations: ordered.map((l, i) => ({ locationRefNo: l.refNo, visitOrder: i + 1 })),
    };
  });
}
