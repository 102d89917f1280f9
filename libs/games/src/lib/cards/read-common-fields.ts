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
  const aliases = readAliases(reader, setCode);
  if (aliases.length > 0) fields.aliases = aliases;
  return fields;
}

/** More printings than any card has; the bound keeps one card's list small. */
export const MAX_ALIASES_PER_CARD = 100;
const ALIAS_PATTERN = /^[A-Za-z0-9]+_[A-Za-z0-9]+$/;

/** `aliases`: ids of other printings of the card, each `SET_…` of the card's own set (contract rev 2). */
function readAliases(reader: FieldReader, setCode: string): string[] {
  const raw = reader.raw('aliases');
  if (Array.isArray(raw) && raw.length > MAX_ALIASES_PER_CARD) {
    reader.report('aliases', 'too-long', `a card has at most ${MAX_ALIASES_PER_CARD} aliases`);
    return [];
  }
  const aliases: string[] = [];
  reader.stringList('aliases', MAX_CODE_LENGTH).forEach((alias, index) => {
    const path = `aliases[${index}]`;
    if (!ALIAS_PATTERN.test(alias) || (setCode !== '' && !alias.startsWith(`${setCode}_`))) {
      reader.report(path, 'not-allowed', `alias "${alias}" is not of the form ${setCode || 'SET'}_NNN`);
    } else if (aliases.includes(alias)) {
      reader.report(path, 'inconsistent', `${alias} is listed twice`);
    } else {
      aliases.push(alias);
    }
  });
  return aliases;
}

function readDeckRules(reader: FieldReader): CardDeckRules | undefined {
  const rules = reader.object('deckRules');
  if (rules === undefined) return undefined;
  const result: CardDeckRules = {};
  if (rules.raw('maxCopies') !== undefined) result.maxCopies = rules.nullableInteger('maxCopies');
  if (rules.has('minDeckSize')) result.minDeckSize = rules.integer('minDeckSize');
  return result;
}
