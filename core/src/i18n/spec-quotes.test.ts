import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from './catalog.js';

const specDir = join(dirname(fileURLToPath(import.meta.url)), '../../../test-fixtures/spec');

/**
 * Quoted strings of a spec document: '...' whose quotes are not apostrophes inside a word
 * (so "Today's Status" and 'Vehicles haven't moved yet' stay whole) and "...".
 */
export function quotedStrings(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(?<![\w])'(.+?)'(?![\w])|"(.+?)"/g)) found.push((m[1] ?? m[2]) as string);
  return found;
}

/** Quoted things that are not texts a person reads in the product, each with its reason. */
const NOT_MESSAGES: ReadonlyMap<string, string> = new Map([
  ['DC Manager', 'role name: data from the role list, not a catalog text'],
  ['Driver', 'role name: data from the role list, not a catalog text'],
  ['H h m min', 'a display pattern, produced by formatRunTime'],
  ['show all', 'names the state of the Show all switch, not a text'],
]);

/** A real user-visible message: not a path, not a file name, not a pattern or role listed above. */
export function isUserMessage(quote: string): boolean {
  if (quote.startsWith('/')) return false;
  if (/^\{\w+\}\.\w+$/.test(quote)) return false;
  if (!/[A-Za-z]/.test(quote)) return false;
  return !NOT_MESSAGES.has(quote);
}

/** Spec placeholders come as {n} or {{n}}; the catalog writes {{n}}. */
export function normalisePlaceholders(quote: string): string {
  return quote.replace(/(?<!\{)\{(\w+)\}(?!\})/g, '{{$1}}');
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PLACEHOLDER = /\{\{\s*\w+\s*\}\}/;

function templateSource(template: string): string {
  return template
    .split(/(\{\{\s*\w+\s*\}\})/)
    .map((part) => (PLACEHOLDER.test(part) ? '.+' : escapeRe(part)))
    .join('');
}

/**
 * Does a catalog template say the spec's text? Placeholders match any value. The spec sometimes
 * quotes a text without the value at its start or end ('20 min ahead' for '{{n}} min ahead',
 * 'is successfully activated' for '{{name}} is successfully activated', 'maximum instance limit
 * reached' for the tooltip that adds the number), so a leading placeholder with its space or a
 * trailing placeholder with its separator may be absent, but not both.
 */
export function templateSays(template: string, quote: string): boolean {
  const head = /^\{\{\s*\w+\s*\}\} /.exec(template)?.[0] ?? '';
  const rest = template.slice(head.length);
  const tail = /(?::? \(?\{\{\s*\w+\s*\}\}\)?)$/.exec(rest)?.[0] ?? '';
  const core = rest.slice(0, rest.length - tail.length);
  const [h, c, t] = [templateSource(head), templateSource(core), templateSource(tail)];
  const source = [`${h}${c}${t}`, `${c}${t}`, `${h}${c}`].join('|');
  return new RegExp(`^(?:${source})$`, 's').test(quote);
}

function specMessages(): { file: string; quote: string }[] {
  return readdirSync(specDir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .flatMap((file) =>
      quotedStrings(readFileSync(join(specDir, file), 'utf8'))
        .filter(isUserMessage)
        .map((quote) => ({ file, quote: normalisePlaceholders(quote) })),
    );
}

describe('spec messages in the English catalog', () => {
  const english = Object.values(CATALOGS.en);
  const messages = specMessages();

  it('reads the three spec documents', () => {
    expect(readdirSync(specDir).filter((f) => f.endsWith('.md'))).toHaveLength(3);
    expect(new Set(messages.map((m) => m.file)).size).toBe(3);
    expect(messages.length).toBeGreaterThan(140);
    const quotes = messages.map((m) => m.quote);
    expect(quotes).toContain("Vehicles haven't moved yet");
    expect(quotes).toContain("Today's Status");
    expect(quotes).toContain('No recorded location found for "{{plate}}". Please verify or add a location.');
    expect(quotes).toContain('Value must be between {{min}} and {{max}}.');
    expect(quotes).not.toContain('/');
  });

  it('holds every quoted message word for word', () => {
    const missing = [
      ...new Set(
        messages
          .filter((m) => !english.some((t) => templateSays(t, m.quote)))
          .map((m) => `${m.file}: ${m.quote}`),
      ),
    ];
    expect(missing).toEqual([]);
  });
});

describe('spec quote extraction', () => {
  it('keeps apostrophes inside words and ignores non-messages', () => {
    expect(quotedStrings(`shows 'Vehicles haven't moved yet' and "Go Live" or 'x'.`)).toEqual([
      "Vehicles haven't moved yet",
      'Go Live',
      'x',
    ]);
    expect(isUserMessage('/daily-plan')).toBe(false);
    expect(isUserMessage('{jobRefNo}.zip')).toBe(false);
    expect(isUserMessage('DC Manager')).toBe(false);
    expect(isUserMessage('42')).toBe(false);
    expect(isUserMessage('Login Expired')).toBe(true);
    expect(normalisePlaceholders('{n} orders and {{m}}')).toBe('{{n}} orders and {{m}}');
  });
  it('matches templates strictly', () => {
    expect(templateSays('{{item}} successfully added', '{{item}} successfully added')).toBe(true);
    expect(templateSays('{{count}} min ahead', '20 min ahead')).toBe(true);
    expect(templateSays('{{name}} is successfully activated', 'is successfully activated')).toBe(true);
    expect(templateSays('Drivers {{assigned}}/{{total}}', 'Drivers x/y')).toBe(true);
    expect(templateSays('Login Expired', 'Login expired')).toBe(false);
    expect(templateSays('Login Expired!', 'Login Expired')).toBe(false);
    expect(templateSays('Please select row', 'Please select a row!')).toBe(false);
    expect(templateSays('{{n}} items', 'items')).toBe(true);
    expect(templateSays('Drivers {{assigned}}/{{total}}', 'Drivers /')).toBe(false);
    expect(templateSays('maximum instance limit reached ({{count}})', 'maximum instance limit reached')).toBe(
      true,
    );
    expect(templateSays('limit reached: {{count}}', 'limit reached: 3')).toBe(true);
    expect(templateSays('{{a}} and {{b}}', 'and')).toBe(false);
  });
});
