import type { Card } from '../../cards/card';
import type { DeckError } from '../deck-error';
import { deckError } from '../deck-error';
import type { DeckValidationOptions } from '../deck-options';
import { cardLabel } from './card-label';
import type { ResolvedEntry } from './resolved-deck';

/**
 * Ban lists and legal sets: no rulebook of ours defines any (SWTCG digest §7.1, Destiny digest
 * A.1.7), so they are event settings that apply to every game.
 */
export function checkEventPolicy(entries: readonly ResolvedEntry<Card>[], options: DeckValidationOptions): DeckError[] {
  const errors: DeckError[] = [];
  const banned = new Set(options.bannedCards ?? []);
  const legalSets = options.legalSets === undefined ? undefined : new Set(options.legalSets);
  const seen = new Set<string>();
  for (const { card } of entries) {
    if (seen.has(card.id)) continue;
    seen.add(card.id);
    if (banned.has(card.id)) {
      errors.push(
        deckError('banned-card', `${cardLabel(card)} is banned in this event`, [card.id], {
          name: cardLabel(card),
        }),
      );
    }
    if (legalSets !== undefined && !legalSets.has(card.set)) {
      errors.push(
        deckError(
          'set-not-legal',
          `${cardLabel(card)} is from set ${card.set}, which is not legal in this event`,
          [card.id],
          { name: cardLabel(card), set: card.set },
        ),
      );
    }
  }
  return errors;
}
