import type { CardSetParseResult, CardSetProblem } from './card-set-problem';
import { formatCardId } from './common-card-fields';
import { FieldReader, MAX_CODE_LENGTH } from './field-reader';
import { childPath, describeType, isRecord } from './json-path';
import type { SwuArena, SwuAspect, SwuCard, SwuCardType, SwuRarity } from './swu-card';

/** swu-db `Type` → Cantina `type`; tokens ("Token Unit", "Token Upgrade") are all `token`. */
const TYPE_BY_SWUDB: Record<string, SwuCardType> = {
  Leader: 'leader',
  Base: 'base',
  Unit: 'unit',
  Event: 'event',
  Upgrade: 'upgrade',
  Token: 'token',
  'Token Unit': 'token',
  'Token Upgrade': 'token',
};
const RARITY_BY_SWUDB: Record<string, SwuRarity> = {
  Common: 'common',
  Uncommon: 'uncommon',
  Rare: 'rare',
  Legendary: 'legendary',
  Special: 'special',
};
const ASPECT_BY_SWUDB: Record<string, SwuAspect> = {
  Vigilance: 'vigilance',
  Command: 'command',
  Aggression: 'aggression',
  Cunning: 'cunning',
  Villainy: 'villainy',
  Heroism: 'heroism',
};
const ARENA_BY_SWUDB: Record<string, SwuArena> = { Ground: 'ground', Space: 'space' };

/** The printing that is the card itself; Hyperspace, Showcase, Foil… rows are other printings. */
const NORMAL_VARIANT = 'Normal';

export interface SwudbSetOptions {
  /** Display name of the set; the swu-db data only carries its code. Defaults to the code. */
  name?: string;
}

/**
 * Maps the JSON the public swu-db card API returns for one set (`{ data: [...] }`) into a Cantina
 * card set. Only "Normal" rows become cards; ids are `SET_NNN`.
 */
export function parseSwudbSet(input: unknown, options: SwudbSetOptions = {}): CardSetParseResult {
  const problems: CardSetProblem[] = [];
  const rows = readRows(input, problems);
  const cards: SwuCard[] = [];
  const firstIndexById = new Map<string, number>();
  let setCode: string | undefined;

  rows.forEach((row, index) => {
    const path = childPath('data', index);
    if (!isRecord(row)) {
      problems.push({ path, code: 'wrong-type', message: `a row must be an object, not ${describeType(row)}` });
      return;
    }
    const reader = new FieldReader(row, path, problems);
    if (reader.string('VariantType', MAX_CODE_LENGTH) !== NORMAL_VARIANT) return;

    const card = readRow(reader);
    setCode ??= card.set;
    if (card.set !== '' && card.set !== setCode) {
      reader.report('Set', 'mixed-sets', `row is from set ${card.set}, the file is set ${setCode}`);
    }
    const firstIndex = firstIndexById.get(card.id);
    if (firstIndex === undefined) firstIndexById.set(card.id, index);
    else reader.report('Number', 'duplicate-id', `${card.id} is also data[${firstIndex}]`);
    cards.push(card);
  });

  if (rows.length > 0 && cards.length === 0 && problems.length === 0) {
    problems.push({ path: 'data', code: 'empty', message: 'no row has VariantType "Normal"' });
  }
  if (problems.length > 0 || setCode === undefined) return { ok: false, problems };
  return {
    ok: true,
    set: { game: 'swu', code: setCode, name: options.name ?? setCode, cards, booster: null },
  };
}

function readRows(input: unknown, problems: CardSetProblem[]): unknown[] {
  if (!isRecord(input)) {
    problems.push({ path: '', code: 'wrong-type', message: 'expected a JSON object with a data array' });
    return [];
  }
  const data = input['data'];
  if (!Array.isArray(data)) {
    const code = data === undefined || data === null ? 'required' : 'wrong-type';
    problems.push({ path: 'data', code, message: 'data must be an array of cards' });
    return [];
  }
  if (data.length === 0) problems.push({ path: 'data', code: 'empty', message: 'data holds no cards' });
  return data;
}

function readRow(reader: FieldReader): SwuCard {
  const set = reader.string('Set', MAX_CODE_LENGTH).toUpperCase();
  if (set !== '' && !/^[A-Z0-9]+$/.test(set)) {
    reader.report('Set', 'not-allowed', `set code "${set}" may only hold letters and digits`);
  }
  const number = readNumber(reader, 'Number') ?? 0;
  const type = mapOne(reader, 'Type', TYPE_BY_SWUDB) ?? 'unit';
  const card: SwuCard = {
    game: 'swu',
    id: formatCardId(set, number),
    set,
    number,
    name: reader.string('Name'),
    type,
    rarity: mapOne(reader, 'Rarity', RARITY_BY_SWUDB) ?? 'common',
    unique: reader.boolean('Unique'),
    aspects: mapList(reader, 'Aspects', ASPECT_BY_SWUDB),
    cost: readNumber(reader, 'Cost') ?? null,
    // Leaders and bases list the arena of their unit side or none; the Cantina model keeps arenas
    // for cards that are played into an arena (contract example: a leader has `arenas: []`).
    arenas: type === 'unit' || type === 'token' ? mapList(reader, 'Arenas', ARENA_BY_SWUDB) : [],
    traits: reader.stringList('Traits').map((trait) => trait.trim().toLowerCase()),
  };
  const subtitle = reader.optionalString('Subtitle');
  if (subtitle !== undefined) card.subtitle = subtitle;
  const power = readNumber(reader, 'Power');
  if (power !== undefined) card.power = power;
  const hp = readNumber(reader, 'HP');
  if (hp !== undefined) card.hp = hp;
  return card;
}

/** swu-db writes numbers as strings ("005", "6"); "" or absent means none. */
function readNumber(reader: FieldReader, key: string): number | undefined {
  const raw = reader.raw(key);
  if (raw === undefined || raw === null || raw === '') return undefined;
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^\d+$/.test(text.trim())) {
    reader.report(key, 'wrong-type', `${key} must be a whole number, not ${JSON.stringify(raw)}`);
    return undefined;
  }
  return Number(text.trim());
}

function mapOne<T>(reader: FieldReader, key: string, table: Record<string, T>): T | undefined {
  const raw = reader.raw(key);
  if (typeof raw === 'string' && Object.hasOwn(table, raw)) return table[raw];
  const known = Object.keys(table).join(', ');
  if (raw === undefined || raw === null) reader.report(key, 'required', `${key} is required (${known})`);
  else reader.report(key, 'not-allowed', `${JSON.stringify(raw)} is not one of ${known}`);
  return undefined;
}

function mapList<T>(reader: FieldReader, key: string, table: Record<string, T>): T[] {
  const raw = reader.raw(key);
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    reader.report(key, 'wrong-type', `${key} must be an array, not ${describeType(raw)}`);
    return [];
  }
  const result: T[] = [];
  raw.forEach((item: unknown, index) => {
    if (typeof item === 'string' && Object.hasOwn(table, item)) {
      const value = table[item];
      if (!result.includes(value)) result.push(value);
    } else {
      reader.report(
        childPath(key, index),
        'not-allowed',
        `${JSON.stringify(item)} is not one of ${Object.keys(table).join(', ')}`,
      );
    }
  });
  return result;
}
