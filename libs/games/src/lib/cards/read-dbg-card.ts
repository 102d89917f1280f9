import type { CommonCardFields } from './common-card-fields';
import type { DbgCard } from './dbg-card';
import { DBG_CARD_TYPES, DBG_FACTIONS } from './dbg-card';
import type { FieldReader } from './field-reader';
import { MAX_CODE_LENGTH } from './field-reader';

export function readDbgCard(reader: FieldReader, common: CommonCardFields): DbgCard {
  return {
    ...common,
    game: 'dbg',
    type: reader.oneOf('type', DBG_CARD_TYPES),
    rarity: reader.string('rarity', MAX_CODE_LENGTH),
    faction: reader.oneOf('faction', DBG_FACTIONS),
    cost: reader.nullableInteger('cost'),
  };
}
