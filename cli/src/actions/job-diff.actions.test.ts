import { describe, expect, it } from 'vitest';
import { versionDiffSchema } from '@rota/core/daily-plan';
import { setCliLanguage } from '../messages.js';
import { diffLines } from './job-diff.actions.js';

const diff = versionDiffSchema.parse({
  fromVersion: 1,
  toVersion: 3,
  fromRouteId: '10',
  toRouteId: '12',
  changes: [
    {
      orderRefNo: 'ORD-7',
      locationName: 'Kadıköy Market',
      kind: 'moved',
      fromVehicle: '34 AB 100',
      toVehicle: '34 CD 200',
      fromVisitOrder: 4,
      toVisitOrder: 2,
    },
    {
      orderRefNo: 'ORD-9',
      locationName: 'Moda Pharmacy',
      kind: 'added',
      fromVehicle: null,
      toVehicle: '34 CD 200',
      fromVisitOrder: null,
      toVisitOrder: 3,
    },
  ],
  vehicles: [{ vehicleRefNo: 'V-3', vehicleName: '34 EF 300', change: 'removed' }],
  unchangedOrders: 14,
  distanceDelta: -1500,
  durationDelta: 600,
  costDelta: -2.5,
});

describe('rota jobs diff', () => {
  it('lists each changed order with where it was and where it is, vehicles and signed deltas', () => {
    setCliLanguage('en');
    const text = diffLines('JOB-1', diff).join('\n');
    expect(text).toContain('Job JOB-1: version 3 against version 1');
    expect(text).toMatch(/ORD-7\s+Kadıköy Market\s+moved\s+34 AB 100 #4\s+34 CD 200 #2/);
    expect(text).toMatch(/ORD-9\s+Moda Pharmacy\s+added\s+-\s+34 CD 200 #3/);
    expect(text).toContain('14 orders unchanged.');
    expect(text).toContain('Vehicle 34 EF 300 is no longer used.');
    expect(text).toMatch(/Distance -1\.5 km, duration \+0:10, cost -2\.50\./);
  });

  it('speaks Turkish when asked, and says when nothing changed', () => {
    setCliLanguage('tr');
    const text = diffLines('JOB-1', { ...diff, changes: [], vehicles: [] }).join('\n');
    setCliLanguage('en');
    expect(text).toContain('Hiçbir durak değişmedi: 14 sipariş yerinde.');
  });
});
