/** The plural categories our languages use (en: one/other, es: one/many/other, cs: one/few/many/other). */
export const PLURAL_CATEGORIES = ['one', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

const rules = new Map<string, Intl.PluralRules>();

function rulesFor(lang: string): Intl.PluralRules {
  let found = rules.get(lang);
  if (!found) {
    found = new Intl.PluralRules(lang);
    rules.set(lang, found);
  }
  return found;
}

export function pluralCategory(lang: string, count: number): PluralCategory {
  const category = rulesFor(lang).select(count);
  return (PLURAL_CATEGORIES as readonly string[]).includes(category) ? (category as PluralCategory) : 'other';
}

/** `pluralKey('organize.activePlayers', 'cs', 3)` -> `organize.activePlayers.few`. */
export function pluralKey(base: string, lang: string, count: number): string {
  return `${base}.${pluralCategory(lang, count)}`;
}
