import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderStatusValues } from './order-status.schema.js';
import { inTransitPlateLink, isDownloadEnabled, showsCancelButton } from './order-timeline.rules.js';

const status = fc.constantFrom(...orderStatusValues);

describe('order timeline', () => {
  it('shows cancel only on the current, enabled, dated, cancellable step', () => {
    const step = { status: 'IN_TRANSIT' as const, isEnabled: true, actionDate: '2026-01-01T10:00:00Z' };
    expect(showsCancelButton(step, 'IN_TRANSIT')).toBe(true);
    expect(showsCancelButton(step, 'SERVICING')).toBe(false);
    expect(showsCancelButton({ ...step, isEnabled: false }, 'IN_TRANSIT')).toBe(false);
    expect(showsCancelButton({ ...step, actionDate: null }, 'IN_TRANSIT')).toBe(false);
    expect(showsCancelButton({ ...step, status: 'COMPLETED' }, 'COMPLETED')).toBe(false);
    fc.assert(
      fc.property(
        status,
        status,
        fc.boolean(),
        fc.option(fc.constant('2026-01-01'), { nil: null }),
        (s, current, e, d) => {
          const shown = showsCancelButton({ status: s, isEnabled: e, actionDate: d }, current);
          if (shown) {
            expect(s).toBe(current);
            expect(['DISPATCHED', 'HEADED_TO_LOCATION', 'IN_TRANSIT', 'VEHICLE_AT_LOCATION']).toContain(s);
          }
        },
      ),
    );
  });

  it('enables download for an enabled Completed step only', () => {
    fc.assert(
      fc.property(status, fc.boolean(), (s, e) => {
        expect(isDownloadEnabled({ status: s, isEnabled: e })).toBe(s === 'COMPLETED' && e);
      }),
    );
  });

  it('links the In Transit plate to track and trace', () => {
    expect(inTransitPlateLink({ status: 'IN_TRANSIT', vehiclePlate: '34 AB 12' }, 'JOB-1')).toEqual({
      plate: '34 AB 12',
      path: '/daily-plan/track-and-trace/JOB-1?plate=34%20AB%2012',
    });
    expect(inTransitPlateLink({ status: 'DISPATCHED', vehiclePlate: 'X' }, 'J')).toBeNull();
    expect(inTransitPlateLink({ status: 'IN_TRANSIT', vehiclePlate: null }, 'J')).toBeNull();
  });
});
