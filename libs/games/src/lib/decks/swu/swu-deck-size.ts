import type { SwuCard } from '../../cards/swu-card';
import type { ResolvedEntry } from '../common/resolved-deck';
import { totalCount } from '../common/resolved-deck';
import type { DeckError } from '../deck-error';
import { deckError } from '../deck-error';
import type { SwuFormatRules } from './swu-format-rules';

/**
 * The format's minimum, unless the base or a leader says otherwise (SWU rules 3.2.1.A: a base's
 * deck-building text prevails in every format; the base wins over a leader).
 */
export function swuMinimumDeckSize(
  leaders: readonly ResolvedEntry<SwuCard>[],
  base: readonly ResolvedEntry<SwuCard>[],
  rules: SwuFormatRules,
): number {
  for (const { card } of [...base, ...leaders]) {
    if (card.deckRules?.minDeckSize !== undefined) return card.deckRules.minDeckSize;
  }
  return rules.minDeckSize;
}

/** Main deck of at least the minimum (SWU rules 9.2.2.A, 9.3.2.A, 10.2.2.A, 10.3.4.A, 12.2.1.A). */
export function checkSwuDeckSize(
  deck: readonly ResolvedEntry<SwuCard>[],
  minimum: number,
  rules: SwuFormatRules,
): DeckError[] {
  const count = totalCount(deck);
  if (count >= minimum) return [];
  return [
    deckError(
      'deck-too-small',
      `${rules.name} decks need at least ${minimum} cards besides leader and base; this one has ${count}`,
      [],
      { count, minimum },
    ),
  ];
}

/** Premier sideboard of at most 10 (SWU rules 9.2.2.C); none in Trilogy (9.3.2.C) or Twin Suns. */
export function checkSwuSideboard(sideboard: readonly ResolvedEntry<SwuCard>[], rules: SwuFormatRules): DeckError[] {
  const count = totalCount(sideboard);
  const ids = sideboard.map((entry) => entry.card.id);
  if (count > 0 && !rules.sideboardAllowed) {
    return [deckError('sideboard-not-allowed', `${rules.name} decks have no sideboard`, ids, { count })];
  }
  if (rules.maxSideboard !== null && count > rules.maxSideboard) {
    return [
      deckError(
        'sideboard-too-large',
        `A ${rules.name} sideboard holds at most ${rules.maxSideboard} cards; this one has ${count}`,
        ids,
        { count, maximum: rules.maxSideboard },
      ),
    ];
  }
  return [];
}
