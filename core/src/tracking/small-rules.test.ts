import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routeOfPeriod } from './sensor.rules.js';
import { displayPlate, vehiclePopupLabels } from './track-and-trace.rules.js';

describe('popup, plate and sensor route', () => {
  it('labels the map popup by vehicle status', () => {
    expect(vehiclePopupLabels('AT_LOCATION')).toEqual({
      titleKey: 'tracking.popup.atLocation',
      timeKey: 'tracking.popup.arrivedAt',
    });
    expect(vehiclePopupLabels('HEADED_TO_LOCATION')?.timeKey).toBe('tracking.popup.eta');
    expect(vehiclePopupLabels('AT_DEPOT')).toBeNull();
    expect(displayPlate('34 AB 1')).toEqual({ text: '34 AB 1' });
    expect(displayPlate(' ')).toEqual({ messageKey: 'tracking.fallbackPlate' });
  });

  it('keeps the positions inside a period, an ongoing one to the end', () => {
    const at = (minute: number) => ({
      date: new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString(),
      minute,
    });
    const locations = [at(0), at(5), at(10), at(20)];
    expect(routeOfPeriod(locations, { start: at(5).date, end: at(10).date }).map((l) => l.minute)).toEqual([
      5, 10,
    ]);
    expect(routeOfPeriod(locations, { start: at(10).date, end: null }).map((l) => l.minute)).toEqual([
      10, 20,
    ]);
    fc.assert(
      fc.property(fc.nat(30), fc.nat(30), (a, b) => {
        const [s, e] = a <= b ? [a, b] : [b, a];
        for (const l of routeOfPeriod(locations, { start: at(s).date, end: at(e).date })) {
          expect(l.minute >= s && l.minute <= e).toBe(true);
        }
      }),
    );
  });
});
