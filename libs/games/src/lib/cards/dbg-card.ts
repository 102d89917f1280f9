import type { CommonCardFields } from './common-card-fields';

/** DBG rulebook (es) l.239: units, bases and capital ships. */
export const DBG_CARD_TYPES = ['unit', 'capital-ship', 'base'] as const;
export type DbgCardType = (typeof DBG_CARD_TYPES)[number];

export const DBG_FACTIONS = ['empire', 'rebel', 'neutral'] as const;
export type DbgFaction = (typeof DBG_FACTIONS)[number];

/**
 * A Star Wars: The Deckbuilding Game card. The game prints no rarity, so `rarity` is a free label
 * (e.g. "starter", "galaxy", "base") chosen by whoever writes the set file.
 */
export interface DbgCard extends CommonCardFields {
  game: 'dbg';
  type: DbgCardType;
  rarity: string;
  faction: DbgFaction;
  cost: number | null;
}
