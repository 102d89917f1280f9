import type { CommonCardFields } from './common-card-fields';

export const SWTCG_CARD_TYPES = [
  'unit',
  'battle',
  'mission',
  'location',
  'equipment',
  'resource',
  'event',
  'subordinate',
] as const;
export type SwtcgCardType = (typeof SWTCG_CARD_TYPES)[number];

export const SWTCG_UNIT_TYPES = ['space', 'ground', 'character'] as const;
export type SwtcgUnitType = (typeof SWTCG_UNIT_TYPES)[number];

export const SWTCG_SIDES = ['light', 'dark', 'neutral', 'yuuzhan-vong'] as const;
export type SwtcgSide = (typeof SWTCG_SIDES)[number];

export const SWTCG_RARITIES = ['common', 'uncommon', 'rare', 'promo', 'subordinate'] as const;
export type SwtcgRarity = (typeof SWTCG_RARITIES)[number];

/** A Star Wars Trading Card Game (WotC/IDC) card. */
export interface SwtcgCard extends CommonCardFields {
  game: 'swtcg';
  type: SwtcgCardType;
  rarity: SwtcgRarity;
  /** Unit types on the type line; several for a multi-arena unit, empty for non-units. */
  unitTypes: SwtcgUnitType[];
  side: SwtcgSide;
  /** Version letter of a unique card, `null` otherwise (its presence marks the card unique). */
  version: string | null;
  /** English name: the copy-limit identity, whatever language the card is printed in. */
  englishName: string;
  cost: number | null;
}
