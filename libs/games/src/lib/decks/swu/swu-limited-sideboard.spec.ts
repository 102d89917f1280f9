import { validateDeck } from '../validate-deck';
import {
  legalPremierDeck,
  one,
  sealedPoolAndDeck,
  SWU_BASES,
  SWU_LEADERS,
  swuTestCatalog,
} from '../testing/swu-test-cards';
import { changed, codesOf } from '../testing/validation-cases';

const catalog = swuTestCatalog();
const sealed = sealedPoolAndDeck();

describe('SWU limited sideboard: the pool unused leaders and bases (issue 11 item 10)', () => {
  it.each(['swu-sealed', 'swu-draft'])(
    '%s: the unused leader and base of the pool may sit in the sideboard',
    (format) => {
      const deck = changed(sealed.deck, (d) => d.sideboard?.push(one(SWU_LEADERS.krall), one(SWU_BASES.archive)));
      const result = validateDeck({ game: 'swu', format, deck, pool: sealed.pool, catalog });
      expect(result.errors).toEqual([]);
      expect(result.valid).toBe(true);
    },
  );

  it('a leader in the sideboard still has to come from the pool', () => {
    const deck = changed(sealed.deck, (d) => d.sideboard?.push(one(SWU_LEADERS.velaDawn)));
    const result = validateDeck({ game: 'swu', format: 'swu-sealed', deck, pool: sealed.pool, catalog });
    expect(result.errors).toEqual([
      expect.objectContaining({
        code: 'not-in-pool',
        cards: [SWU_LEADERS.velaDawn.id],
        params: expect.objectContaining({ count: 2, available: 1 }),
      }),
    ]);
  });

  it('Premier sideboards still take units, events and upgrades only', () => {
    const deck = changed(legalPremierDeck(), (d) => d.sideboard?.push(one(SWU_LEADERS.krall)));
    const result = validateDeck({ game: 'swu', format: 'swu-premier', deck, catalog });
    expect(codesOf(result)).toEqual(['wrong-card-type']);
    expect(result.errors[0].params).toMatchObject({ slot: 'sideboard', allowed: ['unit', 'event', 'upgrade'] });
  });
});
