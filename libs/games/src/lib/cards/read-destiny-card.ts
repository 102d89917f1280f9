import type { CommonCardFields } from './common-card-fields';
import type { DestinyCard, DestinyCardType, DestinyPoints } from './destiny-card';
import { DESTINY_AFFILIATIONS, DESTINY_CARD_TYPES, DESTINY_COLORS, DESTINY_RARITIES } from './destiny-card';
import type { FieldReader } from './field-reader';
import { childPath, describeType } from './json-path';

export function readDestinyCard(reader: FieldReader, common: CommonCardFields): DestinyCard {
  const type = reader.oneOf('type', DESTINY_CARD_TYPES);
  const card: DestinyCard = {
    ...common,
    game: 'destiny',
    type,
    rarity: reader.oneOf('rarity', DESTINY_RARITIES),
    affiliation: reader.oneOf('affiliation', DESTINY_AFFILIATIONS),
    color: reader.oneOf('color', DESTINY_COLORS),
    points: readPoints(reader, type),
    hasDie: reader.boolean('hasDie'),
    cost: reader.nullableInteger('cost'),
  };
  // Destiny rules (es) Parte 1 "Personajes": every character has one or two dice.
  if (type === 'character' && reader.has('hasDie') && !card.hasDie) {
    reader.report('hasDie', 'inconsistent', 'a character always has a die');
  }
  // Destiny rules (es) Parte 1 "Campos de batalla": battlefields are grey.
  if (type === 'battlefield' && reader.has('color') && card.color !== 'gray') {
    reader.report('color', 'inconsistent', 'a battlefield is always gray');
  }
  return card;
}

/** Characters take `[n]` or `[normal, elite]`; plots `[n]`; other types have no points. */
function readPoints(reader: FieldReader, type: DestinyCardType): DestinyPoints | null {
  const raw = reader.raw('points');
  const maxValues = type === 'character' ? 2 : type === 'plot' ? 1 : 0;
  if (raw === undefined || raw === null) {
    if (maxValues > 0) reader.report('points', 'required', `a ${type} needs its point cost`);
    return null;
  }
  if (maxValues === 0) {
    reader.report('points', 'inconsistent', `a ${type} has no point cost`);
    return null;
  }
  if (!Array.isArray(raw) || raw.length < 1 || raw.length > maxValues) {
    const shape = maxValues === 2 ? '[n] or [normal, elite]' : '[n]';
    reader.report('points', 'wrong-type', `points must be ${shape}, not ${describeType(raw)}`);
    return null;
  }
  const values: number[] = [];
  raw.forEach((value: unknown, index) => {
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0) values.push(value);
    else reader.report(childPath('points', index), 'wrong-type', 'a point value must be a whole number of at least 0');
  });
  if (values.length !== raw.length) return null;
  if (values.length === 2) {
    // Destiny rules (es) Parte 1 "Valor(es) en puntos": the higher value is the elite (two-dice) cost.
    if (values[1] < values[0]) {
      reader.report('points', 'inconsistent', 'the elite cost must not be below the normal cost');
    }
    return [values[0], values[1]];
  }
  return [values[0]];
}
