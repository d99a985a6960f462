import { adminMessages } from '../admin/messages.js';
import { authMessages } from '../auth/messages.js';
import { dailyPlanMessages } from '../daily-plan/messages.js';
import { masterDataMessages } from '../master-data/messages.js';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../shared/language.js';
import { interpolate, pluralKey, type Message, type MessageParams } from '../shared/message.js';
import { sharedMessages } from '../shared/messages.js';
import { territoryMessages } from '../territory/messages.js';
import { trackingMessages } from '../tracking/messages.js';
import { screenMessages } from './screen-messages.js';

/** What every area's messages.ts exports: the same keys in English and Turkish. */
export interface MessageModule {
  readonly en: Readonly<Record<string, string>>;
  readonly tr: Readonly<Record<string, string>>;
}

/** Every area's message module, merged in this order into one catalog. */
export const MESSAGE_MODULES: Readonly<Record<string, MessageModule>> = {
  shared: sharedMessages,
  screens: screenMessages,
  auth: authMessages,
  admin: adminMessages,
  masterData: masterDataMessages,
  dailyPlan: dailyPlanMessages,
  tracking: trackingMessages,
  territory: territoryMessages,
};

export type Catalog = Readonly<Record<string, string>>;

/** Merges modules into one catalog per language; a later module wins on a repeated key. */
export function mergeCatalogs(modules: readonly MessageModule[]): Record<Language, Catalog> {
  const out = { en: {}, tr: {} } as Record<Language, Record<string, string>>;
  for (const m of modules) {
    for (const lang of LANGUAGES) Object.assign(out[lang], m[lang]);
  }
  return out;
}

/** Keys that two modules define with different English texts. */
export function conflictingKeys(modules: readonly MessageModule[]): string[] {
  const seen = new Map<string, string>();
  const conflicts = new Set<string>();
  for (const m of modules) {
    for (const [key, text] of Object.entries(m.en)) {
      const before = seen.get(key);
      if (before !== undefined && before !== text) conflicts.add(key);
      seen.set(key, text);
    }
  }
  return [...conflicts];
}

/** The English and Turkish catalogs of the whole product, key-based. */
export const CATALOGS: Readonly<Record<Language, Catalog>> = mergeCatalogs(Object.values(MESSAGE_MODULES));

/**
 * The text of a key in a language: Turkish falls back to English, an unknown key to itself; a
 * `count` of 1 reads the key's `_one` form where there is one.
 */
export function translate(language: Language, key: string, params?: MessageParams): string {
  const chosen = pluralKey((k) => k in CATALOGS[language] || k in CATALOGS[DEFAULT_LANGUAGE], key, params);
  const template = CATALOGS[language][chosen] ?? CATALOGS[DEFAULT_LANGUAGE][chosen] ?? key;
  return interpolate(template, params);
}

/** Renders a message value: a key through the catalog, server text as it came. */
export function renderMessage(language: Language, message: Message): string {
  return 'text' in message ? message.text : translate(language, message.key, message.params);
}

/** True when the English catalog has the key. */
export function hasMessage(key: string): boolean {
  return Object.prototype.hasOwnProperty.call(CATALOGS.en, key);
}

/** The {{name}} placeholders a template uses, sorted. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] as string).sort();
}
