// fast-check arbitraries for request bodies, built from the OpenAPI document's request schemas (the
// DTO classes) and from what a field's name says it holds, each mixing valid-looking values with
// extreme ones (issue 9: "a property-based fuzzer for request bodies built from the DTO shapes").
import fc, { type Arbitrary } from 'fast-check';

export interface JsonSchema {
  $ref?: string;
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  example?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

/** Real values the server knows, so that a fuzzed body gets past the first check and deep into the code. */
export interface FuzzWorld {
  games: string[];
  formats: string[];
  setCodes: string[];
  /** The swu set events are made with. */
  swuSet: string;
  /** Card ids of every game, leaders and characters included. */
  cardIds: string[];
  playerIds: string[];
  joinCodes: string[];
  packIds: string[];
  instanceIds: string[];
}

/** Values no field expects: every JSON type, numbers at the edges, hostile strings. */
export const extremeValue: Arbitrary<unknown> = fc.constantFrom<unknown>(
  null,
  true,
  false,
  0,
  -1,
  0.5,
  1_000_000_000,
  2 ** 31,
  2 ** 53 + 1,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  '',
  '   ',
  'NaN',
  'Infinity',
  '-0',
  '1e9',
  '__proto__',
  'constructor',
  '\u0000',
  '\ud800',
  '\u202e',
  'x'.repeat(65),
  'x'.repeat(101),
  'x'.repeat(100_000),
  [],
  {},
  [[[[]]]],
  JSON.parse('{"__proto__":{"fuzzPolluted":true},"constructor":{"prototype":{"fuzzPolluted":true}}}'),
);

/** Strings of any code point, lone surrogates and NUL included. */
const anyString = fc.string({ unit: 'binary', maxLength: 40 });

/** Any one value a field should never hold. */
const hostileValue: Arbitrary<unknown> = fc.oneof(
  // null on its own: `@IsOptional()` lets it through to code that expects an object or a string.
  { arbitrary: fc.constant(null), weight: 2 },
  { arbitrary: extremeValue, weight: 4 },
  { arbitrary: anyString, weight: 1 },
  { arbitrary: fc.constantFrom('a\u0000b', 'Ana\u0000', '\ud800x'), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
);

/** Mostly `valid` (about 9 in 10), else a hostile value. */
function mostly<T>(valid: Arbitrary<T>): Arbitrary<unknown> {
  return fc.oneof({ arbitrary: valid, weight: 9 }, { arbitrary: hostileValue, weight: 1 });
}

/** Where a value can be replaced: every key of every object and every item of every array, as paths. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object' || prefix.length > 5) return [];
  const keys: (string | number)[] = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return keys.flatMap((key) => [
    [...prefix, key],
    ...pathsOf((value as Record<string | number, unknown>)[key], [...prefix, key]),
  ]);
}

function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  // defineProperty, not `=`: a `__proto__` key must stay an own key, as in a parsed body.
  Object.defineProperty(copy, head, {
    value: replaceAt(copy[head], rest, replacement),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

/**
 * A body that is valid but for one value, three times in four: the value most likely to reach code
 * that trusts it, since every other field passes validation (the chaos suite's approach, at random).
 */
export function withOneHostileValue(body: Arbitrary<unknown>): Arbitrary<unknown> {
  return fc.tuple(body, fc.nat(), hostileValue, fc.nat({ max: 3 })).map(([value, index, hostile, dice]) => {
    const paths = pathsOf(value);
    if (dice === 0 || paths.length === 0) return value;
    return replaceAt(value, paths[index % paths.length], hostile);
  });
}

const pick = (values: string[]): Arbitrary<string> => (values.length ? fc.constantFrom(...values) : fc.string());

/** One of `values`, four times in five one that starts with `prefix`. */
function preferring(prefix: string, values: string[]): Arbitrary<string> {
  const preferred = values.filter((v) => v.startsWith(prefix));
  return preferred.length
    ? fc.oneof({ arbitrary: pick(preferred), weight: 4 }, { arbitrary: pick(values), weight: 1 })
    : pick(values);
}

/** A copy count: small and plausible, or the counts issue 9 found (1e9, 2^53+1, negative, fractional). */
export const countArb: Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 4 }), weight: 8 },
  { arbitrary: fc.constantFrom(-1, 0.5, 1_000_000_000, 2 ** 53 + 1, 1e308, '3', null), weight: 2 },
);

function cardEntry(world: FuzzWorld): Arbitrary<unknown> {
  return mostly(fc.record({ id: mostly(pick(world.cardIds)), count: countArb }, { requiredKeys: ['id'] }));
}

/** The swudb deck JSON of the contract, for every game. */
export function deckArb(world: FuzzWorld): Arbitrary<unknown> {
  const entry = cardEntry(world);
  return fc.record(
    {
      metadata: mostly(fc.record({ name: mostly(fc.string({ maxLength: 120 })) })),
      leader: entry,
      secondleader: entry,
      base: entry,
      deck: mostly(fc.array(entry, { maxLength: 60 })),
      sideboard: mostly(fc.array(entry, { maxLength: 12 })),
    },
    { requiredKeys: [] },
  );
}

/** A deck, a trilogy (a few decks), or nothing like a deck. */
function anyDeckArb(world: FuzzWorld): Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: deckArb(world), weight: 6 },
    { arbitrary: fc.record({ decks: mostly(fc.array(deckArb(world), { maxLength: 5 })) }), weight: 3 },
    { arbitrary: extremeValue, weight: 1 },
  );
}

/** `wins` keyed by the event's players (and strangers), `placements` with ties, for every match kind. */
function winsArb(world: FuzzWorld): Arbitrary<unknown> {
  const key = fc.oneof({ arbitrary: pick(world.playerIds), weight: 5 }, { arbitrary: anyString, weight: 1 });
  return mostly(fc.dictionary(key, countArb, { maxKeys: 5 }));
}

function placementsArb(world: FuzzWorld): Arbitrary<unknown> {
  const player = mostly(pick(world.playerIds));
  return mostly(
    fc.array(fc.oneof({ arbitrary: player, weight: 4 }, { arbitrary: fc.array(player, { maxLength: 3 }), weight: 1 }), {
      maxLength: 6,
    }),
  );
}

function dateArb(): Arbitrary<unknown> {
  return mostly(
    fc.oneof(
      fc
        .date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      fc.constantFrom('2026-02-30', '0000-00-00', '9999-99-99', '2026-13-01', '2026-11-27T25:00:00Z'),
    ),
  );
}

/**
 * Fields whose name says what they hold: real ids and codes, decks, results. Used for every DTO
 * that has such a field, so a new endpoint gets them without a line here.
 */
function byFieldName(name: string, world: FuzzWorld): Arbitrary<unknown> | undefined {
  switch (name) {
    // Mostly swu, so that game, format and set agree and the body gets past the catalog checks.
    case 'game':
      return mostly(preferring('swu', world.games));
    case 'format':
      return mostly(preferring('swu-', world.formats));
    case 'set':
    case 'code':
      return mostly(preferring(world.swuSet, world.setCodes));
    case 'deck':
      return anyDeckArb(world);
    case 'pool':
      return mostly(fc.array(pick(world.cardIds), { maxLength: 120 }));
    case 'joinCode':
      return mostly(pick(world.joinCodes));
    case 'packId':
      return mostly(pick(world.packIds));
    case 'instanceId':
      return mostly(pick(world.instanceIds));
    case 'wins':
      return winsArb(world);
    case 'placements':
      return placementsArb(world);
    case 'players':
      return mostly(fc.array(pick(world.playerIds), { maxLength: 6 }));
    case 'date':
      return dateArb();
    default:
      return undefined;
  }
}

export type RefResolver = (schema: JsonSchema) => JsonSchema;

/** A value for a JSON schema: the schema's own valid values, its boundaries, or anything else. */
export function fromSchema(schema: JsonSchema, world: FuzzWorld, resolve: RefResolver, depth = 0): Arbitrary<unknown> {
  const s = resolve(schema);
  if (s.enum?.length) return mostly(fc.constantFrom(...s.enum));
  if (depth > 5) return extremeValue;
  switch (s.type) {
    case 'string':
      return mostly(
        fc.oneof(
          {
            arbitrary: fc.string({ minLength: 1, maxLength: s.maxLength ?? 100 }).filter((x) => x.trim() !== ''),
            weight: 6,
          },
          { arbitrary: fc.constant('x'.repeat((s.maxLength ?? 100) + 1)), weight: 1 },
          ...(s.example !== undefined ? [{ arbitrary: fc.constant(s.example), weight: 3 }] : []),
        ),
      );
    case 'number':
    case 'integer': {
      const min = s.minimum ?? -1000;
      const max = s.maximum ?? 1000;
      return mostly(
        fc.oneof(
          { arbitrary: fc.integer({ min, max }), weight: 8 },
          { arbitrary: fc.constantFrom(min - 1, max + 1, (min + max) / 2 + 0.5), weight: 1 },
        ),
      );
    }
    case 'boolean':
      return mostly(fc.boolean());
    case 'array':
      return mostly(
        fc.array(s.items ? fromSchema(s.items, world, resolve, depth + 1) : fc.jsonValue(), { maxLength: 8 }),
      );
    default:
      if (s.properties) return objectFromSchema(s, world, resolve, depth);
      return mostly(s.example !== undefined ? fc.constant(s.example) : fc.jsonValue({ maxDepth: 3 }));
  }
}

function objectFromSchema(s: JsonSchema, world: FuzzWorld, resolve: RefResolver, depth: number): Arbitrary<unknown> {
  const fields = Object.fromEntries(
    Object.entries(s.properties ?? {}).map(([name, sub]) => [
      name,
      byFieldName(name, world) ?? fromSchema(sub, world, resolve, depth + 1),
    ]),
  );
  const required = (s.required ?? []).filter((name) => name in fields);
  // Unknown extra keys too: a client may send anything, and whitelisting must drop it safely.
  const extra = fc.dictionary(
    fc.constantFrom('__proto__', 'constructor', 'extra', 'id', 'status', 'token'),
    extremeValue,
    {
      maxKeys: 2,
    },
  );
  const record = fc.oneof(
    { arbitrary: fc.record(fields, { requiredKeys: required }), weight: 4 },
    { arbitrary: fc.record(fields, { requiredKeys: [] }), weight: 1 },
  );
  return mostly(
    fc
      .tuple(record, fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, { arbitrary: extra, weight: 1 }))
      // Through JSON so that `__proto__` stays an own key, as it is in a parsed request body.
      .map(([fields, more]) => (more ? Object.assign(JSON.parse(JSON.stringify(more)) as object, fields) : fields)),
  );
}

/** A card in the Cantina set format or a row of the swu-db format, with every field fuzzed. */
export function cardSetArb(world: FuzzWorld): Arbitrary<{ format: string; body: unknown }> {
  const cantinaCard = fc.record(
    {
      id: mostly(fc.constantFrom('FZA_001', 'FZA_002', 'FZA_999', 'FZA_1', 'SOR_005')),
      number: mostly(fc.integer({ min: 0, max: 1000 })),
      name: mostly(fc.string({ maxLength: 110 })),
      subtitle: mostly(fc.string({ maxLength: 20 })),
      type: mostly(fc.constantFrom('leader', 'base', 'unit', 'event', 'upgrade', 'token', 'character', 'battlefield')),
      rarity: mostly(fc.constantFrom('common', 'uncommon', 'rare', 'legendary', 'special', 'starter')),
      aspects: mostly(
        fc.array(fc.constantFrom('vigilance', 'command', 'aggression', 'cunning', 'villainy', 'heroism'), {
          maxLength: 4,
        }),
      ),
      cost: mostly(fc.integer({ min: -2, max: 20 })),
      unique: mostly(fc.boolean()),
      arenas: mostly(fc.array(fc.constantFrom('ground', 'space'), { maxLength: 3 })),
      traits: mostly(fc.array(fc.string({ maxLength: 12 }), { maxLength: 3 })),
      points: mostly(fc.array(fc.integer({ min: -1, max: 30 }), { maxLength: 3 })),
      deckRules: mostly(fc.record({ maxCopies: countArb })),
    },
    { requiredKeys: ['id', 'name', 'type'] },
  );
  const cantina = fc.record(
    {
      game: mostly(pick(world.games)),
      code: mostly(fc.constantFrom('FZA', 'FZB')),
      name: mostly(fc.string({ maxLength: 110 })),
      cards: mostly(fc.array(cantinaCard, { maxLength: 6 })),
      booster: mostly(fc.constant(null)),
    },
    { requiredKeys: ['game', 'code'] },
  );
  const swudbRow = fc.record(
    {
      Set: mostly(fc.constantFrom('FZC', 'fzc')),
      Number: mostly(fc.oneof(fc.constantFrom('8', '059F', '1001', '-1', '0'), fc.integer({ min: -5, max: 2000 }))),
      Name: mostly(fc.string({ maxLength: 110 })),
      Subtitle: mostly(fc.string({ maxLength: 20 })),
      Type: mostly(fc.constantFrom('Leader', 'Base', 'Unit', 'Event', 'Upgrade', 'Token Unit')),
      Aspects: mostly(fc.array(fc.constantFrom('Vigilance', 'Command', 'Villainy', 'Heroism'), { maxLength: 4 })),
      Traits: mostly(fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 })),
      Arenas: mostly(fc.array(fc.constantFrom('Ground', 'Space'), { maxLength: 2 })),
      Cost: mostly(fc.oneof(fc.integer({ min: -1, max: 12 }), fc.constantFrom('3', ''))),
      Power: mostly(fc.integer({ min: -5, max: 12 })),
      HP: mostly(fc.integer({ min: -5, max: 30 })),
      Rarity: mostly(fc.constantFrom('Common', 'Uncommon', 'Rare', 'Legendary', 'Special')),
      Unique: mostly(fc.boolean()),
      DoubleSided: mostly(fc.boolean()),
      VariantType: mostly(fc.constantFrom('Normal', 'Hyperspace', 'Showcase', 'Foil')),
      FrontArt: mostly(fc.webUrl()),
    },
    { requiredKeys: ['Set', 'Number', 'Name', 'Type', 'VariantType'] },
  );
  const swudb = fc.record({ data: mostly(fc.array(swudbRow, { maxLength: 6 })) });
  return fc.oneof(
    cantina.map((body) => ({ format: 'cantina', body })),
    swudb.map((body) => ({ format: 'swudb', body })),
    fc.tuple(fc.constantFrom('cantina', 'swudb', 'xml', ''), extremeValue).map(([format, body]) => ({ format, body })),
  );
}
