import fc from 'fast-check';
import type { DeckList } from '../deck-list';
import { validateDeck } from '../validate-deck';
import { legalSwtcgDeck, SWTCG_OTHERS, SWTCG_UNITS, swtcgTestCatalog } from '../testing/swtcg-test-cards';
import { codesOf } from '../testing/validation-cases';

const catalog = swtcgTestCatalog();
const validate = (deck: DeckList) => validateDeck({ game: 'swtcg', format: 'swtcg-constructed', deck, catalog });
const total = (deck: DeckList) => deck.deck.reduce((sum, e) => sum + e.count, 0);

/** Light or Neutral non-unit main-deck cards: adding them can only touch size and copy rules. */
const nonUnits = [
  ...SWTCG_OTHERS.battles,
  ...SWTCG_OTHERS.missions,
  SWTCG_OTHERS.location,
  SWTCG_OTHERS.equipment,
  SWTCG_OTHERS.resource,
  SWTCG_OTHERS.blockade,
];

describe('SWTCG deck validation properties', () => {
  it('adding non-unit copies below the limit never breaks a legal deck (SWTCG rulebook (es) "Mazo" l.332, l.343)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...nonUnits), { maxLength: 12 }), (added) => {
        const deck = legalSwtcgDeck();
        for (const card of added) {
          const entry = deck.deck.find((e) => e.id === card.id);
          if ((entry?.count ?? 0) >= 4) continue;
          if (entry === undefined) deck.deck.push({ id: card.id, count: 1 });
          else entry.count += 1;
        }
        expect(validate(deck).errors).toEqual([]);
      }),
    );
  });

  it('removing cards below 60 always gives deck-too-small (l.332)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 59 }), fc.nat(), (target, seed) => {
        const deck = legalSwtcgDeck();
        for (let step = 0; total(deck) > target; step++) {
          deck.deck[(seed + step) % deck.deck.length].count -= 1;
          deck.deck = deck.deck.filter((e) => e.count > 0);
        }
        expect(codesOf(validate(deck))).toContain('deck-too-small');
      }),
    );
  });

  it('taking units of one type below 12 always gives unit-type-minimum for that type (l.333)', () => {
    const byType = {
      space: SWTCG_UNITS.lightSpace,
      ground: SWTCG_UNITS.lightGround.slice(0, 3),
      character: SWTCG_UNITS.lightCharacter,
    };
    fc.assert(
      fc.property(
        fc.constantFrom('space', 'ground', 'character' as const),
        fc.integer({ min: 1, max: 12 }),
        (type, removed) => {
          const deck = legalSwtcgDeck();
          const ids = byType[type].map((card) => card.id);
          for (let i = 0; i < removed; i++) {
            const entry = deck.deck.find((e) => ids.includes(e.id) && e.count > 0);
            if (entry !== undefined) entry.count -= 1;
          }
          deck.deck = deck.deck.filter((e) => e.count > 0);
          const errors = validate(deck).errors.filter((e) => e.code === 'unit-type-minimum');
          expect(errors.map((e) => e.params['unitType'])).toEqual([type]);
          expect(errors[0].params['count']).toBe(12 - removed);
        },
      ),
    );
  });
});
