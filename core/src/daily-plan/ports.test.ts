import { describe, expect, it } from 'vitest';
import * as territoryPorts from '../territory/ports.js';
import * as trackingPorts from '../tracking/ports.js';
import { adHocLocationRefNo } from './job-input.schema.js';
import { jobStatusMessageKey } from './job-status.schema.js';
import { dailyPlanMessages } from './messages.js';
import * as dailyPlanPorts from './ports.js';
import { noticeVariant } from './result.js';

describe('ports and small helpers', () => {
  it('give every port its own injection token', () => {
    const tokens = [dailyPlanPorts, trackingPorts, territoryPorts].flatMap((m) =>
      Object.entries(m)
        .filter(([name]) => name.endsWith('Token'))
        .map(([, token]) => token),
    );
    expect(tokens.length).toBeGreaterThanOrEqual(14);
    expect(tokens.every((t) => typeof t === 'symbol')).toBe(true);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('name ad hoc locations, status keys and notice variants', () => {
    expect(adHocLocationRefNo(41.01, 29.5)).toBe('41.01,29.5');
    expect(dailyPlanMessages.en[jobStatusMessageKey('AWAITING_APPROVAL')]).toBe('Awaiting Approval');
    expect(noticeVariant({ code: 0, message: 'done' })).toBe('success');
    expect(noticeVariant({ code: 6, message: 'careful' })).toBe('warning');
    expect(noticeVariant({ code: null, message: null })).toBe('warning');
  });
});
