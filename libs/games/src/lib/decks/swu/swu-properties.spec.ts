import fc from 'fast-check';
import type { DeckEntry, DeckList } from '../deck-list';
import { validateDeck } from '../validate-deck';
import { one, SWU_BASES, SWU_FILLER, SWU_LEADERS, SWU_TEST_CARDS, swuTestCatalog } from '../testing/swu-test-cards';
import { codesOf } from '../testing/validation-cases';

const catalog = swuTestCatalog();
const total = (entries: DeckEntry[]) => entries.reduce((sum, e) => sum + e.count, 0);

/** A legal Premier deck: 0-3 copies of each filler card, at least 50 in all (SWU rules 9.2.2). */
const legalPremier = fc
  .array(fc.integer({ min: 0, max: 3 }), { minLength: SWU_FILLER.length, maxLength: SWU_FILLER.length })
  .map(
    (counts): DeckList => ({
      leader: one(SWU_LEADERS.velaDawn),
      base: one(SWU_BASES.ember),
      deck: counts.flatMap((count, i) => (count > 0 ? [{ id: SWU_FILLER[i].id, count }] : [])),
    }),
  )
  .filter((deck) => total(deck.deck) >= 50);

const premier = (deck: DeckList) => validateDeck({ game: 'swu', format: 'swu-premier', deck, catalog });

describe('SWU deck validation properties', () => {
  it('accepts every generated legal Premier deck', () => {
    fc.assert(fc.property(legalPremier, (deck) => expect(premier(deck).errors).toEqual([])));
  });

  it('adding a copy of a card below its limit never breaks a legal deck (SWU rules 9.2.2.B)', () => {
    fc.assert(
      fc.property(legalPremier, fc.nat({ max: SWU_FILLER.length - 1 }), (deck, index) => {
        const card = SWU_FILLER[index];
        const entry = deck.deck.find((e) => e.id === card.id);
        fc.pre((entry?.count ?? 0) < 3);
        if (entry === undefined) deck.deck.push({ id: card.id, count: 1 });
        else entry.count += 1;
        expect(premier(deck).valid).toBe(true);
      }),
    );
  });

  it('removing cards below 50 always gives deck-too-small (SWU rules 9.2.2.A)', () => {
    fc.assert(
      fc.property(legalPremier, fc.nat({ max: 49 }), fc.nat(), (deck, target, seed) => {
        for (let step = 0; total(deck.deck) > target; step++) {
          deck.deck[(seed + step) % deck.deck.length].count -= 1;
          deck.deck = deck.deck.filter((e) => e.count > 0);
        }
        const result = premier(deck);
        expect(codesOf(result)).toEqual(['deck-too-small']);
        expect(result.errors[0].params).toEqual({ count: target, minimum: 50 });
      }),
    );
  });

  it('a sealed deck drawn from the pool as a sub-multiset is never not-in-pool (contract "Decks")', () => {
    const anyCard = fc.constantFrom(...SWU_TEST_CARDS.filter((card) => card.type !== 'token'));
    fc.assert(
      fc.property(fc.array(anyCard, { maxLength: 80 }), fc.array(fc.boolean(), { maxLength: 80 }), (pool, keep) => {
        const used = pool.filter((_, i) => keep[i] ?? false);
        const deck: DeckList = { deck: [] };
        for (const card of used) {
          if (card.type === 'leader' && deck.leader === undefined) deck.leader = one(card);
          else if (card.type === 'base' && deck.base === undefined) deck.base = one(card);
          else deck.deck.push(one(card));
        }
        const result = validateDeck({
          game: 'swu',
          format: 'swu-sealed',
          deck,
          pool: pool.map((card) => card.id),
          catalog,
        });
        expect(codesOf(result)).not.toContain('not-in-pool');
      }),
    );
  });

  it('one copy more than the pool holds is always not-in-pool', () => {
    const deckCard = fc.constantFrom(...SWU_FILLER);
    fc.assert(
      fc.property(fc.array(deckCard, { maxLength: 60 }), deckCard, (pool, extra) => {
        const held = pool.filter((card) => card.id === extra.id).length;
        const deck: DeckList = { deck: [{ id: extra.id, count: held + 1 }] };
        const result = validateDeck({
          game: 'swu',
          format: 'swu-draft',
          deck,
          pool: pool.map((card) => card.id),
          catalog,
        });
        const error = result.errors.find((e) => e.code === 'not-in-pool');
        expect(error?.params).toMatchObject({ count: held + 1, available: held });
      }),
    );
  });
});
