import type { Card } from '@cantina/games';
import type { SpreadSpec } from '../template/pack-template';

export interface SpreadGroups {
  /** Group index of each card, parallel to the input. */
  readonly groupOf: readonly number[];
  readonly groupCount: number;
}

function valuesOf(card: Card, spread: SpreadSpec): string[] {
  const value: unknown = (card as unknown as Record<string, unknown>)[spread.field];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' ? [value] : [];
}

/**
 * Splits a sheet's cards into spread groups (see {@link SpreadSpec}): with `groups`, the first listed
 * group the card has, or one shared "other" group; without, one group per distinct value set (in
 * sorted order, so the grouping does not depend on the order of the set file). Empty groups are
 * dropped; without a spread every card is in group 0.
 */
export function spreadGroups(cards: readonly Card[], spread: SpreadSpec | undefined): SpreadGroups {
  if (spread === undefined) return { groupOf: cards.map(() => 0), groupCount: cards.length > 0 ? 1 : 0 };
  const listed = spread.groups;
  const keys = cards.map((card) => {
    const values = valuesOf(card, spread);
    if (listed === undefined) return [...values].sort().join('+');
    const first = listed.findIndex((group) => values.includes(group));
    return first === -1 ? '~other' : String(first).padStart(4, '0');
  });
  const distinct = [...new Set(keys)].sort();
  const indexOf = new Map(distinct.map((key, index) => [key, index]));
  return { groupOf: keys.map((key) => indexOf.get(key) ?? 0), groupCount: distinct.length };
}
