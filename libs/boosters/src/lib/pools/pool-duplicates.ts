import type { Card } from '@cantina/games';
import type { PackCard } from '../generate/pack';

/** The copy identity of a card: its name and subtitle (swu rules "Constructed formats": a copy). */
function identity(card: Pick<Card, 'name' | 'subtitle'>): string {
  return `${card.name}\u0000${card.subtitle ?? ''}`;
}

/**
 * Extra copies in a pool: its cards minus its distinct cards, a card being its name and subtitle
 * (a foil or hyperspace printing is the same card; two copies count 1, three count 2). Counted over
 * every card given — for a sealed pool, all of them: leaders, bases and the foil included. This is
 * the measure of issue 11 item 5 (real opened SWU boxes: about 4 per 6-pack pool).
 */
export function poolDuplicates(cards: readonly PackCard[], cardsById: ReadonlyMap<string, Card>): number {
  const seen = new Set<string>();
  for (const entry of cards) {
    const card = cardsById.get(entry.cardId);
    seen.add(card === undefined ? `id:${entry.cardId}` : identity(card));
  }
  return cards.length - seen.size;
}
