import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateDeck } from '../decks/validate-deck';
import type { DeckList } from '../decks/deck-list';
import type { CardSet } from './card';
import { canonicalCardId, createCardCatalog } from './card-catalog';
import { parseCardSet } from './parse-card-set';
import { parseSwudbSet } from './parse-swudb-set';
import type { SwuCard } from './swu-card';

/** TEST DATA: invented set files in the exact shape the public swu-db API serves (no real card). */
const FIXTURES = join(__dirname, '..', '..', 'testing', 'swudb-fixtures');
const fixture = (file: string): unknown => JSON.parse(readFileSync(join(FIXTURES, file), 'utf8'));

function parsed(file: string): CardSet<SwuCard> {
  const result = parseSwudbSet(fixture(file));
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.set as CardSet<SwuCard>;
}

const byId = (set: CardSet<SwuCard>, id: string): SwuCard => {
  const card = set.cards.find((c) => c.id === id);
  if (card === undefined) throw new Error(`${id} not in ${set.code}`);
  return card;
};

/** Fields of the Cantina card model: nothing of the source's text, prices or artist is kept. */
const MODEL_KEYS = new Set([
  ...['game', 'id', 'set', 'number', 'name', 'subtitle', 'type', 'rarity', 'unique', 'aspects', 'cost'],
  ...['arenas', 'traits', 'power', 'hp', 'imageUrl', 'backImageUrl', 'aliases', 'deckRules'],
]);

describe('swu-db set files as the API serves them (invented fixtures)', () => {
  it.each(['xsr.json', 'xib.json', 'xlt.json'])(
    '%s imports, and the Cantina format accepts the result as is',
    (file) => {
      const set = parsed(file);
      expect(set.cards.length).toBeGreaterThan(0);
      for (const card of set.cards) expect(Object.keys(card).filter((key) => !MODEL_KEYS.has(key))).toEqual([]);
      expect(parseCardSet(JSON.parse(JSON.stringify(set)))).toEqual({ ok: true, set });
    },
  );

  it('keeps one card per Normal row and makes every other printing an alias of it', () => {
    const set = parsed('xsr.json');
    expect(set.cards).toHaveLength(25);
    expect(new Set(set.cards.map((c) => c.id)).size).toBe(25);
    // Foil shares the card's number (no alias); Hyperspace Foil shares the Hyperspace number (one alias).
    expect(byId(set, 'XSR_001').aliases).toEqual(['XSR_270', 'XSR_1001']);
    expect(byId(set, 'XSR_019').aliases).toEqual(['XSR_290']);
    expect(byId(set, 'XSR_030').aliases).toEqual(['XSR_300']);
    expect(byId(set, 'XSR_040').aliases).toEqual(['XSR_1040', 'XSR_1041', 'XSR_1042']);
    expect(byId(set, 'XSR_042').aliases).toEqual(['XSR_042F']);
    expect(byId(set, 'XSR_033')).not.toHaveProperty('aliases');
  });

  it('reads negative and signed stat modifiers, strings for numbers, missing, empty and three aspects', () => {
    const set = parsed('xsr.json');
    expect(byId(set, 'XSR_050')).toMatchObject({ type: 'upgrade', cost: 1, power: -1, hp: -1 });
    expect(byId(set, 'XSR_051')).toMatchObject({ power: 0, hp: 3 });
    expect(byId(set, 'XSR_052')).toMatchObject({ power: 2, hp: 0, aspects: [] });
    expect(byId(set, 'XSR_038').aspects).toEqual([]);
    expect(byId(set, 'XSR_041').aspects).toEqual([]);
    expect(byId(set, 'XSR_040').aspects).toEqual(['vigilance', 'aggression', 'heroism']);
    expect(byId(set, 'XSR_062').rarity).toBe('special');
    expect(byId(set, 'XSR_019')).toMatchObject({ type: 'base', cost: null, hp: 28 });
    expect(byId(set, 'XSR_019')).not.toHaveProperty('subtitle');
  });

  it('carries the front and back pictures (FrontArt, BackArt)', () => {
    const set = parsed('xsr.json');
    expect(byId(set, 'XSR_001')).toMatchObject({
      imageUrl: 'https://cdn.swu-db.com/images/cards/XSR/001.png',
      backImageUrl: 'https://cdn.swu-db.com/images/cards/XSR/001-b.png',
    });
    expect(byId(set, 'XSR_030')).not.toHaveProperty('backImageUrl');
    expect(byId(parsed('xlt.json'), 'XLT_024')).not.toHaveProperty('imageUrl');
  });

  it('pads unpadded numbers, reads numbers given as numbers and leaves tokens numbered apart out', () => {
    const set = parsed('xib.json');
    expect(set.cards.map((c) => c.id)).toEqual(['XIB_001', 'XIB_002', 'XIB_008', 'XIB_009', 'XIB_010', 'XIB_011']);
    expect(byId(set, 'XIB_008')).toMatchObject({ cost: 2, power: 2, hp: 3, aliases: ['XIB_108'] });
    expect(byId(set, 'XIB_011')).toMatchObject({ power: -1, hp: 2 });
  });

  it('takes the refused set as it is: negative Power, Special rarity, suffixed and 4-digit variants', () => {
    const set = parsed('xlt.json');
    expect(byId(set, 'XLT_059')).toMatchObject({
      power: -2,
      aspects: ['cunning', 'villainy', 'aggression'],
      aliases: ['XLT_059F', 'XLT_2059'],
    });
    expect(byId(set, 'XLT_003')).toMatchObject({ rarity: 'special', aliases: ['XLT_0303'] });
    expect(byId(set, 'XLT_061')).toMatchObject({ rarity: 'special', aliases: ['XLT_361'] });
  });
});

describe('variant ids in a catalog and in decks', () => {
  const set = parsed('xsr.json');
  const catalog = createCardCatalog('swu', set.cards);
  const playable = set.cards.filter((c) => !['leader', 'base'].includes(c.type));

  function premierDeck(extra: { id: string; count: number }[] = []): DeckList {
    return {
      leader: { id: 'XSR_270', count: 1 },
      base: { id: 'XSR_290', count: 1 },
      deck: [...playable.slice(0, 17).map((c) => ({ id: c.id, count: 3 })), ...extra],
    };
  }

  it('finds a card by any of its printings, lists it once', () => {
    expect(catalog.get('XSR_1001')).toBe(catalog.get('XSR_001'));
    expect(catalog.get('XSR_042F')?.id).toBe('XSR_042');
    expect(canonicalCardId(catalog, 'XSR_1041')).toBe('XSR_040');
    expect(canonicalCardId(catalog, 'XSR_999')).toBe('XSR_999');
    expect(catalog.cards()).toHaveLength(25);
  });

  it('validates a deck of variant ids like the same deck of normal ids', () => {
    const variants = premierDeck();
    const normals: DeckList = { ...variants, leader: { id: 'XSR_001', count: 1 }, base: { id: 'XSR_019', count: 1 } };
    const check = (deck: DeckList) => validateDeck({ game: 'swu', format: 'swu-premier', deck, catalog });
    expect(check(normals)).toEqual({ valid: true, errors: [] });
    expect(check(variants)).toEqual({ valid: true, errors: [] });
  });

  it('counts a variant as a copy of its card', () => {
    const deck = premierDeck();
    deck.deck = deck.deck.map((entry) => (entry.id === 'XSR_030' ? { id: 'XSR_300', count: 1 } : entry));
    deck.deck.push({ id: 'XSR_030', count: 2 });
    expect(validateDeck({ game: 'swu', format: 'swu-premier', deck, catalog }).valid).toBe(true);
    deck.deck.push({ id: 'XSR_300', count: 1 });
    const result = validateDeck({ game: 'swu', format: 'swu-premier', deck, catalog });
    expect(result.errors.map((e) => e.code)).toEqual(['too-many-copies']);
  });

  it('takes a pool listed with variant ids as the cards they mean', () => {
    const pool = [...playable.slice(0, 6).flatMap((c) => [c.id, c.id, c.id, c.id, c.id]), 'XSR_270', 'XSR_042F'];
    const deck: DeckList = {
      leader: { id: 'XSR_001', count: 1 },
      base: { id: 'XSR_019', count: 1 },
      deck: [...playable.slice(0, 6).map((c) => ({ id: c.id, count: 5 })), { id: 'XSR_042', count: 1 }],
    };
    const check = (cards: string[]) =>
      validateDeck({ game: 'swu', format: 'swu-sealed', deck, pool: cards, set: 'XSR', catalog });
    expect(check(pool)).toEqual({ valid: true, errors: [] });
    expect(check(pool.filter((id) => id !== 'XSR_042F')).errors.map((e) => e.code)).toEqual(['not-in-pool']);
  });
});
