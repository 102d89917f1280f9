import type { SwtcgCard, SwtcgSide } from '../../cards/swtcg-card';
import type { CardCatalog } from '../../cards/card-catalog';
import { cardLabel } from '../common/card-label';
import type { ResolvedEntry } from '../common/resolved-deck';
import { resolveDeck } from '../common/resolved-deck';
import type { DeckError } from '../deck-error';
import { deckError } from '../deck-error';
import type { DeckList } from '../deck-list';
import { isSupplyCard } from './swtcg-zones';

/** The side a main deck plays: the one non-Neutral side it holds, `neutral`, or `mixed`. */
export type SwtcgDeckSide = SwtcgSide | 'mixed';

/**
 * SWTCG rulebook (es) "Mazo" l.341-342, (cz) l.182: no Light Side with Dark Side; Yuuzhan Vong only
 * with Neutral; Neutral always. So a main deck holds at most one non-Neutral side.
 */
export function checkSwtcgSideMix(deck: readonly ResolvedEntry<SwtcgCard>[]): DeckError[] {
  const bySide = countBySide(deck);
  if (bySide.size < 2) return [];
  const sides = [...bySide.keys()];
  const [main] = [...bySide.entries()].sort((a, b) => b[1] - a[1])[0];
  const offending = deck.filter(({ card }) => card.side !== 'neutral' && card.side !== main);
  return [
    deckError(
      'wrong-side-mix',
      `The deck mixes ${sides.join(' and ')} cards; it may hold only one of them besides Neutral (first off: ${cardLabel(offending[0].card)})`,
      offending.map(({ card }) => card.id),
      { sides, deckSide: main },
    ),
  ];
}

/** Which side a registered deck plays, e.g. to seat the Dark Side player first (contract "Rounds"). */
export function swtcgDeckSide(deck: DeckList, catalog: CardCatalog<SwtcgCard>): SwtcgDeckSide {
  const main = resolveDeck(deck, catalog).slots.deck.filter(({ card }) => !isSupplyCard(card));
  const sides = [...countBySide(main).keys()];
  if (sides.length === 0) return 'neutral';
  return sides.length === 1 ? sides[0] : 'mixed';
}

function countBySide(deck: readonly ResolvedEntry<SwtcgCard>[]): Map<SwtcgSide, number> {
  const counts = new Map<SwtcgSide, number>();
  for (const { card, count } of deck) {
    if (card.side !== 'neutral') counts.set(card.side, (counts.get(card.side) ?? 0) + count);
  }
  return counts;
}
