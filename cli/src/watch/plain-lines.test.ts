import { describe, expect, it } from 'vitest';
import { initialWatchState, type JobWatchState } from './job-watch.js';
import { createPlainPrinter } from './plain-lines.js';

const state = (status: JobWatchState['status'], message: string | null): JobWatchState => ({
  ...initialWatchState('J-1'),
  status,
  message,
});

describe('a piped watch', () => {
  it('prints a line only when the status or the solver’s news change, not its clock', () => {
    const printed: string[] = [];
    const print = createPlainPrinter((s) => printed.push(`${s.status} ${s.message ?? ''}`.trim()));
    const seen = [
      state(null, null),
      state('QUEUED', null),
      state('QUEUED', null),
      state('SOLVING', 'Solving: 1 s, 5 vehicles, 3 orders not yet planned.'),
      state('SOLVING', 'Solving: 2 s, 5 vehicles, 3 orders not yet planned.'),
      state('SOLVING', 'Solving: 3 s, 5 vehicles, 3 orders not yet planned.'),
      state('SOLVING', 'Solving: 4 s, 4 vehicles, 0 orders not yet planned.'),
      state('SUCCESS', '97/97 orders planned on 4 vehicles, 185.4 km'),
    ];
    for (const s of seen) print(s);
    expect(printed).toEqual([
      'QUEUED',
      'SOLVING Solving: 1 s, 5 vehicles, 3 orders not yet planned.',
      'SOLVING Solving: 4 s, 4 vehicles, 0 orders not yet planned.',
      'SUCCESS 97/97 orders planned on 4 vehicles, 185.4 km',
    ]);
  });
});
