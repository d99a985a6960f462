import type { FastifyRequest } from 'fastify';
import { CATALOGS } from '@rota/core/i18n';
import { pluralKey } from '@rota/core/shared';
import * as platform from './messages.js';

export const SERVER_LANGUAGES = ['en', 'tr'] as const;
export type ServerLanguage = (typeof SERVER_LANGUAGES)[number];

export type Catalog = Record<ServerLanguage, Record<string, string>>;
export type Translator = (key: string, params?: Record<string, string | number>) => string;

/** Core's catalog of every area, with the platform's own texts on top. */
const catalog: Catalog = {
  en: { ...CATALOGS.en, ...platform.en },
  tr: { ...CATALOGS.tr, ...platform.tr },
};

/** Feature areas add their `{ en, tr }` maps here when their routes are registered. */
export function addMessages(messages: { en: Record<string, string>; tr: Record<string, string> }): void {
  Object.assign(catalog.en, messages.en);
  Object.assign(catalog.tr, messages.tr);
}

/**
 * The text of a key in a language, English as fallback, the key itself when unknown; a `count`
 * of 1 reads the key's `_one` form where there is one.
 */
export function translate(
  language: ServerLanguage,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const chosen = pluralKey((k) => k in catalog[language] || k in catalog.en, key, params);
  const text = catalog[language][chosen] ?? catalog.en[chosen] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (hole, name: string) =>
    name in params ? String(params[name]) : hole,
  );
}

export function translatorFor(language: ServerLanguage): Translator {
  return (key, params) => translate(language, key, params);
}

/** Picks en or tr from Accept-Language by quality; English when neither is asked for. */
export function languageOf(header: string | string[] | undefined): ServerLanguage {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: { lang: ServerLanguage; q: number } | null = null;
  for (const part of value.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const base = tag.trim().toLowerCase().split('-')[0] as ServerLanguage;
    if (!SERVER_LANGUAGES.includes(base)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { lang: base, q };
  }
  return best?.lang ?? 'en';
}

export function requestLanguage(request: FastifyRequest): ServerLanguage {
  return languageOf(request.headers['accept-language']);
}
