import type { CommonCardFields } from './common-card-fields';

export const SWU_CARD_TYPES = ['leader', 'base', 'unit', 'event', 'upgrade', 'token'] as const;
export type SwuCardType = (typeof SWU_CARD_TYPES)[number];

export const SWU_RARITIES = ['common', 'uncommon', 'rare', 'legendary', 'special'] as const;
export type SwuRarity = (typeof SWU_RARITIES)[number];

export const SWU_ASPECTS = ['vigilance', 'command', 'aggression', 'cunning', 'villainy', 'heroism'] as const;
export type SwuAspect = (typeof SWU_ASPECTS)[number];

export const SWU_ARENAS = ['ground', 'space'] as const;
export type SwuArena = (typeof SWU_ARENAS)[number];

/** A Star Wars: Unlimited card. For leaders, `aspects` are those of the leader (starting) face. */
export interface SwuCard extends CommonCardFields {
  game: 'swu';
  type: SwuCardType;
  rarity: SwuRarity;
  aspects: SwuAspect[];
  /** Play cost (deploy cost for leaders); `null` for bases and tokens. */
  cost: number | null;
  arenas: SwuArena[];
  traits: string[];
  power?: number;
  hp?: number;
}
