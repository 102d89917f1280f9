import type { DeckList } from '../deck-list';
import { validateDeck } from '../validate-deck';
import {
  copies,
  filler,
  legalPremierDeck,
  legalTrilogyDecks,
  legalTwinSunsDeck,
  one,
  sealedPoolAndDeck,
  SWU_LEADERS,
  swuTestCatalog,
} from '../testing/swu-test-cards';
import { SWU_VALIDATION_CASE_GROUPS } from '../testing/swu-validation-cases';
import { changed, codesOf, runCase } from '../testing/validation-cases';

const catalog = swuTestCatalog();
const premier = legalPremierDeck();
const twinSuns = legalTwinSunsDeck();
const sealed = sealedPoolAndDeck();
const [fillerA, fillerB] = filler(0, 2);

describe('SWU deck validation', () => {
  describe.each(SWU_VALIDATION_CASE_GROUPS)('%s', (_name, cases) => {
    it.each(cases.map((c) => [`${c.title} (${c.source})`, c] as const))('%s', (_title, testCase) => {
      const result = runCase('swu', catalog, testCase);
      expect(codesOf(result)).toEqual([...testCase.expected].sort());
      expect(result.valid).toBe(testCase.expected.length === 0);
    });
  });

  it('names the cards and numbers behind an error', () => {
    const deck = changed(premier, (d) => (d.deck[0].count = 4));
    const [error] = validateDeck({ game: 'swu', format: 'swu-premier', deck, catalog }).errors;
    expect(error).toEqual({
      code: 'too-many-copies',
      message: expect.stringContaining(fillerA.name),
      cards: [fillerA.id],
      params: { name: fillerA.name, count: 4, limit: 3 },
    });
  });

  it('reports each limit with its numbers', () => {
    const deck: DeckList = changed(premier, (d) => {
      d.deck[0].count = 1;
      d.sideboard = copies(filler(20, 12), 1);
    });
    const errors = validateDeck({ game: 'swu', format: 'swu-premier', deck, catalog }).errors;
    expect(errors.find((e) => e.code === 'deck-too-small')?.params).toEqual({ count: 49, minimum: 50 });
    expect(errors.find((e) => e.code === 'sideboard-too-large')?.params).toMatchObject({ count: 12, maximum: 10 });
  });

  it('tags Trilogy errors with the deck they belong to', () => {
    const decks = legalTrilogyDecks();
    decks[1].deck[0].count = 1;
    const [error] = validateDeck({ game: 'swu', format: 'swu-trilogy', deck: { decks }, catalog }).errors;
    expect(error.params).toMatchObject({ deck: 1, count: 49 });
    expect(error.message).toMatch(/^Deck 2: /);
  });

  it('lists both leaders of a Heroism + Villainy pair', () => {
    const deck = changed(twinSuns, (d) => (d.secondleader = one(SWU_LEADERS.krall)));
    const [error] = validateDeck({ game: 'swu', format: 'swu-twin-suns', deck, catalog }).errors;
    expect(error.cards.sort()).toEqual([SWU_LEADERS.velaDawn.id, SWU_LEADERS.krall.id].sort());
  });

  it('gives not-in-pool the count used and the count available', () => {
    const deck = changed(sealed.deck, (d) => (d.deck[0].count = 3));
    const [error] = validateDeck({ game: 'swu', format: 'swu-sealed', deck, pool: sealed.pool, catalog }).errors;
    expect(error).toMatchObject({ code: 'not-in-pool', cards: [fillerA.id], params: { count: 3, available: 2 } });
  });

  it('merges repeated ids of one list', () => {
    const deck = changed(premier, (d) => d.deck.push({ id: fillerB.id, count: 1 }));
    const [error] = validateDeck({ game: 'swu', format: 'swu-premier', deck, catalog }).errors;
    expect(error.params).toMatchObject({ count: 4 });
  });
});
