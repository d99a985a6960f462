import type { JobWatchState } from './job-watch.js';

/**
 * What a plain (piped) watch line reports. The solver's progress text carries its elapsed
 * seconds ("Solving: 12 s, ..."), which change every second; they alone are no news, so a line
 * is printed only when the status or the rest of the text changes.
 */
export function newsOf(state: JobWatchState): string {
  const text = (state.message ?? '').replace(/\b\d+(\.\d+)?\s?(s|sn|sec|seconds?)\b/g, '');
  return `${state.status ?? ''}|${text}`;
}

/** Prints a line per state that brings news; answers whether it printed. */
export function createPlainPrinter(print: (state: JobWatchState) => void): (state: JobWatchState) => boolean {
  let last: string | null = null;
  return (state) => {
    if (!state.status) return false;
    const news = newsOf(state);
    if (news === last) return false;
    last = news;
    print(state);
    return true;
  };
}
