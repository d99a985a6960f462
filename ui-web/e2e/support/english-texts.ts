import { resources } from '../../src/i18n/index.js';
import { dailyPlanScreenTexts } from '../../src/daily-plan/daily-plan.messages.js';
import { AG_GRID_ENGLISH } from '../../src/grid/use-grid-locale-text.js';

/** English words of dates and durations that a Turkish page must not show. */
export const ENGLISH_DATE_WORDS =
  /(?<!\p{L})(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Mon|Tue|Wed|Thu|Fri|Sat|Sun)(?!\p{L})|\d+ h \d+ min(?!\p{L})/u;

/**
 * Every English label of the web catalogs whose Turkish differs (so names, units and numbers that
 * read the same in both are left out), with ag-grid's English pager words.
 */
export function englishOnlyTexts(): Set<string> {
  const all = resources();
  const en: Record<string, unknown> = { ...all.en.translation, ...dailyPlanScreenTexts.en };
  const tr: Record<string, unknown> = { ...all.tr.translation, ...dailyPlanScreenTexts.tr };
  // ag-grid's own English, shown where a grid is not given localeText (short words like 'of' aside).
  const texts = new Set<string>(Object.values(AG_GRID_ENGLISH).filter((text) => text.length > 3));
  for (const [key, value] of Object.entries(en)) {
    if (typeof value !== 'string' || value.includes('{{')) continue;
    const text = value.trim();
    if (text.length < 3 || !/[A-Za-z]{3}/.test(text) || tr[key] === value) continue;
    texts.add(text);
  }
  return texts;
}
