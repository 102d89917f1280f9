/**
 * Deck validation under hostile bodies (issue 9, items 1-3). Builds the worst bodies we could think
 * of within the 5 MB body limit and times, on this thread, all the synchronous work one request does
 * with them, in the order the API does it:
 *
 *   validate:     shape scan (depth, values) -> JSON.parse -> ValidateDeckBodyPipe (class-transformer + class-validator
 *                 on ValidateDeckDto, the deck left out) -> parseDeckList -> validateDeck
 *   registration: shape scan -> JSON.parse -> parseDeckList -> validateDeck (PUT .../deck has no DTO)
 *
 * The demo card sets (which every Cantina loads) are the catalogs. Each row is the median of a few
 * runs after one warm-up; the goal is that no request holds the event loop for more than ~50 ms.
 * `parse` is the part of it that any JSON body of that size costs on any endpoint (shape scan and
 * JSON.parse in the body middleware); the rest is the endpoint's own work.
 *
 * Run: `node tools/bench/validate/run.cjs` (see README.md).
 */
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  createCardCatalog,
  DECK_LIST_LIMITS,
  parseCardSet,
  parseDeckList,
  validateDeck,
  type Card,
  type CardCatalog,
} from '@cantina/games';
// The bench times the API's own shape scan and pipe, so it reaches into the app's source.
// eslint-disable-next-line @nx/enforce-module-boundaries
import {
  jsonShapeProblem,
  MAX_JSON_DEPTH,
  MAX_JSON_VALUES_EXCEPT_SET_IMPORT as MAX_VALUES,
} from '../../../apps/api/src/common/json-shape';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { ValidateDeckBodyPipe } from '../../../apps/api/src/decks/validate-deck-body.pipe';

const BODY_LIMIT = 5 * 1024 * 1024;
const RUNS = Number(process.env['VALIDATE_BENCH_RUNS'] ?? 5);
const TARGET_MS = 50;
const DEMO_DIR = join(__dirname, '../../../apps/api/src/assets/demo-sets');

function demoCatalog(file: string): CardCatalog {
  const parsed = parseCardSet(JSON.parse(readFileSync(join(DEMO_DIR, file), 'utf8')));
  if (!parsed.ok) throw new Error(`demo set ${file} does not parse`);
  return createCardCatalog(parsed.set.game, parsed.set.cards as Card[]);
}
const catalogs: Record<string, CardCatalog> = {
  swu: demoCatalog('swu-demo.json'),
  swtcg: demoCatalog('swtcg-demo.json'),
  destiny: demoCatalog('destiny-demo.json'),
};
const idsOf = (game: string, types?: string[]) =>
  catalogs[game]
    .cards()
    .filter((card) => types === undefined || types.includes(card.type))
    .map((card) => card.id);

type Entry = { id: string; count: number };
/** `n` entries cycling through `ids`, each at `count`. */
const entries = (ids: string[], n: number, count: number): Entry[] =>
  Array.from({ length: n }, (_, i) => ({ id: ids[i % ids.length], count }));
const fullSlot = (ids: string[], count: number = DECK_LIST_LIMITS.maxCount) =>
  entries(ids, DECK_LIST_LIMITS.maxEntriesPerSlot, count);
const unknownIds = Array.from({ length: DECK_LIST_LIMITS.maxEntriesPerSlot }, (_, i) => `ZZZ_${i}`.padEnd(64, 'x'));

const swuPlayable = idsOf('swu', ['unit', 'event', 'upgrade']);
const swuLeaders = idsOf('swu', ['leader']);
const swuBases = idsOf('swu', ['base']);
const bigSwuDeck = (i: number, count: number = DECK_LIST_LIMITS.maxCount) => ({
  metadata: { name: 'n'.repeat(100), author: 'a'.repeat(100) },
  leader: { id: swuLeaders[i % swuLeaders.length], count },
  secondleader: { id: swuLeaders[(i + 1) % swuLeaders.length], count },
  base: { id: swuBases[i % swuBases.length], count },
  deck: fullSlot(swuPlayable.slice(i * 50).concat(swuPlayable), count),
  sideboard: fullSlot(swuPlayable.slice(100 + i * 30).concat(swuPlayable), count),
});

/** Pads a body up to (just under) the 5 MB limit with a field nobody reads. */
function padded(body: Record<string, unknown>, where: 'top' | 'deck'): string {
  const base = JSON.stringify(body);
  const room = BODY_LIMIT - base.length - 64;
  const junk = Array.from({ length: Math.floor(room / 2) }, () => 0);
  if (where === 'top') return JSON.stringify({ ...body, junk });
  return JSON.stringify({ ...body, deck: { ...(body['deck'] as object), junk } });
}

interface Attack {
  name: string;
  game: string;
  format: string;
  deck: unknown;
  pool?: string[];
  /** Raw JSON text for the validate endpoint when the body is more than `{ game, format, deck, pool }`. */
  raw?: string;
}

const trilogyAttack = Array.from({ length: 1000 }, (_, i) => ({
  metadata: { name: `Deck number ${i}`, author: 'An attacker with a lot of time' },
  leader: { id: swuLeaders[i % swuLeaders.length], count: 1 },
  base: { id: swuBases[i % swuBases.length], count: 1 },
  deck: entries(swuPlayable.slice(i % 100), 155, 1),
}));

const ATTACKS: Attack[] = [
  {
    name: 'destiny: a character at count 1e9 (item 1)',
    game: 'destiny',
    format: 'destiny-standard',
    deck: { deck: [{ id: 'CDD_003', count: 1_000_000_000 }] },
  },
  {
    name: 'destiny: 500 characters and 500 cards at 999 each',
    game: 'destiny',
    format: 'destiny-standard',
    deck: {
      base: { id: 'CDD_120', count: 999 },
      deck: fullSlot(idsOf('destiny')),
      sideboard: fullSlot(idsOf('destiny')),
    },
  },
  {
    name: 'swu-trilogy: 1,000 decks (item 2)',
    game: 'swu',
    format: 'swu-trilogy',
    deck: { decks: trilogyAttack },
  },
  {
    name: 'swu-trilogy: 10 full decks (largest count parsed)',
    game: 'swu',
    format: 'swu-trilogy',
    deck: { decks: Array.from({ length: DECK_LIST_LIMITS.maxDecks }, (_, i) => bigSwuDeck(i)) },
  },
  {
    name: 'swu-trilogy: 3 full decks (largest validated)',
    game: 'swu',
    format: 'swu-trilogy',
    deck: { decks: [0, 1, 2].map((i) => bigSwuDeck(i)) },
  },
  {
    name: 'swu-trilogy: 3 full decks at count 1 (combined copies)',
    game: 'swu',
    format: 'swu-trilogy',
    deck: { decks: [0, 1, 2].map((i) => bigSwuDeck(i, 1)) },
  },
  { name: 'swu-premier: full deck and sideboard', game: 'swu', format: 'swu-premier', deck: bigSwuDeck(0) },
  { name: 'swu-twin-suns: full deck', game: 'swu', format: 'swu-twin-suns', deck: bigSwuDeck(1) },
  {
    name: 'swu-premier: 1,000 unknown 64-character ids',
    game: 'swu',
    format: 'swu-premier',
    deck: {
      deck: entries(unknownIds, 500, 1),
      sideboard: entries(
        unknownIds.map((id) => `Y${id.slice(1)}`),
        500,
        1,
      ),
    },
  },
  {
    name: 'swu-sealed: full deck, 5,000-card pool',
    game: 'swu',
    format: 'swu-sealed',
    deck: bigSwuDeck(2),
    pool: entries(swuPlayable, 5000, 1).map((e) => e.id),
  },
  {
    name: 'swtcg-constructed: full deck and supply',
    game: 'swtcg',
    format: 'swtcg-constructed',
    deck: { deck: fullSlot(idsOf('swtcg')), sideboard: fullSlot(idsOf('swtcg').reverse()) },
  },
  {
    name: 'swtcg-sealed: full deck, 5,000-card pool',
    game: 'swtcg',
    format: 'swtcg-sealed',
    deck: { deck: fullSlot(idsOf('swtcg')), sideboard: fullSlot(idsOf('swtcg')) },
    pool: entries(idsOf('swtcg'), 5000, 1).map((e) => e.id),
  },
  { name: 'dbg-standard: a deck (deckless format)', game: 'dbg', format: 'dbg-standard', deck: bigSwuDeck(0) },
  {
    name: '5 MB of numbers beside the deck',
    game: 'swu',
    format: 'swu-premier',
    deck: bigSwuDeck(0),
    raw: padded({ game: 'swu', format: 'swu-premier', deck: bigSwuDeck(0) }, 'deck'),
  },
  {
    name: '5 MB of 64-deep arrays beside the deck',
    game: 'swu',
    format: 'swu-premier',
    deck: {},
    raw: `{"game":"swu","format":"swu-premier","deck":{"junk":[${Array.from(
      { length: Math.floor((BODY_LIMIT - 200) / (2 * (MAX_JSON_DEPTH - 3) + 1)) },
      () => '['.repeat(MAX_JSON_DEPTH - 3) + ']'.repeat(MAX_JSON_DEPTH - 3),
    ).join(',')}]}}`,
  },
  {
    name: `just under ${MAX_VALUES.toLocaleString('en')} values: empty arrays`,
    game: 'swu',
    format: 'swu-premier',
    deck: {},
    raw: `{"game":"swu","format":"swu-premier","deck":{"junk":[${Array.from({ length: MAX_VALUES / 2 - 100 }, () => '[]').join(',')}]}}`,
  },
  {
    name: `just under ${MAX_VALUES.toLocaleString('en')} values: numbers`,
    game: 'swu',
    format: 'swu-premier',
    deck: {},
    raw: `{"game":"swu","format":"swu-premier","deck":{"junk":[${Array.from({ length: MAX_VALUES - 100 }, () => '1').join(',')}]}}`,
  },
  {
    name: '450,000 values: 7-character strings',
    game: 'swu',
    format: 'swu-sealed',
    deck: {},
    raw: `{"game":"swu","format":"swu-sealed","deck":{},"junk":[${Array.from({ length: 450_000 }, () => '"abcdefg"').join(',')}]}`,
  },
  {
    name: '5 MB pool of one-letter ids',
    game: 'swu',
    format: 'swu-sealed',
    deck: {},
    raw: `{"game":"swu","format":"swu-sealed","deck":{},"pool":[${Array.from(
      { length: Math.floor((BODY_LIMIT - 200) / 4) },
      () => '"a"',
    ).join(',')}]}`,
  },
  {
    name: '100,000-deep body (item 3)',
    game: 'swu',
    format: 'swu-premier',
    deck: {},
    raw: `{"game":"swu","format":"swu-premier","deck":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
  },
];

const pipe = new ValidateDeckBodyPipe();

/** Runs the steps of one request in order; stops (as the API would) at the first 4xx. */
async function oneRequest(raw: Buffer, registration: boolean, game: string, format: string): Promise<string> {
  // The API's scan for every route but a set import (apps/api/src/common/body-parsing.ts).
  const shape = jsonShapeProblem(raw, MAX_JSON_DEPTH, MAX_VALUES);
  if (shape === 'too-deep') return '400 body-too-deep';
  if (shape === 'too-many-values') return '413 payload-too-large (values)';
  if (shape === 'too-many-keys') return '413 payload-too-large (keys)';
  const body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
  let deckBody: unknown = body;
  let pool: string[] | undefined;
  if (!registration) {
    try {
      const dto = await pipe.transform(body);
      deckBody = dto.deck;
      pool = dto.pool;
    } catch {
      return '400 validation-failed (DTO)';
    }
  }
  const parsed = parseDeckList(deckBody);
  if (!parsed.ok) return `400 validation-failed (${parsed.problems[0].path})`;
  const result = validateDeck({ game, format, deck: parsed.deck, pool, catalog: catalogs[game] ?? catalogs['swu'] });
  return result.valid ? '200 valid' : `200/422 ${result.errors.length} errors`;
}

/** Median of RUNS runs after one warm-up. */
async function median(run: () => Promise<unknown> | unknown): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const started = performance.now();
    await run();
    if (i > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

async function time(raw: Buffer, registration: boolean, attack: Attack): Promise<{ ms: number; outcome: string }> {
  let outcome = '';
  const ms = await median(async () => {
    outcome = await oneRequest(raw, registration, attack.game, attack.format);
  });
  return { ms, outcome };
}

/** The part every JSON body of this size pays, whatever the endpoint: the shape scan and JSON.parse. */
const parseOnly = (raw: Buffer) =>
  median(() => jsonShapeProblem(raw, MAX_JSON_DEPTH, MAX_VALUES) === undefined && JSON.parse(raw.toString('utf8')));

async function main(): Promise<void> {
  let worst = { ms: 0, name: '' };
  console.log(`Deck validation, worst bodies within ${BODY_LIMIT / 1024 / 1024} MB (median of ${RUNS} runs, ms)\n`);
  console.log(
    `${'attack'.padEnd(56)} ${'body'.padStart(9)}  ${'parse'.padStart(7)}  ${'validate'.padStart(9)}  ${'register'.padStart(9)}  outcome`,
  );
  for (const attack of ATTACKS) {
    const validateBody = Buffer.from(
      attack.raw ?? JSON.stringify({ game: attack.game, format: attack.format, deck: attack.deck, pool: attack.pool }),
    );
    if (validateBody.length > BODY_LIMIT) throw new Error(`${attack.name}: body of ${validateBody.length} bytes`);
    const registerBody = Buffer.from(attack.raw === undefined ? JSON.stringify(attack.deck) : attack.raw);
    const validate = await time(validateBody, false, attack);
    const register = await time(registerBody, true, attack);
    const parse = await parseOnly(validateBody);
    for (const [ms, kind] of [
      [validate.ms, 'validate'],
      [register.ms, 'register'],
    ] as const) {
      if (ms > worst.ms) worst = { ms, name: `${kind}: ${attack.name}` };
    }
    console.log(
      `${attack.name.padEnd(56)} ${(validateBody.length / 1024).toFixed(0).padStart(6)} KB  ${parse.toFixed(1).padStart(7)}  ${validate.ms
        .toFixed(1)
        .padStart(9)}  ${register.ms.toFixed(1).padStart(9)}  ${validate.outcome}`,
    );
  }
  console.log(`\nworst: ${worst.ms.toFixed(1)} ms (${worst.name}); target ${TARGET_MS} ms`);
  console.log(worst.ms <= TARGET_MS ? 'OK: every body is handled within the target' : 'OVER the target');
}

void main();
