import type { DemoDepot, DemoLocation, DemoOrder } from './demo-data.types.js';
import type { Prng } from './prng.js';

/** How many of today's orders the demo has. */
export const DELIVERY_ORDER_COUNT = 270;
export const PICKUP_ORDER_COUNT = 70;

interface CargoProfile {
  /** per parcel (koli) or crate */
  weight: number;
  volume: number;
  value: number;
  materials: string[];
}

const CARGO: Record<string, CargoProfile> = {
  'CT-KURU': {
    weight: 9,
    volume: 0.04,
    value: 350,
    materials: ['Makarna', 'Pirinç', 'Bakliyat', 'Konserve', 'Un'],
  },
  'CT-ICECEK': {
    weight: 14,
    volume: 0.03,
    value: 180,
    materials: ['Su', 'Meşrubat', 'Meyve suyu', 'Maden suyu'],
  },
  'CT-SOGUK': { weight: 7, volume: 0.035, value: 450, materials: ['Süt', 'Yoğurt', 'Peynir', 'Şarküteri'] },
  'CT-TEMIZLIK': {
    weight: 8,
    volume: 0.045,
    value: 300,
    materials: ['Deterjan', 'Kağıt ürünleri', 'Şampuan'],
  },
  'CT-ILAC': {
    weight: 2.5,
    volume: 0.02,
    value: 1800,
    materials: ['Reçeteli ilaç', 'Medikal sarf malzemesi'],
  },
  'CT-ELEKTRONIK': {
    weight: 6,
    volume: 0.06,
    value: 2500,
    materials: ['Küçük ev aletleri', 'Telefon aksesuarı'],
  },
};

/** What each kind of customer usually orders, with weights. */
const CARGO_BY_LOCATION_TYPE: Record<string, [string, number][]> = {
  Market: [
    ['CT-KURU', 4],
    ['CT-ICECEK', 3],
    ['CT-SOGUK', 3],
    ['CT-TEMIZLIK', 2],
  ],
  Bakkal: [
    ['CT-KURU', 4],
    ['CT-ICECEK', 3],
    ['CT-SOGUK', 2],
    ['CT-TEMIZLIK', 1],
  ],
  Eczane: [
    ['CT-ILAC', 8],
    ['CT-TEMIZLIK', 2],
  ],
  Restoran: [
    ['CT-SOGUK', 4],
    ['CT-KURU', 3],
    ['CT-ICECEK', 3],
  ],
  Kafe: [
    ['CT-SOGUK', 3],
    ['CT-ICECEK', 4],
    ['CT-KURU', 2],
  ],
  Fırın: [
    ['CT-KURU', 5],
    ['CT-SOGUK', 2],
  ],
  Ofis: [
    ['CT-ICECEK', 3],
    ['CT-KURU', 2],
    ['CT-ELEKTRONIK', 2],
    ['CT-TEMIZLIK', 2],
  ],
  Mağaza: [
    ['CT-ELEKTRONIK', 4],
    ['CT-TEMIZLIK', 3],
  ],
  Otel: [
    ['CT-SOGUK', 3],
    ['CT-ICECEK', 3],
    ['CT-TEMIZLIK', 3],
    ['CT-KURU', 2],
  ],
};

const CRATE_CUSTOMERS = new Set(['Market', 'Bakkal', 'Restoran', 'Kafe', 'Otel']);
/** Above this weight a delivery needs a vehicle with a tail lift. */
const HEAVY_KG = 250;
const DESCRIPTIONS = [
  'Fatura ile birlikte teslim edilecek',
  'Kırılacak eşya',
  'Randevulu teslimat',
  'Kapıda imza alınacak',
];

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const round = (value: number, digits: number) => Number(value.toFixed(digits));

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

function hhmm(total: number): string {
  return `${pad(Math.floor(total / 60), 2)}:${pad(total % 60, 2)}`;
}

/** Day number of a 'YYYY-MM-DD' date, 0 = Monday to 6 = Sunday. */
export function dayNumber(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return (new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay() + 6) % 7;
}

/** Whether the location receives goods on that day (a window without days is every day). */
export function isOpenOn(location: DemoLocation, day: number): boolean {
  return location.timeWindows.some((w) => w.days.length === 0 || w.days.includes(day));
}

/** The day before a 'YYYY-MM-DD' date. */
export function previousDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) - 1)).toISOString().slice(0, 10);
}

/** A narrower serve window inside the location's first receiving window, or none. */
function serveWindow(
  prng: Prng,
  location: DemoLocation,
): { serveAfter: string | null; serveBefore: string | null } {
  const window = location.timeWindows[0];
  if (!window || !prng.chance(0.25)) return { serveAfter: null, serveBefore: null };
  const start = minutes(window.startTime) + 30 * prng.int(0, 2);
  const end = Math.min(minutes(window.endTime), start + 120);
  if (end - start < 60) return { serveAfter: null, serveBefore: null };
  return { serveAfter: hhmm(start), serveBefore: hhmm(end) };
}

/** Deterministic order of the items, shuffled with the generator (Fisher-Yates). */
function shuffled<T>(prng: Prng, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = prng.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

export function generateOrders(
  prng: Prng,
  today: string,
  customers: readonly DemoLocation[],
  depots: readonly DemoDepot[],
): DemoOrder[] {
  const stamp = today.replace(/-/g, '');
  const inboundDate = previousDay(today);
  const depotsOf = (dcName: string) => depots.filter((d) => d.distributionCenterName === dcName);
  const orders: DemoOrder[] = [];
  const add = (location: DemoLocation, orderType: 'DELIVERY' | 'PICKUP') => {
    const dcDepots = depotsOf(location.distributionCenterName);
    const main = dcDepots[0];
    if (!main) throw new Error(`no depot for ${location.distributionCenterName}`);
    const assigned = dcDepots[1] && prng.chance(0.25) ? dcDepots[1] : main;
    const crates = orderType === 'PICKUP' && CRATE_CUSTOMERS.has(location.locationType) && prng.chance(0.6);
    const cargoTypeRefNo = crates
      ? 'CT-ICECEK'
      : prng.weighted(CARGO_BY_LOCATION_TYPE[location.locationType] ?? [['CT-KURU', 1]]);
    const cargo = CARGO[cargoTypeRefNo] ?? (CARGO['CT-KURU'] as CargoProfile);
    const big = location.locationType === 'Market' || location.locationType === 'Otel';
    const amount = crates
      ? prng.int(5, 30)
      : orderType === 'PICKUP'
        ? prng.int(1, 6)
        : prng.int(1, big ? 40 : 20);
    const unitWeight = crates ? 1.5 : cargo.weight;
    const weight = round(amount * unitWeight * prng.float(0.9, 1.1), 1);
    const volume = round(amount * cargo.volume * prng.float(0.9, 1.1), 3);
    const monetaryValue = crates
      ? round(amount * 25, 2)
      : round(amount * cargo.value * prng.float(0.8, 1.2), 2);
    const operationTypeRefNo =
      orderType === 'PICKUP'
        ? crates
          ? 'OT-KASA'
          : 'OT-IADE'
        : cargoTypeRefNo === 'CT-SOGUK'
          ? 'OT-SOGUK'
          : weight > HEAVY_KG
            ? 'OT-AGIR'
            : 'OT-TESLIMAT';
    const material = crates ? 'Boş kasa' : prng.pick(cargo.materials);
    orders.push({
      refNo: `SO-${stamp}-${pad(orders.length + 1, 4)}`,
      distributionCenterName: location.distributionCenterName,
      name: `${material} (${amount} ${crates ? 'kasa' : 'koli'})`,
      date: today,
      orderType,
      locationRefNo: location.refNo,
      cargoTypeRefNo,
      operationTypeRefNo,
      amount,
      weight,
      volume,
      monetaryValue,
      invoiceAmount: round(monetaryValue * 1.2, 2),
      currency: 'TRY',
      material,
      isOptional: orderType === 'DELIVERY' && prng.chance(0.06),
      createdByDepotRefNo: main.refNo,
      assignedToDepotRefNo: assigned.refNo,
      inboundDate,
      // heavy deliveries already have the operation type's hours; pickups have none of their own
      ...(operationTypeRefNo === 'OT-TESLIMAT' || operationTypeRefNo === 'OT-SOGUK'
        ? serveWindow(prng, location)
        : { serveAfter: null, serveBefore: null }),
      description: prng.chance(0.1) ? prng.pick(DESCRIPTIONS) : null,
      customServiceDuration: prng.chance(0.08) ? prng.int(20, 35) : null,
    });
  };
  // only customers that receive goods today get orders
  const open = customers.filter((c) => isOpenOn(c, dayNumber(today)));
  for (const location of shuffled(prng, open).slice(0, DELIVERY_ORDER_COUNT)) add(location, 'DELIVERY');
  for (const location of shuffled(prng, open).slice(0, PICKUP_ORDER_COUNT)) add(location, 'PICKUP');
  return orders;
}
