import type { CardSetParseResult, CardSetProblem } from './card-set-problem';
import { formatCardId } from './common-card-fields';
import { FieldReader, MAX_CODE_LENGTH, MAX_TEXT_LENGTH } from './field-reader';
import { childPath, describeType, isRecord } from './json-path';
import { readImageUrls } from './read-image-urls';
import type { SwuArena, SwuAspect, SwuCard, SwuCardType, SwuRarity } from './swu-card';
import {
  peekSwudbNumber,
  printingId,
  readCollectorNumber,
  readSwudbInteger,
  readSwudbList,
  readSwudbNames,
} from './swudb-values';
import type { NormalPrinting, PrintingIdentity, VariantPrinting } from './swudb-variants';
import { aliasesByCard } from './swudb-variants';

/** swu-db `Type` → Cantina `type`; tokens ("Token Unit", "Token Upgrade", …) are all `token`. */
const TYPE_BY_SWUDB: Record<string, SwuCardType> = {
  Leader: 'leader',
  Base: 'base',
  Unit: 'unit',
  Event: 'event',
  Upgrade: 'upgrade',
  Token: 'token',
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
const SWUDB_IMAGE_KEYS = { front: 'FrontArt', back: 'BackArt' };

export interface SwudbSetOptions {
  /** Display name of the set; the swu-db data only carries its code. Defaults to the code. */
  name?: string;
}

interface NormalRow {
  card: SwuCard;
  index: number;
  reader: FieldReader;
  printing: NormalPrinting;
}

/**
 * Maps the JSON the public swu-db card API returns for one set (`{ data: [...] }`) into a Cantina
 * card set, taking every file that API serves as it is (contract rev 2). "Normal" rows become cards
 * (`SET_NNN`); every other row is another printing of a card and becomes one of its `aliases`.
 */
export function parseSwudbSet(input: unknown, options: SwudbSetOptions = {}): CardSetParseResult {
  const problems: CardSetProblem[] = [];
  const rows = readRows(input, problems);
  const normals: NormalRow[] = [];
  const variants: { reader: FieldReader; set: string }[] = [];

  rows.forEach((row, index) => {
    const path = childPath('data', index);
    if (!isRecord(row)) {
      problems.push({ path, code: 'wrong-type', message: `a row must be an object, not ${describeType(row)}` });
      return;
    }
    const reader = new FieldReader(row, path, problems);
    if (reader.string('VariantType', MAX_CODE_LENGTH) !== NORMAL_VARIANT) {
      variants.push({ reader, set: rowSet(reader) });
      return;
    }
    // Tokens are never drafted nor put in a deck; one numbered outside the card numbers ("T01") is left out.
    if (isTokenType(reader.raw('Type')) && peekSwudbNumber(reader)?.kind !== 'digits') return;
    const card = readCard(reader);
    normals.push({ card, index, reader, printing: { ...printingIdentity(reader), id: card.id } });
  });

  const setCode = normals[0]?.card.set;
  const cards = keepOnePerId(normals, setCode);
  if (rows.length > 0 && cards.length === 0 && problems.length === 0) {
    problems.push({ path: 'data', code: 'empty', message: 'no row has VariantType "Normal"' });
  }
  if (problems.length > 0 || setCode === undefined) return { ok: false, problems };

  const aliases = aliasesByCard(
    cards.map((normal) => normal.printing),
    variants.flatMap(({ reader, set }) => variantPrinting(reader, set, setCode) ?? []),
  );
  return {
    ok: true,
    set: {
      game: 'swu',
      code: setCode,
      name: options.name ?? setCode,
      cards: cards.map(({ card }) => withAliases(card, aliases.get(card.id))),
      booster: null,
    },
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

/**
 * One card per id: a second Normal row of an id is a problem, except that a token never displaces a
 * card (nor blocks one); the first row's set is the file's set, and a row of another set is a problem.
 */
function keepOnePerId(normals: readonly NormalRow[], setCode: string | undefined): NormalRow[] {
  const byId = new Map<string, NormalRow>();
  for (const normal of normals) {
    const { card, reader } = normal;
    if (card.set !== '' && card.set !== setCode) {
      reader.report('Set', 'mixed-sets', `row is from set ${card.set}, the file is set ${setCode}`);
    }
    const first = byId.get(card.id);
    if (first === undefined) byId.set(card.id, normal);
    else if (card.type === 'token') continue;
    else if (first.card.type === 'token') byId.set(card.id, normal);
    else reader.report('Number', 'duplicate-id', `${card.id} is also data[${first.index}]`);
  }
  return [...byId.values()].sort((a, b) => a.index - b.index);
}

function readCard(reader: FieldReader): SwuCard {
  const set = rowSet(reader);
  if (set === '') reader.string('Set', MAX_CODE_LENGTH);
  else if (!SET_CODE.test(set))
    reader.report('Set', 'not-allowed', `set code "${set}" may only hold letters and digits`);
  const number = readCollectorNumber(reader) ?? 0;
  const type = readType(reader) ?? 'unit';
  const card: SwuCard = {
    game: 'swu',
    id: formatCardId(set, number),
    set,
    number,
    name: reader.string('Name'),
    type,
    rarity: mapOne(reader, 'Rarity', RARITY_BY_SWUDB) ?? 'common',
    unique: reader.boolean('Unique'),
    aspects: readSwudbList(reader, 'Aspects', ASPECT_BY_SWUDB),
    cost: readSwudbInteger(reader, 'Cost', false) ?? null,
    // Leaders and bases list the arena of their unit side or none; the Cantina model keeps arenas
    // for cards that are played into an arena (contract example: a leader has `arenas: []`).
    arenas: type === 'unit' || type === 'token' ? readSwudbList(reader, 'Arenas', ARENA_BY_SWUDB) : [],
    traits: readSwudbNames(reader, 'Traits', MAX_TEXT_LENGTH).map((trait) => trait.toLowerCase()),
  };
  const subtitle = reader.optionalString('Subtitle');
  if (subtitle !== undefined) card.subtitle = subtitle;
  const power = readSwudbInteger(reader, 'Power', true);
  if (power !== undefined) card.power = power;
  const hp = readSwudbInteger(reader, 'HP', true);
  if (hp !== undefined) card.hp = hp;
  Object.assign(card, readImageUrls(reader, SWUDB_IMAGE_KEYS));
  return card;
}

const SET_CODE = /^[A-Z0-9]+$/;

function rowSet(reader: FieldReader): string {
  const raw = reader.raw('Set');
  return typeof raw === 'string' && raw.length <= MAX_CODE_LENGTH ? raw.trim().toUpperCase() : '';
}

function isTokenType(raw: unknown): boolean {
  return typeof raw === 'string' && raw.startsWith('Token');
}

/** swu-db `Type`; every kind of token ("Token Unit", "Token Upgrade", …) is a `token`. */
function readType(reader: FieldReader): SwuCardType | undefined {
  const raw = reader.raw('Type');
  if (isTokenType(raw)) return 'token';
  return mapOne(reader, 'Type', TYPE_BY_SWUDB);
}

function printingIdentity(reader: FieldReader): PrintingIdentity {
  const text = (key: string) => {
    const raw = reader.raw(key);
    return typeof raw === 'string' ? raw.trim() : '';
  };
  const aspects = reader.raw('Aspects');
  return {
    name: text('Name'),
    subtitle: text('Subtitle'),
    type: text('Type'),
    aspects: Array.isArray(aspects) ? JSON.stringify(aspects) : '[]',
  };
}

/** A variant row of the file's set with a usable number; anything else is not an alias of anything. */
function variantPrinting(reader: FieldReader, set: string, setCode: string): VariantPrinting | undefined {
  const number = peekSwudbNumber(reader);
  if (set !== setCode || number === undefined) return undefined;
  return { ...printingIdentity(reader), id: printingId(setCode, number) };
}

function withAliases(card: SwuCard, aliases: string[] | undefined): SwuCard {
  return aliases === undefined ? card : { ...card, aliases };
}

function mapOne<T>(reader: FieldReader, key: string, table: Record<string, T>): T | undefined {
  const raw = reader.raw(key);
  if (typeof raw === 'string' && Object.hasOwn(table, raw)) return table[raw];
  const known = Object.keys(table).join(', ');
  if (raw === undefined || raw === null) reader.report(key, 'required', `${key} is required (${known})`);
  else reader.report(key, 'not-allowed', `${JSON.stringify(raw)} is not one of ${known}`);
  return undefined;
}
