import type { DeckList } from '../deck-list';
import { validateDeck } from '../validate-deck';
import {
  legalSwtcgDeck,
  nonUnits,
  swapSpaceFor,
  SWTCG_OTHERS,
  SWTCG_UNITS,
  swtcgTestCatalog,
} from '../testing/swtcg-test-cards';
import { SWTCG_VALIDATION_CASE_GROUPS } from '../testing/swtcg-validation-cases';
import { copies, one } from '../testing/swu-test-cards';
import { changed, codesOf, runCase } from '../testing/validation-cases';
import { swtcgDeckSide } from './swtcg-sides';

const catalog = swtcgTestCatalog();
const legal = legalSwtcgDeck();
const U = SWTCG_UNITS;
const O = SWTCG_OTHERS;

describe('SWTCG deck validation', () => {
  describe.each(SWTCG_VALIDATION_CASE_GROUPS)('%s', (_name, cases) => {
    it.each(cases.map((c) => [`${c.title} (${c.source})`, c] as const))('%s', (_title, testCase) => {
      const result = runCase('swtcg', catalog, testCase);
      expect(codesOf(result)).toEqual([...testCase.expected].sort());
    });
  });

  it('gives the unit numbers of a ratio error', () => {
    const deck: DeckList = {
      deck: [
        ...copies(U.lightSpace, 4),
        ...copies(U.lightGround.slice(0, 6), 4),
        one(U.lightGround[6]),
        ...copies(U.lightCharacter, 4),
        ...nonUnits(3),
      ],
    };
    const error = validateDeck({ game: 'swtcg', format: 'swtcg-constructed', deck, catalog }).errors[0];
    expect(error.params).toMatchObject({ unitType: 'ground', count: 25, ratio: 2, maximum: 24 });
    expect(error.params['otherCount']).toBe(12);
  });

  it('reports every unit type below the minimum with its count', () => {
    const deck: DeckList = { deck: copies(O.battles, 30) };
    const errors = validateDeck({ game: 'swtcg', format: 'swtcg-constructed', deck, catalog }).errors;
    expect(errors.filter((e) => e.code === 'unit-type-minimum').map((e) => e.params['unitType'])).toEqual([
      'space',
      'ground',
      'character',
    ]);
  });

  it("names the off-side cards, not the deck's own side", () => {
    const deck = changed(legal, swapSpaceFor(U.darkSpace[0].id));
    const [error] = validateDeck({ game: 'swtcg', format: 'swtcg-constructed', deck, catalog }).errors;
    expect(error.cards).toEqual([U.darkSpace[0].id]);
    expect(error.params).toMatchObject({ deckSide: 'light' });
  });

  it('tells which side a deck plays (contract "Rounds": darkSide)', () => {
    expect(swtcgDeckSide(legal, catalog)).toBe('light');
    expect(swtcgDeckSide({ deck: copies(U.darkSpace, 4) }, catalog)).toBe('dark');
    expect(swtcgDeckSide({ deck: [one(U.triArena)] }, catalog)).toBe('neutral');
    expect(swtcgDeckSide(changed(legal, swapSpaceFor(U.darkSpace[0].id)), catalog)).toBe('mixed');
  });
});
