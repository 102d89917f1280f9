import type { SwtcgCard } from '../../cards/swtcg-card';
import { cardLabel, normalizeName } from '../common/card-label';
import { groupCopies, groupsOverLimit } from '../common/copy-groups';
import type { ResolvedEntry } from '../common/resolved-deck';
import type { DeckError } from '../deck-error';
import { deckError } from '../deck-error';
import type { DeckValidationOptions } from '../deck-options';
import type { SwtcgDeckRules } from './swtcg-deck-rules';

/**
 * Copy identity: English name + version letter (SWTCG rulebook (es) "Mazo" l.343 and glossary
 * "mismo nombre" l.993; (cz) l.180, l.251). With `nonUniqueSameName: 'by-set'` a card without a
 * version is also told apart by its set.
 */
export function swtcgCopyKey(card: SwtcgCard, rules: SwtcgDeckRules): string {
  const key = `${normalizeName(card.englishName)}|${card.version ?? ''}`;
  return card.version === null && rules.nonUniqueSameName === 'by-set' ? `${key}|${card.set}` : key;
}

export function checkSwtcgCopies(
  cards: readonly ResolvedEntry<SwtcgCard>[],
  limit: number | null,
  zone: 'deck' | 'supply',
  rules: SwtcgDeckRules,
  options: DeckValidationOptions,
): DeckError[] {
  const groups = groupCopies(cards, (card) => swtcgCopyKey(card, rules));
  return groupsOverLimit(groups, limit, options).map(({ group, limit: max }) => {
    const name = cardLabel(group.entries[0].card);
    const where = zone === 'supply' ? 'the Supply' : 'the deck';
    return deckError(
      'too-many-copies',
      `${group.count} copies of ${name} in ${where}; at most ${max} allowed`,
      group.entries.map((entry) => entry.card.id),
      { name, count: group.count, limit: max, zone },
    );
  });
}
