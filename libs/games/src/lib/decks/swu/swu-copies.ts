import type { SwuCard } from '../../cards/swu-card';
import { cardLabel } from '../common/card-label';
import { groupCopies, groupsOverLimit } from '../common/copy-groups';
import type { ResolvedEntry } from '../common/resolved-deck';
import type { DeckError } from '../deck-error';
import { deckError } from '../deck-error';
import type { DeckValidationOptions } from '../deck-options';
import { swuCopyKey } from './swu-copy-key';
import type { SwuFormatRules } from './swu-format-rules';

/** Copies by name+subtitle: 3 in Premier (SWU rules 9.2.2.B), 1 in Twin Suns (12.2.2). */
export function checkSwuCopies(
  cards: readonly ResolvedEntry<SwuCard>[],
  rules: SwuFormatRules,
  options: DeckValidationOptions,
): DeckError[] {
  return groupsOverLimit(groupCopies(cards, swuCopyKey), rules.maxCopies, options).map(({ group, limit }) => {
    const name = cardLabel(group.entries[0].card);
    return deckError(
      'too-many-copies',
      `${group.count} copies of ${name}; ${rules.name} allows ${limit}`,
      group.entries.map((entry) => entry.card.id),
      { name, count: group.count, limit },
    );
  });
}
