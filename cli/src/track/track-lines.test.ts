import { afterEach, describe, expect, it } from 'vitest';
import { setCliLanguage } from '../messages.js';
import { trackLines } from './track-lines.js';
import type { TrackSnapshot } from './track-view.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** The product's day-first date and time of `at` in this process's time zone. */
const dayFirst = (at: Date) =>
  `${pad(at.getDate())}-${pad(at.getMonth() + 1)}-${at.getFullYear()} ` +
  `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;

function snapshot(alertAt: string): TrackSnapshot {
  return {
    jobRefNo: 'J-7',
    at: '2026-07-12T08:00:00Z',
    cause: 'start',
    vehicles: [],
    alerts: [
      {
        at: alertAt,
        vehicleRefNo: 'VEH-1',
        plate: '34 AB 123',
        level: 'Warning',
        code: null,
        message: 'Late arrival',
      },
    ],
    info: null,
    finished: false,
  };
}

afterEach(() => setCliLanguage('en'));

describe('rota track alerts', () => {
  it('print their time day first (DD-MM-YYYY HH:mm:ss), never month first', () => {
    // 3 July: a month-first date would read 07/03, a day-first one 03-07.
    const at = '2026-07-03T09:04:05Z';
    const lines = trackLines(snapshot(at), null);
    const alert = lines.find((l) => l.includes('Late arrival'));
    expect(alert).toBe(`  ${dayFirst(new Date(at))}  34 AB 123  Warning  Late arrival`);
    expect(alert).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
  });

  it('print the same date in Turkish', () => {
    setCliLanguage('tr');
    const at = '2026-12-07T23:59:58Z';
    const alert = trackLines(snapshot(at), null).find((l) => l.includes('Late arrival'));
    expect(alert).toContain(dayFirst(new Date(at)));
  });
});
