import { describe, expect, it } from 'vitest';
import type { UploadProblem } from '@rota/core';
import { translatorFor } from '../platform/i18n.js';
import { ProblemList } from './problem-list.js';

const problem = (row: number, column: string): UploadProblem => ({
  row,
  column,
  value: null,
  message: `${column} is wrong`,
});

describe('the problems of an upload', () => {
  it('lists the first ones, counts the rest, and counts the refused rows apart from the problems', () => {
    const list = new ProblemList(translatorFor('en'), 3);
    // Two problems in each of rows 2 to 4: six problems, three rows.
    for (const row of [2, 3, 4]) list.add([problem(row, 'Date'), problem(row, 'Amount')]);
    const outcome = list.outcome();
    expect(outcome.problemCount).toBe(6);
    expect(outcome.refusedRows).toBe(3);
    expect(outcome.problems).toHaveLength(4);
    expect(outcome.problems.slice(0, 3).map((p) => [p.row, p.column])).toEqual([
      [2, 'Date'],
      [2, 'Amount'],
      [3, 'Date'],
    ]);
    // The line that counts the rest starts at the first row left out.
    expect(outcome.problems[3]).toMatchObject({ row: 3, column: null, value: null });
    expect(outcome.problems[3]?.message).toContain('3');
  });

  it('counts no refused row when there is no problem', () => {
    expect(new ProblemList(translatorFor('en')).outcome()).toEqual({
      problems: [],
      problemCount: 0,
      refusedRows: 0,
    });
  });
});
