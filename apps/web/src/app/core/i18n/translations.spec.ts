import { PROBLEM_CODES } from '@cantina/contract';
import { GAMES } from '@cantina/games';
import type { Translation } from '@jsverse/transloco';
import { TRANSLATIONS } from '../../../testing/translations';
import { LANGS } from './languages';
import { PLURAL_CATEGORIES } from './plural';

function flatten(value: Translation, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'object' && child !== null) {
      for (const [k, v] of flatten(child as Translation, path)) out.set(k, v);
    } else {
      out.set(path, child);
    }
  }
  return out;
}

function params(text: unknown): string[] {
  return [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
}

const flat = Object.fromEntries(LANGS.map((lang) => [lang, flatten(TRANSLATIONS[lang])])) as Record<
  (typeof LANGS)[number],
  Map<string, unknown>
>;
const englishKeys = [...flat.en.keys()].sort();

describe('translation files', () => {
  it.each(LANGS)('%s has exactly the keys of en.json', (lang) => {
    expect([...flat[lang].keys()].sort()).toEqual(englishKeys);
  });

  it.each(LANGS)('%s has only non-empty strings', (lang) => {
    for (const [key, value] of flat[lang]) {
      expect(typeof value, key).toBe('string');
      expect(String(value).trim(), key).not.toBe('');
    }
  });

  it.each(LANGS)('%s uses the same {{params}} as English', (lang) => {
    for (const key of englishKeys) {
      expect(params(flat[lang].get(key)), key).toEqual(params(flat.en.get(key)));
    }
  });

  it('translates every problem code', () => {
    for (const code of [...PROBLEM_CODES, 'network-error', 'unexpected']) {
      expect(flat.en.has(`errors.${code}`), code).toBe(true);
    }
  });

  it('names every game and format', () => {
    for (const game of GAMES) {
      expect(flat.en.has(`games.${game.id}`), game.id).toBe(true);
      for (const format of game.formats) {
        expect(flat.en.has(`formats.${format.id}`), format.id).toBe(true);
      }
    }
  });

  it('gives every plural group all the categories', () => {
    for (const category of PLURAL_CATEGORIES) {
      expect(flat.en.has(`organize.activePlayers.${category}`), category).toBe(true);
    }
  });

  it('writes Czech with its diacritics', () => {
    expect(flat.cs.get('organize.activePlayers.other')).toBe('{{count}} aktivních hráčů');
    expect(flat.cs.get('header.language')).toBe('Jazyk');
  });
});
