import fc from 'fast-check';
import type { DeckList } from '../deck-list';
import { validateDeck } from '../validate-deck';
import {
  DESTINY_CHARACTERS,
  DESTINY_FILLER,
  DESTINY_OTHERS,
  destinyTestCatalog,
  legalDestinyDeck,
} from '../testing/destiny-test-cards';
import { codesOf } from '../testing/validation-cases';

const catalog = destinyTestCatalog();
const validate = (deck: DeckList) => validateDeck({ game: 'destiny', format: 'destiny-standard', deck, catalog });
const deckCardIds = DESTINY_FILLER.map((card) => card.id);

describe('Destiny deck validation properties', () => {
  it('removing any cards from the 30 always gives deck-too-small (Destiny rules (es) Parte 4.2)', () => {
    fc.assert(
      fc.property(fc.subarray(deckCardIds, { minLength: 1 }), (removed) => {
        const deck = legalDestinyDeck();
        deck.deck = deck.deck
          .map((e) => (removed.includes(e.id) ? { ...e, count: e.count - 1 } : e))
          .filter((e) => e.count > 0);
        const result = validate(deck);
        expect(codesOf(result)).toEqual(['deck-too-small']);
        expect(result.errors[0].params).toEqual({ count: 30 - removed.length, required: 30 });
      }),
    );
  });

  it('adding any card to the 30 gives deck-too-large', () => {
    const neutralCards = [...DESTINY_FILLER, DESTINY_OTHERS.heroEvent];
    fc.assert(
      fc.property(fc.constantFrom(...neutralCards), (card) => {
        const deck = legalDestinyDeck();
        deck.deck.push({ id: card.id, count: 1 });
        expect(codesOf(validate(deck))).toContain('deck-too-large');
      }),
    );
  });

  it('reports team-points exactly when the team costs more than 30 (elite = count 2 at the higher value)', () => {
    const heroes = [DESTINY_CHARACTERS.rheaScout, DESTINY_CHARACTERS.tarn, DESTINY_CHARACTERS.trooper];
    fc.assert(
      fc.property(
        fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 4 })),
        (counts) => {
          const deck = legalDestinyDeck();
          deck.deck = deck.deck.filter((e) => deckCardIds.includes(e.id));
          heroes.forEach((card, i) => {
            if (counts[i] > 0) deck.deck.push({ id: card.id, count: counts[i] });
          });
          const points = heroes.reduce((sum, card, i) => {
            const values = card.points ?? [0];
            if (values.length === 2) return sum + (counts[i] === 2 ? values[1] : counts[i] === 1 ? values[0] : 0);
            return sum + counts[i] * values[0];
          }, 0);
          expect(codesOf(validate(deck)).includes('team-points')).toBe(points > 30);
        },
      ),
    );
  });
});
