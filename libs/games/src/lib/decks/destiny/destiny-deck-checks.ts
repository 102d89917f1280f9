import type { DestinyCard, DestinyColor } from '../../cards/destiny-card';
import { normalizeName } from '../common/card-label';
import { groupCopies, groupsOverLimit } from '../common/copy-groups';
import type { ResolvedEntry } from '../common/resolved-deck';
import { totalCount } from '../common/resolved-deck';
import type { DeckError } from '../deck-error';
import { deckError } from '../deck-error';
import type { DeckValidationOptions } from '../deck-options';
import type { DestinyDeckRules } from './destiny-deck-rules';
import type { DestinyTeamMember } from './destiny-team';

/** Destiny rules (es) Parte 4.2: exactly 30 cards. */
export function checkDestinyDeckSize(
  deck: readonly ResolvedEntry<DestinyCard>[],
  rules: DestinyDeckRules,
): DeckError[] {
  const count = totalCount(deck);
  if (count === rules.deckSize) return [];
  const code = count < rules.deckSize ? 'deck-too-small' : 'deck-too-large';
  return [
    deckError(code, `The deck must hold exactly ${rules.deckSize} cards; it has ${count}`, [], {
      count,
      required: rules.deckSize,
    }),
  ];
}

/** Parte 4.2: at most 2 copies; a copy is any card with the same title (Parte 8 "Copia"). */
export function checkDestinyCopies(
  deck: readonly ResolvedEntry<DestinyCard>[],
  rules: DestinyDeckRules,
  options: DeckValidationOptions,
): DeckError[] {
  const groups = groupCopies(deck, (card) => normalizeName(card.name));
  return groupsOverLimit(groups, rules.maxCopiesByTitle, options).map(({ group, limit }) => {
    const title = group.entries[0].card.name;
    return deckError(
      'too-many-copies',
      `${group.count} cards titled ${title}; at most ${limit} allowed`,
      group.entries.map((entry) => entry.card.id),
      { title, count: group.count, limit },
    );
  });
}

/** Parte 4.2: blue, red and yellow cards need a team character of that colour; gray is free. */
export function checkDestinyColors(
  deck: readonly ResolvedEntry<DestinyCard>[],
  members: readonly DestinyTeamMember[],
): DeckError[] {
  const teamColors = new Set(members.map((member) => member.card.color));
  const missing = new Map<DestinyColor, string[]>();
  for (const { card } of deck) {
    if (card.color === 'gray' || teamColors.has(card.color)) continue;
    const ids = missing.get(card.color);
    if (ids === undefined) missing.set(card.color, [card.id]);
    else ids.push(card.id);
  }
  return [...missing.entries()].map(([color, ids]) =>
    deckError(
      'color-without-character',
      `${ids.length === 1 ? 'A card is' : `${ids.length} cards are`} ${color} but no character on the team is ${color}`,
      ids,
      { color, count: ids.length },
    ),
  );
}
