import type { DeckList } from '@cantina/games';
import {
  DESTINY_CARDS,
  SWTCG_CARDS,
  SWU_BASES,
  SWU_CARDS,
  SWU_LEADERS,
  SWU_SET,
  SWU_TOKEN,
  SWU_UNITS,
} from '../../../testing/cards';
import {
  addCard,
  countsById,
  emptyDeck,
  fitDecks,
  freeBaseSets,
  hasMovableSideboard,
  moveCard,
  offeredCards,
  poolCounts,
  remainingInPool,
  removeCard,
  toSubmission,
} from './deck-model';

const [runner, smuggler] = SWU_UNITS;

describe('deck model', () => {
  it('adds copies to the deck and removes them one by one', () => {
    let deck = addCard(emptyDeck(), runner, 'swu-premier');
    deck = addCard(deck, runner, 'swu-premier');
    deck = addCard(deck, smuggler, 'swu-premier');
    expect(deck.deck).toEqual([
      { id: runner.id, count: 2 },
      { id: smuggler.id, count: 1 },
    ]);
    deck = removeCard(deck, runner.id, 'deck');
    deck = removeCard(deck, smuggler.id, 'deck');
    expect(deck.deck).toEqual([{ id: runner.id, count: 1 }]);
  });

  it('fills the leader and base slots, replacing the card there', () => {
    let deck = addCard(emptyDeck(), SWU_LEADERS.kessa, 'swu-premier');
    deck = addCard(deck, SWU_BASES.cloister, 'swu-premier');
    expect(deck.leader).toEqual({ id: SWU_LEADERS.kessa.id, count: 1 });
    deck = addCard(deck, SWU_LEADERS.harl, 'swu-premier');
    deck = addCard(deck, SWU_BASES.citadel, 'swu-premier');
    expect(deck.leader).toEqual({ id: SWU_LEADERS.harl.id, count: 1 });
    expect(deck.base).toEqual({ id: SWU_BASES.citadel.id, count: 1 });
    expect(deck.secondleader).toBeUndefined();
  });

  it('takes a second leader in Twin Suns, and moves it up when the first goes', () => {
    let deck = addCard(emptyDeck(), SWU_LEADERS.kessa, 'swu-twin-suns');
    deck = addCard(deck, SWU_LEADERS.kessa, 'swu-twin-suns');
    expect(deck.secondleader).toBeUndefined();
    deck = addCard(deck, SWU_LEADERS.amaran, 'swu-twin-suns');
    expect(deck.secondleader).toEqual({ id: SWU_LEADERS.amaran.id, count: 1 });
    deck = removeCard(deck, SWU_LEADERS.kessa.id, 'leader');
    expect(deck.leader).toEqual({ id: SWU_LEADERS.amaran.id, count: 1 });
    expect(deck.secondleader).toBeUndefined();
  });

  it('puts SWTCG Events and Subordinates in the Supply, and the Destiny battlefield in base', () => {
    let swtcg = emptyDeck();
    for (const card of SWTCG_CARDS) swtcg = addCard(swtcg, card, 'swtcg-constructed');
    expect(swtcg.deck.map((e) => e.id)).toEqual(['TTC_001', 'TTC_002', 'TTC_003']);
    expect(swtcg.sideboard?.map((e) => e.id)).toEqual(['TTC_004', 'TTC_005']);

    let destiny = emptyDeck();
    for (const card of DESTINY_CARDS) destiny = addCard(destiny, card, 'destiny-standard');
    expect(destiny.base).toEqual({ id: 'TDS_003', count: 1 });
    expect(destiny.deck).toHaveLength(5);
  });

  it('moves copies between deck and sideboard where the format has one', () => {
    let deck: DeckList = { deck: [{ id: runner.id, count: 2 }], sideboard: [] };
    deck = moveCard(deck, runner.id, 'deck', 'sideboard');
    expect(deck).toEqual({ deck: [{ id: runner.id, count: 1 }], sideboard: [{ id: runner.id, count: 1 }] });
    expect(moveCard(deck, 'TSW_999', 'deck', 'sideboard')).toBe(deck);
    expect(hasMovableSideboard('swu', 'swu-premier')).toBe(true);
    expect(hasMovableSideboard('swu', 'swu-twin-suns')).toBe(false);
    expect(hasMovableSideboard('swtcg', 'swtcg-constructed')).toBe(false);
    expect(hasMovableSideboard('destiny', 'destiny-sealed')).toBe(true);
    expect(hasMovableSideboard('dbg', 'dbg-standard')).toBe(false);
  });

  it('counts copies over every slot of every deck', () => {
    const decks: DeckList[] = [
      { leader: { id: 'A', count: 1 }, deck: [{ id: 'B', count: 2 }], sideboard: [{ id: 'B', count: 1 }] },
      { deck: [{ id: 'B', count: 3 }] },
    ];
    expect(countsById(decks)).toEqual(
      new Map([
        ['A', 1],
        ['B', 6],
      ]),
    );
  });

  it('keeps three decks for Trilogy and one otherwise', () => {
    expect(fitDecks([], 'swu-trilogy')).toHaveLength(3);
    expect(fitDecks([emptyDeck(), emptyDeck()], 'swu-premier')).toHaveLength(1);
    expect(toSubmission(fitDecks([], 'swu-trilogy'), 'swu-trilogy')).toMatchObject({ decks: [{}, {}, {}] });
    expect(toSubmission([emptyDeck()], 'swu-premier')).toEqual(emptyDeck());
  });

  describe('with a pool', () => {
    const pool = [runner.id, runner.id, SWU_LEADERS.kessa.id, SWU_BASES.citadel.id];

    it('offers only pool cards plus the common bases of the set, never tokens', () => {
      const ids = offeredCards(SWU_CARDS, pool, SWU_SET).map((card) => card.id);
      expect(ids).toEqual([SWU_LEADERS.kessa.id, SWU_BASES.cloister.id, SWU_BASES.citadel.id, runner.id]);
      expect(offeredCards(SWU_CARDS).map((card) => card.id)).not.toContain(SWU_TOKEN.id);
    });

    it('finds the free bases from the pool when no set is given', () => {
      expect(freeBaseSets(SWU_CARDS, pool)).toEqual(new Set([SWU_SET]));
      expect(freeBaseSets(SWU_CARDS, [])).toEqual(new Set());
    });

    it('limits copies to what the pool holds; a free base never runs out', () => {
      const counts = poolCounts(pool);
      const bases = new Set([SWU_SET]);
      expect(remainingInPool(runner, 0, counts, bases)).toBe(2);
      expect(remainingInPool(runner, 2, counts, bases)).toBe(0);
      expect(remainingInPool(smuggler, 0, counts, bases)).toBe(0);
      expect(remainingInPool(SWU_BASES.cloister, 5, counts, bases)).toBeNull();
      expect(remainingInPool(SWU_BASES.citadel, 1, counts, bases)).toBe(0);
      expect(remainingInPool(runner, 7, undefined, bases)).toBeNull();
    });
  });
});
