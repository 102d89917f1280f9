import type { Card } from '../cards/card';
import type { CardCatalog } from '../cards/card-catalog';
import { ruleIdentity } from './deck-rule-exceptions';

/** For each card identity (name and subtitle), the sets that print it: reprints keep a card legal. */
export interface PrintingIndex {
  setsOf(card: Card): ReadonlySet<string>;
}

/** One pass over the catalog; build it once per catalog and reuse it across validations. */
export function createPrintingIndex(catalog: CardCatalog): PrintingIndex {
  const sets = new Map<string, Set<string>>();
  for (const card of catalog.cards()) {
    const key = ruleIdentity(card);
    const found = sets.get(key);
    if (found === undefined) sets.set(key, new Set([card.set]));
    else found.add(card.set);
  }
  return { setsOf: (card) => sets.get(ruleIdentity(card)) ?? new Set([card.set]) };
}
