import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  approvalOf,
  approvalState,
  isAdHocEditingAllowed,
  opensReoptimizationModal,
  overviewApprovalView,
  pathAfterApprove,
  showsChangeVehicleAssignments,
} from './approval.rules.js';
import { jobStatusValues } from './job-status.schema.js';

const approval = fc.record({
  shouldBeApproved: fc.boolean(),
  disapprovalReason: fc.option(fc.string(), { nil: null }),
});
const isApproved = fc.constantFrom(null, true, false);

describe('approval gating', () => {
  it('shows Discard and Go Live only while pending, otherwise a disabled badge', () => {
    expect(approvalState(null)).toBe('pending');
    expect(approvalState(true)).toBe('approved');
    expect(approvalState(false)).toBe('discarded');
    const approved = overviewApprovalView(
      { isApproved: true, approval: { shouldBeApproved: true, disapprovalReason: null } },
      false,
    );
    expect(approved).toEqual({ kind: 'badge', badge: 'approved', disabled: true });
    const discarded = overviewApprovalView(
      { isApproved: false, approval: { shouldBeApproved: true, disapprovalReason: null } },
      false,
    );
    expect(discarded).toEqual({ kind: 'badge', badge: 'discarded', disabled: true });
  });

  it('disables Go Live with the default tooltip when the vehicles are in use', () => {
    const view = overviewApprovalView(
      { isApproved: null, approval: { shouldBeApproved: false, disapprovalReason: null } },
      false,
    );
    expect(view).toEqual({
      kind: 'actions',
      discard: { disabled: false },
      goLive: { disabled: true, tooltip: { messageKey: 'dailyPlan.vehiclesAlreadyInUse' } },
    });
  });

  it('prefers the server reason in the tooltip', () => {
    const view = overviewApprovalView(
      { isApproved: null, approval: { shouldBeApproved: false, disapprovalReason: 'Truck 7 is busy' } },
      false,
    );
    expect(view.kind === 'actions' && view.goLive.tooltip).toEqual({ text: 'Truck 7 is busy' });
  });

  it('disables both buttons while unsaved location changes exist', () => {
    fc.assert(
      fc.property(approval, fc.boolean(), (a, unsaved) => {
        const view = overviewApprovalView({ isApproved: null, approval: a }, unsaved);
        if (view.kind !== 'actions') throw new Error('pending plans show actions');
        expect(view.discard.disabled).toBe(unsaved);
        expect(view.goLive.disabled).toBe(unsaved || !a.shouldBeApproved);
        expect(view.goLive.tooltip === null).toBe(a.shouldBeApproved);
      }),
    );
  });

  it('never offers actions on a decided plan', () => {
    fc.assert(
      fc.property(isApproved, approval, fc.boolean(), (decided, a, unsaved) => {
        const view = overviewApprovalView({ isApproved: decided, approval: a }, unsaved);
        expect(view.kind === 'actions').toBe(decided === null);
        expect(isAdHocEditingAllowed(decided)).toBe(decided === null);
      }),
    );
  });

  it('shows the vehicle-assignment button and the reoptimisation modal by route status', () => {
    fc.assert(
      fc.property(fc.constantFrom(...jobStatusValues), (status) => {
        expect(showsChangeVehicleAssignments(status)).toBe(status === 'AWAITING_APPROVAL');
        expect(opensReoptimizationModal({ routeStatus: status })).toBe(status === 'REOPTIMIZING');
      }),
    );
    expect(opensReoptimizationModal({ reoptimizeResponseCode: 0 })).toBe(true);
    expect(opensReoptimizationModal({ reoptimizeResponseCode: 6 })).toBe(false);
    expect(opensReoptimizationModal({ isGetReoptimizationResults: true })).toBe(true);
  });

  it('leads after approve to track and trace or to the job list', () => {
    expect(pathAfterApprove('JOB-1', true)).toBe('/daily-plan/track-and-trace/JOB-1');
    expect(pathAfterApprove('JOB-1', false)).toBe('/daily-plan');
  });
});

describe('approval of a plan', () => {
  it('refuses vehicles already used by another approved job', () => {
    expect(approvalOf(['V1', 'V2'], ['V3'])).toEqual({ shouldBeApproved: true, disapprovalReason: null });
    expect(approvalOf(['V1', 'V2'], new Set(['V2']))).toEqual({
      shouldBeApproved: false,
      disapprovalReason: null,
    });
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<string>('A', 'B', 'C')),
        fc.array(fc.constantFrom<string>('C', 'D')),
        (mine, busy) => {
          expect(approvalOf(mine, busy).shouldBeApproved).toBe(!mine.some((v) => busy.includes(v)));
        },
      ),
    );
  });
});
