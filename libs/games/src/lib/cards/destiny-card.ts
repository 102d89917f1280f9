import type { CommonCardFields } from './common-card-fields';

export const DESTINY_CARD_TYPES = ['character', 'event', 'upgrade', 'support', 'battlefield', 'plot'] as const;
export type DestinyCardType = (typeof DESTINY_CARD_TYPES)[number];

export const DESTINY_AFFILIATIONS = ['hero', 'villain', 'neutral'] as const;
export type DestinyAffiliation = (typeof DESTINY_AFFILIATIONS)[number];

export const DESTINY_COLORS = ['red', 'blue', 'yellow', 'gray'] as const;
export type DestinyColor = (typeof DESTINY_COLORS)[number];

export const DESTINY_RARITIES = ['starter', 'common', 'uncommon', 'rare', 'legendary'] as const;
export type DestinyRarity = (typeof DESTINY_RARITIES)[number];

/** `[n]`, or `[normal, elite]` for a character that can be fielded with two dice. */
export type DestinyPoints = [number] | [number, number];

/** A Star Wars: Destiny card. The rules call `name` the card's title. */
export interface DestinyCard extends CommonCardFields {
  game: 'destiny';
  type: DestinyCardType;
  rarity: DestinyRarity;
  affiliation: DestinyAffiliation;
  color: DestinyColor;
  /** Team points; set for characters and plots only. */
  points: DestinyPoints | null;
  hasDie: boolean;
  /** Resource cost of events, upgrades and supports. */
  cost: number | null;
}
