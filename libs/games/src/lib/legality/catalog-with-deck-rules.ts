import type { Card } from '../cards/card';
import type { CardCatalog } from '../cards/card-catalog';
import type { DeckRuleException } from './deck-rule-exceptions';
import { identityKey, ruleIdentity } from './deck-rule-exceptions';

/**
 * The catalog with the exceptions applied to every card they name (any set, any printing) that
 * carries no `deckRules` of its own (contract rev 2: applied "to imported sets that lack them").
 * Everything else, alias look-ups included, is the underlying catalog's.
 */
export function catalogWithDeckRules<C extends Card>(
  catalog: CardCatalog<C>,
  exceptions: readonly DeckRuleException[],
): CardCatalog<C> {
  if (exceptions.length === 0) return catalog;
  const withRules = deckRulesApplier<C>(exceptions);
  let list: C[] | undefined;
  return Object.assign(Object.create(catalog) as CardCatalog<C>, {
    get: (id: string) => {
      const card = catalog.get(id);
      return card === undefined ? undefined : withRules(card);
    },
    cards: () => (list ??= catalog.cards().map(withRules)),
  });
}

/**
 * The same for single cards (e.g. a set as `GET .../cards` lists it): the card with the exception that
 * names it as its `deckRules`, unless it has rules of its own; other cards are returned as they are.
 */
export function deckRulesApplier<C extends Card>(exceptions: readonly DeckRuleException[]): (card: C) => C {
  const byIdentity = new Map<string, DeckRuleException>();
  for (const exception of exceptions) byIdentity.set(identityKey(exception.name, exception.subtitle), exception);
  return (card) => {
    if (card.deckRules !== undefined) return card;
    const exception = byIdentity.get(ruleIdentity(card));
    if (exception === undefined) return card;
    const deckRules = {
      ...(exception.maxCopies !== undefined ? { maxCopies: exception.maxCopies } : {}),
      ...(exception.minDeckSize !== undefined ? { minDeckSize: exception.minDeckSize } : {}),
    };
    return { ...card, deckRules };
  };
}
