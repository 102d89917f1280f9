import type { Card } from '../../cards/card';
import type { DeckError } from '../deck-error';
import { deckError } from '../deck-error';
import { cardLabel } from './card-label';
import type { ResolvedEntry } from './resolved-deck';

/**
 * Limited formats: every card used (deck and sideboard together) must come from the player's pool,
 * which is a multiset of card ids (contract: "Decks", `not-in-pool`).
 */
export function checkPool(used: readonly ResolvedEntry<Card>[], pool: readonly string[]): DeckError[] {
  const available = countIds(pool);
  const required = new Map<string, { card: Card; count: number }>();
  for (const { card, count } of used) {
    const sum = required.get(card.id);
    if (sum === undefined) required.set(card.id, { card, count });
    else sum.count += count;
  }
  const errors: DeckError[] = [];
  for (const { card, count } of required.values()) {
    const inPool = available.get(card.id) ?? 0;
    if (count > inPool) {
      errors.push(
        deckError('not-in-pool', `The deck uses ${count} ${cardLabel(card)} but the pool holds ${inPool}`, [card.id], {
          name: cardLabel(card),
          count,
          available: inPool,
        }),
      );
    }
  }
  return errors;
}

export function countIds(ids: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}
