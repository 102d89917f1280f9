import type { CardCatalog, DeckList, GameId } from '@cantina/games';
import { slotEntries } from '@cantina/games';
import { cardGroups, groupOrder } from './card-filter';

/** One bar of a chart: `key` is a cost ("0" … "7+") or a group value (an aspect, a side, …). */
export interface ChartBar {
  key: string;
  value: number;
}

/** Costs from 0 up to this are bars of their own; higher costs share the last bar ("7+"). */
export const TOP_COST = 7;

/** Cards played from the deck, by cost (leaders, bases, Supply and cards without a cost left out). */
export function costCurve(deck: DeckList, catalog: CardCatalog): ChartBar[] {
  const bars = Array.from({ length: TOP_COST + 1 }, (_, cost) => ({
    key: cost === TOP_COST ? `${TOP_COST}+` : String(cost),
    value: 0,
  }));
  for (const { id, count } of slotEntries(deck, 'deck')) {
    const cost = catalog.get(id)?.cost;
    if (cost === null || cost === undefined) continue;
    bars[Math.min(Math.max(cost, 0), TOP_COST)].value += count;
  }
  return bars;
}

/** The group to show a card without one under (SWU cards with no aspect). */
export const NO_GROUP = 'none';

/**
 * Deck cards by aspect, side, colour or faction; a card with two aspects counts in both. Destiny
 * counts the team as well (its colours decide what the deck may hold).
 */
export function groupBreakdown(deck: DeckList, catalog: CardCatalog, game: GameId): ChartBar[] {
  const counts = new Map<string, number>();
  for (const { id, count } of slotEntries(deck, 'deck')) {
    const card = catalog.get(id);
    if (card === undefined) continue;
    const groups = cardGroups(card);
    for (const group of groups.length > 0 ? groups : [NO_GROUP]) counts.set(group, (counts.get(group) ?? 0) + count);
  }
  const order = [...groupOrder(game), NO_GROUP];
  const known = order.filter((key) => counts.has(key));
  const rest = [...counts.keys()].filter((key) => !order.includes(key)).sort();
  return [...known, ...rest].map((key) => ({ key, value: counts.get(key) ?? 0 }));
}
