import type { DeckList } from '../deck-list';
import { validateDeck } from '../validate-deck';
import {
  DESTINY_CHARACTERS as C,
  DESTINY_OTHERS as O,
  destinyTestCatalog,
  legalDestinyDeck,
  withTeam,
} from '../testing/destiny-test-cards';
import { DESTINY_VALIDATION_CASE_GROUPS } from '../testing/destiny-validation-cases';
import { one } from '../testing/swu-test-cards';
import { changed, codesOf, runCase } from '../testing/validation-cases';

const catalog = destinyTestCatalog();
const legal = legalDestinyDeck();

describe('Destiny deck validation', () => {
  describe.each(DESTINY_VALIDATION_CASE_GROUPS)('%s', (_name, cases) => {
    it.each(cases.map((c) => [`${c.title} (${c.source})`, c] as const))('%s', (_title, testCase) => {
      const result = runCase('destiny', catalog, testCase);
      expect(codesOf(result)).toEqual([...testCase.expected].sort());
    });
  });

  it('costs an elite character at its higher value (contract "Decks")', () => {
    const deck = withTeam({ id: C.rheaScout.id, count: 2 }, { id: C.tarn.id, count: 2 }, one(O.agenda));
    const error = validateDeck({ game: 'destiny', format: 'destiny-standard', deck, catalog }).errors[0];
    expect(error).toMatchObject({ code: 'team-points', params: { points: 31, limit: 30 } });
    expect(error.cards).toEqual([C.rheaScout.id, C.tarn.id, O.agenda.id]);
  });

  it('names the colour and the cards lacking a character of it', () => {
    const deck: DeckList = changed(legal, (d) => ((d.deck[2].count = 1), d.deck.push(one(O.blueUpgrade))));
    const [error] = validateDeck({ game: 'destiny', format: 'destiny-standard', deck, catalog }).errors;
    expect(error).toMatchObject({
      code: 'color-without-character',
      cards: [O.blueUpgrade.id],
      params: { color: 'blue' },
    });
  });

  it('names the villain cards a hero team may not use', () => {
    const deck = changed(legal, (d) => ((d.deck[2].count = 1), d.deck.push(one(O.villainEvent))));
    const [error] = validateDeck({ game: 'destiny', format: 'destiny-standard', deck, catalog }).errors;
    expect(error).toMatchObject({ cards: [O.villainEvent.id], params: { teamAffiliation: 'hero' } });
  });

  it('gives the deck size rule its numbers', () => {
    const deck = changed(legal, (d) => (d.deck[2].count = 1));
    const [error] = validateDeck({ game: 'destiny', format: 'destiny-standard', deck, catalog }).errors;
    expect(error.params).toEqual({ count: 29, required: 30 });
  });
});
