import type { CommonCardFields } from './common-card-fields';
import type { FieldReader } from './field-reader';
import type { SwuCard } from './swu-card';
import { SWU_ARENAS, SWU_ASPECTS, SWU_CARD_TYPES, SWU_RARITIES } from './swu-card';

/** Cards played from hand need a cost (SWU rules 3.3.1, 3.5.1, 3.6.1). */
const TYPES_WITH_COST = ['unit', 'event', 'upgrade'];
const MAX_UPGRADE_MODIFIER = 999;

export function readSwuCard(reader: FieldReader, common: CommonCardFields): SwuCard {
  const card: SwuCard = {
    ...common,
    game: 'swu',
    type: reader.oneOf('type', SWU_CARD_TYPES),
    rarity: reader.oneOf('rarity', SWU_RARITIES),
    aspects: reader.listOf('aspects', SWU_ASPECTS),
    cost: reader.nullableInteger('cost'),
    arenas: reader.listOf('arenas', SWU_ARENAS),
    traits: reader.stringList('traits'),
  };
  // An upgrade's stats are modifiers, and some lower the unit's (contract rev 2: negative Power/HP).
  const statMin = card.type === 'upgrade' ? -MAX_UPGRADE_MODIFIER : 0;
  const power = reader.nullableInteger('power', statMin);
  if (power !== null) card.power = power;
  const hp = reader.nullableInteger('hp', statMin);
  if (hp !== null) card.hp = hp;

  if (TYPES_WITH_COST.includes(card.type) && card.cost === null && !reader.has('cost')) {
    reader.report('cost', 'required', `a ${card.type} needs a cost`);
  }
  // SWU rules 3.5.1: every unit has an arena (ground or space).
  if (card.type === 'unit' && reader.isMissingOrEmpty('arenas')) {
    reader.report('arenas', 'required', 'a unit needs its arena (ground or space)');
  }
  return card;
}
