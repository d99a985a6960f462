import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { initialWatchState } from '../watch/job-watch.js';
import { JobWatchView } from './JobWatchView.js';
import { SolveProgressView, type SolveProgressState } from './SolveProgressView.js';
import { UploadProgressView } from './UploadProgressView.js';

describe('JobWatchView', () => {
  it('shows the job, its status, the elapsed time and the solver’s progress while it runs', () => {
    const state = {
      ...initialWatchState('J-7'),
      status: 'SOLVING' as const,
      message: 'best 812.4, 9 vehicles',
    };
    const { lastFrame, unmount } = render(<JobWatchView state={state} elapsedMs={65_000} />);
    const frame = lastFrame() ?? '';
    expect(frame).toContain('J-7');
    expect(frame).toContain('SOLVING');
    expect(frame).toContain('1m 05s');
    expect(frame).toContain('best 812.4, 9 vehicles');
    unmount();
  });

  it('marks the end: a tick on success, a cross and the reason on failure', () => {
    const done = { ...initialWatchState('J-7'), status: 'SUCCESS' as const, outcome: 'succeeded' as const };
    const ok = render(<JobWatchView state={done} elapsedMs={4_000} />);
    expect(ok.lastFrame()).toMatch(/✔ J-7 SUCCESS 4s/);
    ok.unmount();
    const failed = {
      ...initialWatchState('J-8'),
      status: 'INFEASIBLE' as const,
      outcome: 'failed' as const,
      result: 'No vehicle can serve order O-3 in its time window',
    };
    const bad = render(<JobWatchView state={failed} elapsedMs={9_000} />);
    expect(bad.lastFrame()).toMatch(/✖ J-8 INFEASIBLE 9s/);
    expect(bad.lastFrame()).toContain('No vehicle can serve order O-3');
    bad.unmount();
  });

  it('says it is connecting before the first status arrives', () => {
    const view = render(<JobWatchView state={initialWatchState('J-9')} elapsedMs={0} />);
    expect(view.lastFrame()).toContain('connecting');
    view.unmount();
  });
});

describe('SolveProgressView', () => {
  const base: SolveProgressState = {
    instance: 'C101.txt',
    elapsedMs: 5_000,
    timeLimitMs: 10_000,
    bestCost: 828.9369,
    vehicles: 10,
    unassigned: 0,
    iteration: 1234,
    done: false,
  };

  it('shows the time used of the limit, a bar, and the best plan so far', () => {
    const view = render(<SolveProgressView state={base} />);
    const frame = view.lastFrame() ?? '';
    expect(frame).toContain('C101.txt');
    expect(frame).toContain('5s / 10s');
    expect(frame).toContain('best 828.94');
    expect(frame).toContain('vehicles 10');
    expect(frame).toContain('iteration 1234');
    const bar = frame.split('\n')[1] ?? '';
    const filled = [...bar].filter((c) => c === '█').length;
    expect(filled).toBe(20);
    view.unmount();
  });

  it('fills the bar when the solve is done and shows dashes before the first plan', () => {
    const done = render(<SolveProgressView state={{ ...base, done: true }} />);
    expect([...(done.lastFrame()?.split('\n')[1] ?? '')].filter((c) => c === '█')).toHaveLength(40);
    done.unmount();
    const early = render(
      <SolveProgressView
        state={{ ...base, bestCost: null, vehicles: null, unassigned: null, iteration: 0 }}
      />,
    );
    expect(early.lastFrame()).toContain('best - · vehicles - · unassigned -');
    early.unmount();
  });
});

describe('UploadProgressView', () => {
  it('shows the file, its kind and the share sent as a bar, then the server’s check', () => {
    const state = {
      fileName: 'orders.xlsx',
      kind: 'order',
      sent: 512,
      total: 2048,
      checking: false,
      status: 'Sending orders.xlsx (2 KB) as order…',
    };
    const sending = render(<UploadProgressView state={state} />);
    expect(sending.lastFrame()).toMatch(/orders\.xlsx order 25%/);
    expect(sending.lastFrame()).toContain('Sending orders.xlsx (2 KB) as order…');
    sending.unmount();
    const checking = render(
      <UploadProgressView state={{ ...state, sent: 2048, checking: true, status: 'Sent; checking' }} />,
    );
    expect(checking.lastFrame()).toMatch(/orders\.xlsx order 100%/);
    expect(checking.lastFrame()).toContain('Sent; checking');
    checking.unmount();
  });
});
