import type { GameId } from '../catalog';
import type { CardDeckRules, CommonCardFields } from './common-card-fields';
import { formatCardId } from './common-card-fields';
import { FieldReader, MAX_CODE_LENGTH } from './field-reader';
import { readImageUrls } from './read-image-urls';

const CARD_ID_PATTERN = /^[A-Za-z0-9]+_\d{3,}$/;

/** Reads the contract's common card fields (`type` and `rarity` are read per game). */
export function readCommonFields(reader: FieldReader, game: GameId, setCode: string): CommonCardFields {
  const id = reader.string('id', MAX_CODE_LENGTH);
  const number = reader.integer('number', 0);
  if (id !== '' && !CARD_ID_PATTERN.test(id)) {
    reader.report('id', 'not-allowed', `id "${id}" is not of the form SET_NNN`);
  } else if (id !== '' && setCode !== '' && id !== formatCardId(setCode, number)) {
    reader.report(
      'id',
      'id-mismatch',
      `id "${id}" does not match set ${setCode} and number ${number} (expected ${formatCardId(setCode, number)})`,
    );
  }
  const fields: CommonCardFields = {
    game,
    id,
    set: setCode,
    number,
    name: reader.string('name'),
    unique: reader.boolean('unique'),
  };
  const subtitle = reader.optionalString('subtitle');
  if (subtitle !== undefined) fields.subtitle = subtitle;
  const deckRules = readDeckRules(reader);
  if (deckRules !== undefined) fields.deckRules = deckRules;
  Object.assign(fields, readImageUrls(reader));
  return fields;
}

function readDeckRules(reader: FieldReader): CardDeckRules | undefined {
  const rules = reader.object('deckRules');
  if (rules === undefined) return undefined;
  const result: CardDeckRules = {};
  if (rules.raw('maxCopies') !== undefined) result.maxCopies = rules.nullableInteger('maxCopies');
  if (rules.has('minDeckSize')) result.minDeckSize = rules.integer('minDeckSize');
  return result;
}
