import type { Card, CardSet } from '@cantina/games';
import type { Pack, PackCard } from '../lib/generate/pack';

/** TEST ONLY: what the statistical specs measure over many packs. */

export function cardIndex(set: CardSet): Map<string, Card> {
  return new Map(set.cards.map((card) => [card.id, card]));
}

export function cardsOfSlot(packs: readonly Pack[], slot: string): PackCard[] {
  return packs.flatMap((pack) => pack.cards.filter((card) => card.slot === slot));
}

/** How often each card id of `ids` was drawn (0 for never), in the order of `ids`. */
export function countsFor(ids: readonly string[], drawn: readonly PackCard[]): number[] {
  const counts = new Map(ids.map((id) => [id, 0]));
  for (const card of drawn) {
    const count = counts.get(card.cardId);
    if (count === undefined) throw new Error(`${card.cardId} (${card.slot}) is not in the expected pool`);
    counts.set(card.cardId, count + 1);
  }
  return ids.map((id) => counts.get(id) ?? 0);
}

export function poolIds(set: CardSet, keep: (card: Card) => boolean): string[] {
  return set.cards.filter(keep).map((card) => card.id);
}

export function hasDuplicates(values: readonly string[]): boolean {
  return new Set(values).size !== values.length;
}
