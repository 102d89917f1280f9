import type { SwtcgCard, SwtcgCardType } from '../../cards/swtcg-card';
import { cardLabel } from '../common/card-label';
import type { ResolvedEntry } from '../common/resolved-deck';
import { totalCount } from '../common/resolved-deck';
import type { DeckError } from '../deck-error';
import { deckError } from '../deck-error';
import type { SwtcgDeckRules } from './swtcg-deck-rules';

/** SWTCG rulebook (es) "Suministro" l.351: only Subordinates and Events go in the Supply. */
export const SUPPLY_TYPES: readonly SwtcgCardType[] = ['subordinate', 'event'];

export function isSupplyCard(card: SwtcgCard): boolean {
  return SUPPLY_TYPES.includes(card.type);
}

/**
 * Subordinates and Events are not deck cards ((es) "Subordinados" l.276, "Eventos" l.152) and the
 * Supply takes nothing else (l.351); without a Supply (WotC rules) a non-empty Supply is an error.
 */
export function checkSwtcgZones(
  deck: readonly ResolvedEntry<SwtcgCard>[],
  supply: readonly ResolvedEntry<SwtcgCard>[],
  rules: SwtcgDeckRules,
): DeckError[] {
  const errors: DeckError[] = [];
  for (const { card } of deck.filter(({ card }) => isSupplyCard(card))) {
    errors.push(
      deckError(
        'supply-card-type',
        `${cardLabel(card)} is a ${card.type}: it belongs in the Supply, not the main deck`,
        [card.id],
        { name: cardLabel(card), type: card.type, zone: 'deck' },
      ),
    );
  }
  if (rules.supply === 'forbidden' && supply.length > 0) {
    errors.push(
      deckError(
        'sideboard-not-allowed',
        'This event plays without a Supply',
        supply.map(({ card }) => card.id),
        { count: totalCount(supply) },
      ),
    );
    return errors;
  }
  for (const { card } of supply.filter(({ card }) => !isSupplyCard(card))) {
    errors.push(
      deckError(
        'supply-card-type',
        `${cardLabel(card)} is a ${card.type}: only Subordinates and Events go in the Supply`,
        [card.id],
        { name: cardLabel(card), type: card.type, zone: 'supply' },
      ),
    );
  }
  return errors;
}
