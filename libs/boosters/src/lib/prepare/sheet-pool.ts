import type { Card } from '@cantina/games';
import type { SheetSpec } from '../template/pack-template';
import { spreadGroups } from './spread-groups';

/** The cards one sheet prints, in card id order, with their spread groups. */
export interface SheetPool {
  readonly name: string;
  readonly cards: readonly Card[];
  /** Pool indices of each spread group, in card id order. */
  readonly groups: readonly (readonly number[])[];
}

/** Whether a sheet prints `card`: its rarity and type are listed (a missing list matches all). */
export function sheetMatches(card: Card, spec: SheetSpec): boolean {
  if (spec.rarities !== undefined && !spec.rarities.includes(card.rarity)) return false;
  if (spec.types !== undefined && !spec.types.includes(card.type)) return false;
  return true;
}

/**
 * Filters the set's cards for a sheet. Sorting by id makes the pool — and so every pack — independent
 * of the order of the cards in the set file.
 */
export function buildSheetPool(name: string, spec: SheetSpec, setCards: readonly Card[]): SheetPool {
  const cards = setCards
    .filter((card) => sheetMatches(card, spec))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const { groupOf, groupCount } = spreadGroups(cards, spec.spread);
  const groups: number[][] = Array.from({ length: groupCount }, () => []);
  groupOf.forEach((group, index) => groups[group].push(index));
  return { name, cards, groups };
}
