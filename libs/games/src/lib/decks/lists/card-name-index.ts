import type { Card } from '../../cards/card';
import type { CardCatalog } from '../../cards/card-catalog';
import { cardLabel, normalizeName } from '../common/card-label';

export type CardLookup =
  | { kind: 'found'; card: Card }
  | { kind: 'ambiguous'; candidates: Card[] }
  | { kind: 'not-found' };

/** Separators players write between a name and its subtitle: "Name, Subtitle", "Name - Subtitle". */
const SUBTITLE_SEPARATORS = [', ', ' - ', ' | '];
const SWTCG_VERSION = /^(.*\S)\s*\(([A-Za-z]{1,2})\)$/;

/**
 * Finds cards by what a player writes in a text list: "Name", "Name, Subtitle" or, for SWTCG,
 * "Name (A)". Matching ignores case, accents and spacing. Printings of one card (same name and
 * subtitle, e.g. reprints in another set) are not ambiguous: the lowest id is taken.
 */
export function createCardNameIndex(catalog: CardCatalog): (query: string) => CardLookup {
  const byKey = new Map<string, Card[]>();
  const add = (key: string, card: Card) => {
    const list = byKey.get(key) ?? [];
    if (!list.includes(card)) list.push(card);
    byKey.set(key, list);
  };
  for (const card of catalog.cards()) {
    for (const key of keysOf(card)) add(key, card);
  }

  return (query) => {
    const candidates = new Set<Card>();
    for (const key of queryKeys(query)) for (const card of byKey.get(key) ?? []) candidates.add(card);
    if (candidates.size === 0) return { kind: 'not-found' };
    const byIdentity = new Map<string, Card[]>();
    for (const card of candidates) {
      const identity = normalizeName(cardLabel(card));
      byIdentity.set(identity, [...(byIdentity.get(identity) ?? []), card]);
    }
    const sorted = [...candidates].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    if (byIdentity.size > 1) return { kind: 'ambiguous', candidates: sorted };
    return { kind: 'found', card: sorted[0] };
  };
}

function keysOf(card: Card): string[] {
  const names = card.game === 'swtcg' ? [card.name, card.englishName] : [card.name];
  const keys: string[] = [];
  for (const name of names) {
    keys.push(normalizeName(name));
    if (card.subtitle !== undefined) keys.push(`${normalizeName(name)}|${normalizeName(card.subtitle)}`);
    if (card.game === 'swtcg' && card.version !== null) {
      keys.push(`${normalizeName(name)}|${normalizeName(card.version)}`);
    }
  }
  return keys;
}

function queryKeys(query: string): string[] {
  const text = query.trim();
  const keys = [normalizeName(text)];
  const version = SWTCG_VERSION.exec(text);
  if (version !== null) keys.push(`${normalizeName(version[1])}|${normalizeName(version[2])}`);
  for (const separator of SUBTITLE_SEPARATORS) {
    let at = text.indexOf(separator);
    while (at > 0) {
      const name = text.slice(0, at);
      const subtitle = text.slice(at + separator.length);
      keys.push(`${normalizeName(name)}|${normalizeName(subtitle)}`);
      at = text.indexOf(separator, at + 1);
    }
  }
  return keys;
}
