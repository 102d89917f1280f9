import type { Card } from '../../cards/card';
import type { DeckValidationOptions } from '../deck-options';
import type { ResolvedEntry } from './resolved-deck';

/** Entries that count as copies of one another under a game's copy identity. */
export interface CopyGroup<C extends Card> {
  key: string;
  entries: ResolvedEntry<C>[];
  count: number;
}

export function groupCopies<C extends Card>(
  entries: readonly ResolvedEntry<C>[],
  keyOf: (card: C) => string,
): CopyGroup<C>[] {
  const groups = new Map<string, CopyGroup<C>>();
  for (const entry of entries) {
    const key = keyOf(entry.card);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, { key, entries: [entry], count: entry.count });
    else {
      group.entries.push(entry);
      group.count += entry.count;
    }
  }
  return [...groups.values()];
}

/**
 * The copy limit of a group: an event's `copyLimits` setting wins, then (only where the format has a
 * limit at all) the card's own `deckRules.maxCopies`, then the format's limit. `null` = no limit.
 */
export function copyLimitOf(
  group: CopyGroup<Card>,
  formatLimit: number | null,
  options: DeckValidationOptions,
): number | null {
  const eventLimits = options.copyLimits ?? {};
  for (const { card } of group.entries) {
    if (Object.hasOwn(eventLimits, card.id)) return eventLimits[card.id];
  }
  if (formatLimit === null) return null;
  for (const { card } of group.entries) {
    if (card.deckRules?.maxCopies !== undefined) return card.deckRules.maxCopies;
  }
  return formatLimit;
}

/** Groups over their limit, with that limit. */
export function groupsOverLimit<C extends Card>(
  groups: readonly CopyGroup<C>[],
  formatLimit: number | null,
  options: DeckValidationOptions,
): { group: CopyGroup<C>; limit: number }[] {
  const over: { group: CopyGroup<C>; limit: number }[] = [];
  for (const group of groups) {
    const limit = copyLimitOf(group, formatLimit, options);
    if (limit !== null && group.count > limit) over.push({ group, limit });
  }
  return over;
}
