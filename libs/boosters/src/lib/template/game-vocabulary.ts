import {
  DESTINY_CARD_TYPES,
  DESTINY_RARITIES,
  SWTCG_CARD_TYPES,
  SWTCG_RARITIES,
  SWU_CARD_TYPES,
  SWU_RARITIES,
  type GameId,
} from '@cantina/games';
import type { SpreadField } from './pack-template';

/** The rarities, types and spread fields a template of one game may name (contract "Card sets"). */
export interface GameVocabulary {
  rarities: readonly string[] | null;
  types: readonly string[];
  spreadFields: readonly SpreadField[];
}

const VOCABULARIES: Readonly<Record<GameId, GameVocabulary>> = {
  swu: { rarities: SWU_RARITIES, types: SWU_CARD_TYPES, spreadFields: ['aspects', 'arenas', 'type'] },
  destiny: { rarities: DESTINY_RARITIES, types: DESTINY_CARD_TYPES, spreadFields: ['color', 'affiliation', 'type'] },
  swtcg: { rarities: SWTCG_RARITIES, types: SWTCG_CARD_TYPES, spreadFields: ['side', 'unitTypes', 'type'] },
  // DBG prints no rarity (its `rarity` is a free label) and has no boosters; kept for completeness.
  dbg: { rarities: null, types: ['unit', 'capital-ship', 'base'], spreadFields: ['type'] },
};

export function vocabularyOf(game: GameId): GameVocabulary {
  return VOCABULARIES[game];
}
