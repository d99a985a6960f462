import type { UploadProblem } from '@rota/core';
import type { Translator } from '../platform/i18n.js';

/** Problems an upload report lists; past this one line counts the rest. */
export const MAX_REPORTED_PROBLEMS = 1_000;

/**
 * The problems of an upload as they are found: the first MAX_REPORTED_PROBLEMS kept, the rest
 * only counted, so a sheet wrong in every row does not fill the memory or the history.
 */
export class ProblemList {
  private readonly kept: UploadProblem[] = [];
  private left = 0;
  private firstLeftRow = 0;
  /** Every row with a problem, listed or not: the report's count of refused rows. */
  private readonly rows = new Set<number>();

  constructor(
    private readonly t: Translator,
    private readonly max: number = MAX_REPORTED_PROBLEMS,
  ) {}

  add(problems: readonly UploadProblem[]): void {
    for (const problem of problems) {
      this.rows.add(problem.row);
      if (this.kept.length < this.max) this.kept.push(problem);
      else if (this.left++ === 0) this.firstLeftRow = problem.row;
    }
  }

  get count(): number {
    return this.kept.length + this.left;
  }

  /** The listed problems, then, when some were left out, the line that counts them. */
  outcome(): { problems: UploadProblem[]; problemCount: number; refusedRows: number } {
    const more: UploadProblem[] = this.left
      ? [
          {
            row: this.firstLeftRow,
            column: null,
            value: null,
            message: this.t('masterData.upload.moreProblems', { count: this.left }),
          },
        ]
      : [];
    return { problems: [...this.kept, ...more], problemCount: this.count, refusedRows: this.rows.size };
  }
}
