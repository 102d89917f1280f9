import { createCardCatalog } from '../cards/card-catalog';
import { legalDestinyDeck, DESTINY_TEST_CARDS } from './testing/destiny-test-cards';
import {
  legalPremierDeck,
  legalTrilogyDecks,
  SWU_FILLER,
  SWU_TEST_CARDS,
  swuTestCatalog,
} from './testing/swu-test-cards';
import { codesOf } from './testing/validation-cases';
import { validateDeck } from './validate-deck';

const swuCatalog = swuTestCatalog();
const premier = legalPremierDeck();
const firstCard = SWU_FILLER[0];

describe('validateDeck', () => {
  it('rejects a format that is not one of the game (contract "Games and formats")', () => {
    const result = validateDeck({ game: 'swu', format: 'destiny-standard', deck: premier, catalog: swuCatalog });
    expect(result.valid).toBe(false);
    expect(result.errors[0]).toMatchObject({
      code: 'unknown-format',
      params: { game: 'swu', format: 'destiny-standard' },
    });
    expect(codesOf(validateDeck({ game: 'chess', format: 'blitz', deck: premier, catalog: swuCatalog }))).toEqual([
      'unknown-format',
    ]);
  });

  it('takes a list of decks only for Trilogy', () => {
    const result = validateDeck({
      game: 'swu',
      format: 'swu-premier',
      deck: { decks: legalTrilogyDecks() },
      catalog: swuCatalog,
    });
    expect(codesOf(result)).toEqual(['invalid-deck']);
    const destiny = createCardCatalog('destiny', DESTINY_TEST_CARDS);
    expect(
      codesOf(validateDeck({ game: 'destiny', format: 'destiny-standard', deck: { decks: [] }, catalog: destiny })),
    ).toEqual(['invalid-deck']);
  });

  it('treats cards of another game in the catalog as unknown', () => {
    const mixed = createCardCatalog('destiny', [...DESTINY_TEST_CARDS, ...SWU_TEST_CARDS]);
    const result = validateDeck({ game: 'swu', format: 'swu-premier', deck: premier, catalog: mixed });
    expect(codesOf(result)).toContain('unknown-card');
    expect(
      validateDeck({ game: 'destiny', format: 'destiny-standard', deck: legalDestinyDeck(), catalog: mixed }).valid,
    ).toBe(true);
  });

  it('reports entries whose count is not a positive whole number', () => {
    const deck = { ...premier, deck: [...premier.deck, { id: firstCard.id, count: 0 }, { id: 'TST_021', count: 1.5 }] };
    const result = validateDeck({ game: 'swu', format: 'swu-premier', deck, catalog: swuCatalog });
    expect(codesOf(result)).toEqual(['invalid-count']);
    expect(result.errors).toHaveLength(2);
  });

  describe('event settings (digest swtcg.md §7-8: ban lists and legal sets are organizer decisions)', () => {
    it('bans cards', () => {
      const result = validateDeck({
        game: 'swu',
        format: 'swu-premier',
        deck: premier,
        catalog: swuCatalog,
        options: { bannedCards: [firstCard.id] },
      });
      expect(result.errors).toEqual([
        expect.objectContaining({ code: 'banned-card', cards: [firstCard.id], params: { name: firstCard.name } }),
      ]);
    });

    it('limits the legal sets', () => {
      const result = validateDeck({
        game: 'swu',
        format: 'swu-premier',
        deck: premier,
        catalog: swuCatalog,
        options: { legalSets: ['TSR'] },
      });
      expect(codesOf(result)).toEqual(['set-not-legal']);
      expect(result.errors[0].params).toMatchObject({ set: 'TST' });
    });

    it('overrides a copy limit per card (a restricted card)', () => {
      const result = validateDeck({
        game: 'swu',
        format: 'swu-premier',
        deck: premier,
        catalog: swuCatalog,
        options: { copyLimits: { [firstCard.id]: 1 } },
      });
      expect(result.errors).toEqual([
        expect.objectContaining({ code: 'too-many-copies', params: expect.objectContaining({ limit: 1 }) }),
      ]);
    });

    it('lifts a copy limit per card', () => {
      const deck = { ...premier, deck: [{ id: firstCard.id, count: 9 }, ...premier.deck.slice(1)] };
      const result = validateDeck({
        game: 'swu',
        format: 'swu-premier',
        deck,
        catalog: swuCatalog,
        options: { copyLimits: { [firstCard.id]: null } },
      });
      expect(result.valid).toBe(true);
    });
  });
});
