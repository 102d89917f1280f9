import type { CommonCardFields } from './common-card-fields';
import type { FieldReader } from './field-reader';
import type { SwtcgCard } from './swtcg-card';
import { SWTCG_CARD_TYPES, SWTCG_RARITIES, SWTCG_SIDES, SWTCG_UNIT_TYPES } from './swtcg-card';

const VERSION_PATTERN = /^[A-Z]{1,2}$/;

export function readSwtcgCard(reader: FieldReader, common: CommonCardFields): SwtcgCard {
  const type = reader.oneOf('type', SWTCG_CARD_TYPES);
  const card: SwtcgCard = {
    ...common,
    game: 'swtcg',
    type,
    rarity: reader.oneOf('rarity', SWTCG_RARITIES),
    unitTypes: reader.listOf('unitTypes', SWTCG_UNIT_TYPES),
    side: reader.oneOf('side', SWTCG_SIDES),
    version: readVersion(reader),
    englishName: reader.optionalString('englishName') ?? common.name,
    cost: reader.nullableInteger('cost'),
  };
  if (type === 'unit' && reader.isMissingOrEmpty('unitTypes')) {
    reader.report('unitTypes', 'required', 'a unit needs its unit types (space, ground, character)');
  }
  // SWTCG rulebook (es) "Cartas únicas" l.172: a version letter is what marks a card unique.
  if (reader.has('unique') && card.unique !== (card.version !== null)) {
    reader.report(
      'unique',
      'inconsistent',
      card.unique ? 'a unique card needs a version letter' : 'a card with a version letter is unique',
    );
  }
  return card;
}

function readVersion(reader: FieldReader): string | null {
  const version = reader.optionalString('version', 2);
  if (version === undefined) return null;
  if (!VERSION_PATTERN.test(version)) {
    reader.report('version', 'not-allowed', `version "${version}" must be a capital letter`);
  }
  return version;
}
