import type { DoorReading, DriverRoute, PositionReport, StepResult, VisitEvent } from '@rota/core/tracking';

/**
 * A driver's day played back from an approved route: positions along the way every few
 * seconds, visit events, proof of every order and door readings, with the deviations a real day
 * has. Pure and seeded: the same route and seed give the same reports.
 */

/** One report to send at a moment of simulated time (ms since the epoch). */
export type SimReport =
  | { readonly at: number; readonly kind: 'position'; readonly position: PositionReport }
  | { readonly at: number; readonly kind: 'visit'; readonly event: Omit<VisitEvent, 'jobRefNo'> }
  | {
      readonly at: number;
      readonly kind: 'step';
      readonly step: Omit<StepResult, 'jobRefNo' | 'files'>;
      readonly proof: 'signature' | 'photo' | null;
    }
  | { readonly at: number; readonly kind: 'door'; readonly reading: DoorReading };

/** What happens at a visit. */
export type VisitOutcome = 'completed' | 'failed' | 'skipped';

export interface PlaybackOptions {
  readonly seed: number;
  /** Simulated time between two position reports (default 5 s). */
  readonly reportEveryMs?: number;
}

/** The day's deviations of one vehicle, decided by the seed. */
export interface Deviations {
  /** Travel time of each leg against the plan (1.3 = 30 % slower: traffic). */
  readonly legFactors: readonly number[];
  readonly outcomes: readonly VisitOutcome[];
}

/** mulberry32: a small seeded generator, the same numbers on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed of its own for each vehicle, from the run's seed and the vehicle reference. */
export function vehicleSeed(seed: number, vehicleRefNo: string): number {
  let hash = seed >>> 0;
  for (const char of vehicleRefNo) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

const FAILURE_REASONS = ['Customer not available', 'Address closed', 'Goods refused at the door'] as const;

/**
 * Traffic makes legs 0–50 % slower; the first leg is 30 % faster (an early arrival); with three
 * visits or more one stop is skipped and, with two or more, one delivery fails.
 */
export function deviationsOf(visitCount: number, random: () => number): Deviations {
  const legFactors = Array.from({ length: visitCount + 1 }, (_, i) => (i === 0 ? 0.7 : 1 + random() * 0.5));
  const outcomes: VisitOutcome[] = Array.from({ length: visitCount }, () => 'completed');
  if (visitCount >= 2) outcomes[1 + Math.floor(random() * (visitCount - 1))] = 'failed';
  if (visitCount >= 3) {
    const open = outcomes.map((o, i) => (o === 'completed' && i > 0 ? i : -1)).filter((i) => i >= 0);
    const pick = open[Math.floor(random() * open.length)];
    if (pick !== undefined) outcomes[pick] = 'skipped';
  }
  return { legFactors, outcomes };
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Positions every `step` ms from one place to another, with about 5 m of GPS noise. */
function drive(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
  start: number,
  end: number,
  step: number,
  random: () => number,
): SimReport[] {
  const reports: SimReport[] = [];
  const first = Math.ceil(start / step) * step;
  for (let at = first; at < end; at += step) {
    const f = (at - start) / Math.max(1, end - start);
    const noise = () => (random() - 0.5) * 0.0001;
    const speed = end > start ? 20 + random() * 30 : 0;
    reports.push({
      at,
      kind: 'position',
      position: {
        latitude: Number((from.latitude + (to.latitude - from.latitude) * f + noise()).toFixed(6)),
        longitude: Number((from.longitude + (to.longitude - from.longitude) * f + noise()).toFixed(6)),
        recordedAt: iso(at),
        speed: Number(speed.toFixed(1)),
        accuracy: 5,
      },
    });
  }
  return reports;
}

function visitReports(
  stop: DriverRoute['stops'][number],
  outcome: VisitOutcome,
  arrival: number,
  random: () => number,
): { reports: SimReport[]; leaveAt: number } {
  const visitOrder = stop.visitOrder;
  if (outcome === 'skipped') {
    const event = {
      visitOrder,
      event: 'CANCELLED' as const,
      occurredAt: iso(arrival),
      reason: 'Stop skipped on the way',
    };
    return { reports: [{ at: arrival, kind: 'visit', event }], leaveAt: arrival };
  }
  const planned = Date.parse(stop.plannedServiceEnd) - Date.parse(stop.plannedServiceStart);
  const service = Math.max(60_000, Math.round(planned * (0.8 + random() * 0.4)));
  const start = arrival + 60_000;
  const end = start + service;
  const place = { latitude: stop.latitude, longitude: stop.longitude };
  const reports: SimReport[] = [
    {
      at: arrival,
      kind: 'visit',
      event: { visitOrder, event: 'ARRIVED', occurredAt: iso(arrival), ...place },
    },
    {
      at: arrival + 30_000,
      kind: 'door',
      reading: { sensorLabel: 'Rear door', open: true, measuredAt: iso(arrival + 30_000), ...place },
    },
    { at: start, kind: 'visit', event: { visitOrder, event: 'SERVICE_STARTED', occurredAt: iso(start) } },
  ];
  if (outcome === 'failed') {
    const reason = FAILURE_REASONS[Math.floor(random() * FAILURE_REASONS.length)] as string;
    reports.push({
      at: end,
      kind: 'visit',
      event: { visitOrder, event: 'FAILED', occurredAt: iso(end), reason },
    });
  } else {
    stop.orders.forEach((order, i) => {
      const at = start + Math.round(((i + 1) * service) / (stop.orders.length + 1));
      const base = { visitOrder, orderRefNo: order.orderRefNo, completedAt: iso(at) };
      reports.push(
        {
          at,
          kind: 'step',
          step: { ...base, stepName: 'scan_barcode_out', barcodes: [order.orderRefNo] },
          proof: null,
        },
        {
          at: at + 1_000,
          kind: 'step',
          step: {
            ...base,
            completedAt: iso(at + 1_000),
            stepName: 'capture_signature_with_name',
            contactName: 'Reception',
            notes: `Delivered ${order.orderRefNo}`,
          },
          proof: 'signature',
        },
        {
          at: at + 2_000,
          kind: 'step',
          step: { ...base, completedAt: iso(at + 2_000), stepName: 'capture_photo' },
          proof: 'photo',
        },
      );
    });
    reports.push({ at: end, kind: 'visit', event: { visitOrder, event: 'COMPLETED', occurredAt: iso(end) } });
  }
  reports.push({
    at: end + 30_000,
    kind: 'door',
    reading: { sensorLabel: 'Rear door', open: false, measuredAt: iso(end + 30_000), ...place },
  });
  return { reports, leaveAt: end + 60_000 };
}

/** Every report of one vehicle's day, in time order. */
export function playRoute(route: DriverRoute, options: PlaybackOptions): SimReport[] {
  const random = seededRandom(vehicleSeed(options.seed, route.vehicleRefNo));
  const step = options.reportEveryMs ?? 5_000;
  const visits = route.stops.filter((s) => s.type === 'visit');
  const deviations = deviationsOf(visits.length, random);
  const stops = route.stops;
  const reports: SimReport[] = [];
  const origin = stops[0];
  if (!origin) return reports;
  let clock = Date.parse(origin.plannedServiceEnd);
  let visitIndex = 0;
  for (let i = 1; i < stops.length; i++) {
    const from = stops[i - 1]!;
    const to = stops[i]!;
    const plannedLeg = Math.max(0, Date.parse(to.plannedArrival) - Date.parse(from.plannedServiceEnd));
    const factor = deviations.legFactors[Math.min(visitIndex, deviations.legFactors.length - 1)] ?? 1;
    const skipped = to.type === 'visit' && deviations.outcomes[visitIndex] === 'skipped';
    const arrival = clock + Math.round(plannedLeg * factor * (skipped ? 0.5 : 1));
    reports.push(...drive(from, to, clock, arrival, step, random));
    if (to.type === 'visit') {
      const played = visitReports(to, deviations.outcomes[visitIndex] ?? 'completed', arrival, random);
      reports.push(...played.reports);
      clock = played.leaveAt;
      visitIndex += 1;
    } else {
      clock = arrival + Math.max(0, Date.parse(to.plannedServiceEnd) - Date.parse(to.plannedArrival));
    }
  }
  const last = stops.at(-1)!;
  reports.push({
    at: clock,
    kind: 'position',
    position: {
      latitude: last.latitude,
      longitude: last.longitude,
      recordedAt: iso(clock),
      speed: 0,
      accuracy: 5,
    },
  });
  return reports.sort((a, b) => a.at - b.at);
}
