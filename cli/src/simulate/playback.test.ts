import { describe, expect, it } from 'vitest';
import type { DriverRoute } from '@rota/core/tracking';
import { deviationsOf, playRoute, seededRandom } from './playback.js';
import { signaturePng } from './proof-image.js';

const at = (minutes: number) => new Date(Date.parse('2026-11-25T06:00:00Z') + minutes * 60_000).toISOString();
const stop = (visitOrder: number, type: 'start' | 'visit' | 'depot', minutes: number, service = 10) => ({
  visitOrder,
  type,
  locationRefNo: `L${visitOrder}`,
  locationName: `Place ${visitOrder}`,
  latitude: 41 + visitOrder * 0.01,
  longitude: 29 + visitOrder * 0.01,
  plannedArrival: at(minutes),
  plannedServiceStart: at(minutes),
  plannedServiceEnd: at(minutes + (type === 'visit' ? service : 0)),
  orders:
    type === 'visit' ? [{ orderRefNo: `O${visitOrder}`, orderName: null, action: 'DELIVERY' as const }] : [],
});
const route: DriverRoute = {
  jobRefNo: 'J-1',
  taskDate: '2026-11-25',
  vehicleRefNo: 'V-1',
  vehiclePlate: '34 ABC 1',
  polyline: null,
  stops: [
    stop(0, 'start', 0),
    stop(1, 'visit', 20),
    stop(2, 'visit', 50),
    stop(3, 'visit', 80),
    stop(4, 'depot', 110),
  ],
};

describe('driver playback', () => {
  it('is the same for the same seed and differs for another', () => {
    expect(playRoute(route, { seed: 7 })).toEqual(playRoute(route, { seed: 7 }));
    expect(playRoute(route, { seed: 7 })).not.toEqual(playRoute(route, { seed: 8 }));
  });

  it('has the deviations of a real day: early first arrival, a failed delivery, a skipped stop, traffic', () => {
    const deviations = deviationsOf(3, seededRandom(3));
    expect(deviations.legFactors[0]).toBeLessThan(1);
    expect(deviations.legFactors.slice(1).every((f) => f >= 1 && f <= 1.5)).toBe(true);
    expect([...deviations.outcomes].sort()).toEqual(['completed', 'failed', 'skipped']);
    const reports = playRoute(route, { seed: 3 });
    const events = reports.flatMap((r) => (r.kind === 'visit' ? [r.event] : []));
    expect(events.filter((e) => e.event === 'FAILED')).toHaveLength(1);
    expect(events.filter((e) => e.event === 'CANCELLED')).toHaveLength(1);
    const firstArrival = events.find((e) => e.event === 'ARRIVED' && e.visitOrder === 1);
    if (firstArrival) expect(Date.parse(firstArrival.occurredAt)).toBeLessThan(Date.parse(at(20)));
  });

  it('reports a position every 5 s of road time, in time order, with unique times', () => {
    const positions = playRoute(route, { seed: 1 }).flatMap((r) =>
      r.kind === 'position' ? [r.position] : [],
    );
    const times = positions.map((p) => Date.parse(p.recordedAt));
    expect(new Set(times).size).toBe(times.length);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.slice(1, 10).map((time, i) => time - (times[i] as number))).toEqual(Array(9).fill(5_000));
  });

  it('draws proof as real PNG files', () => {
    const png = signaturePng(1);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  });
});
