import { describe, expect, it } from 'vitest';
import { reportIntervalMs } from './use-position-reporting.js';

describe('reportIntervalMs', () => {
  it("reports at the server's interval, within the setting's range, else every 30 s", () => {
    expect(reportIntervalMs({ positionIntervalSeconds: 12 })).toBe(12_000);
    expect(reportIntervalMs({})).toBe(30_000);
    expect(reportIntervalMs({ positionIntervalSeconds: 1 })).toBe(5_000);
    expect(reportIntervalMs({ positionIntervalSeconds: 3600 })).toBe(600_000);
  });
});
