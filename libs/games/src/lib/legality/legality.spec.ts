import fc from 'fast-check';
import { validateDeck } from '../decks/validate-deck';
import type { DeckList, DeckSubmission } from '../decks/deck-list';
import { cardLegality } from './card-legality';
import type { GameLegality } from './legality-data';
import { createPrintingIndex } from './printing-index';
import { SWU_LEGALITY } from './swu-legality';
import { entry, jtlDeck, LEGALITY_CARDS as C, legalityCatalog } from './testing/legality-test-cards';

const catalog = legalityCatalog();

function validate(format: string, deck: DeckSubmission, date?: string, legality?: GameLegality) {
  return validateDeck({ game: 'swu', format, deck, catalog, date, legality });
}

const codes = (result: ReturnType<typeof validate>) => result.errors.map((e) => e.code);
const notLegal = (result: ReturnType<typeof validate>) => result.errors.filter((e) => e.code === 'not-legal-in-format');

/** A JTL Premier deck with one rotated (SOR only) card in place of a filler. */
const withRotated = () => jtlDeck([entry(C.sorOnly, 3)], 48);

describe('Premier rotation (shipped data: SOR, SHD, TWI out from 2026-03-13)', () => {
  it('keeps a deck of JTL cards valid on any day', () => {
    expect(validate('swu-premier', jtlDeck(), '2026-11-25')).toEqual({ valid: true, errors: [] });
  });

  it('refuses a card printed only in SOR after the rotation, naming it', () => {
    const result = validate('swu-premier', withRotated(), '2026-03-14');
    expect(codes(result)).toEqual(['not-legal-in-format']);
    expect(result.errors[0].cards).toEqual([C.sorOnly.id]);
    expect(result.errors[0].params).toMatchObject({ name: 'Old Guard Trooper', reason: 'rotated', sets: ['SOR'] });
  });

  it('rotates on the release day itself, not the day before', () => {
    expect(codes(validate('swu-premier', withRotated(), '2026-03-13'))).toEqual(['not-legal-in-format']);
    expect(validate('swu-premier', withRotated(), '2026-03-12').valid).toBe(true);
  });

  it('allows the same deck in Eternal on any day', () => {
    expect(validate('swu-eternal', withRotated(), '2026-11-25')).toEqual({ valid: true, errors: [] });
  });

  it('applies to Trilogy (three Premier decks) but not to Twin Suns', () => {
    const trilogy = { decks: [withRotated(), withRotated(), withRotated()] };
    expect(notLegal(validate('swu-trilogy', trilogy, '2026-04-01'))).toHaveLength(1);
    const twinSuns: DeckList = {
      leader: entry(C.jtlLeader),
      secondleader: entry(C.twiLeader),
      base: entry(C.jtlBase),
      deck: [],
    };
    expect(notLegal(validate('swu-twin-suns', twinSuns, '2026-04-01'))).toEqual([]);
  });

  it('keeps a card legal that a legal set reprints, whichever printing the deck lists', () => {
    const deck = jtlDeck([entry(C.sorReprinted, 3)], 48);
    expect(validate('swu-premier', deck, '2026-06-01').valid).toBe(true);
  });

  it('flags a rotated leader and a variant id of a rotated card, naming the id the deck used', () => {
    const deck: DeckList = { ...jtlDeck([{ id: 'SOR_290', count: 2 }], 48), leader: entry(C.twiLeader) };
    const errors = notLegal(validate('swu-premier', deck, '2026-06-01'));
    expect(errors.map((e) => e.cards)).toEqual([[C.twiLeader.id], ['SOR_290', C.sorOnly.id]]);
  });

  it('reports each card once, however many entries list it', () => {
    const deck = jtlDeck([entry(C.sorOnly, 1), { id: 'SOR_290', count: 1 }], 48);
    deck.sideboard = [entry(C.sorOnly, 1)];
    expect(notLegal(validate('swu-premier', deck, '2026-06-01'))).toHaveLength(1);
  });

  it('leaves legality out when no day is given, and in limited formats', () => {
    expect(validate('swu-premier', withRotated()).valid).toBe(true);
    const sealed: DeckList = { leader: entry(C.twiLeader), base: entry(C.jtlBase), deck: [entry(C.sorOnly, 30)] };
    expect(notLegal(validate('swu-sealed', sealed, '2026-06-01'))).toEqual([]);
  });

  it('treats a set the data does not know as legal everywhere', () => {
    expect(validate('swu-premier', jtlDeck([entry(C.newSetUnit, 3)], 48), '2030-01-01').valid).toBe(true);
  });
});

describe('products legal in some formats only (TS26: Twin Suns and Eternal)', () => {
  const deck = () => jtlDeck([entry(C.ts26Unit, 3)], 48);

  it('is not legal in Premier, on any day', () => {
    const [error] = notLegal(validate('swu-premier', deck(), '2026-01-01'));
    expect(error.params).toMatchObject({ reason: 'not-in-format', sets: ['TS26'] });
  });

  it('is legal in Eternal', () => {
    expect(validate('swu-eternal', deck(), '2026-06-01').valid).toBe(true);
  });
});

describe('suspended cards per format, with dates', () => {
  const data: GameLegality = {
    game: 'swu',
    rotations: [],
    products: [],
    suspensions: [
      {
        formats: ['swu-premier'],
        name: 'Loud Agitator',
        subtitle: 'Crowd Pleaser',
        from: '2026-05-01',
        until: '2026-09-01',
      },
      { formats: ['swu-eternal'], name: 'Shady Broker', card: 'LAW_011', from: '2026-05-01' },
    ],
  };
  const withSuspended = () => jtlDeck([entry(C.suspendedUnit, 3), entry(C.suspendedByPrinting, 3)], 45);

  it('refuses a suspended card from its day until the day it is lifted', () => {
    expect(validate('swu-premier', withSuspended(), '2026-04-30', data).valid).toBe(true);
    const [error] = notLegal(validate('swu-premier', withSuspended(), '2026-05-01', data));
    expect(error.cards).toEqual([C.suspendedUnit.id]);
    expect(error.params).toMatchObject({ reason: 'suspended', since: '2026-05-01' });
    expect(validate('swu-premier', withSuspended(), '2026-09-01', data).valid).toBe(true);
  });

  it('suspends in the named formats only; an entry may name a printing instead of a subtitle', () => {
    const errors = notLegal(validate('swu-eternal', withSuspended(), '2026-06-01', data));
    expect(errors.map((e) => e.cards)).toEqual([[C.suspendedByPrinting.id]]);
  });

  it('ships the Premier suspensions and the first rotation as data', () => {
    expect(SWU_LEGALITY.rotations).toContainEqual(
      expect.objectContaining({ sets: ['SOR', 'SHD', 'TWI'], from: '2026-03-13' }),
    );
    expect(SWU_LEGALITY.suspensions.every((s) => s.formats.length > 0 && /^\d{4}-\d{2}-\d{2}$/.test(s.from))).toBe(
      true,
    );
  });
});

describe('cardLegality over time (property)', () => {
  const printings = createPrintingIndex(catalog);
  const day = fc
    .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) })
    .map((ms) => new Date(ms).toISOString().slice(0, 10));
  const cards = fc.constantFrom(...catalog.cards());
  const query = (date: string, format: string) => ({
    format,
    date,
    data: { ...SWU_LEGALITY, suspensions: [] },
    printings,
    catalog,
  });

  it('with rotations only, a card not legal on a day is not legal on any later day', () => {
    fc.assert(
      fc.property(cards, day, day, fc.constantFrom('swu-premier', 'swu-eternal'), (card, a, b, format) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        if (!cardLegality(card, query(early, format)).legal) {
          expect(cardLegality(card, query(late, format)).legal).toBe(false);
        }
      }),
    );
  });

  it('Eternal allows every card of every set but the reserved products on every day', () => {
    fc.assert(
      fc.property(cards, day, (card, date) => {
        expect(cardLegality(card, query(date, 'swu-eternal')).legal).toBe(true);
      }),
    );
  });
});
