import type { DeckList } from '../deck-list';
import { validateDeck } from '../validate-deck';
import { legalSwtcgDeck, SWTCG_OTHERS, SWTCG_UNITS, swtcgTestCatalog } from '../testing/swtcg-test-cards';
import { copies, one } from '../testing/swu-test-cards';
import type { ValidationCase } from '../testing/validation-cases';
import { changed, codesOf, runCase } from '../testing/validation-cases';
import { swtcgDeckSide } from './swtcg-sides';

const catalog = swtcgTestCatalog();
const legal = legalSwtcgDeck();
const U = SWTCG_UNITS;
const O = SWTCG_OTHERS;
const nonUnits = (n: number) =>
  copies([...O.battles, ...O.missions, O.location, O.equipment, O.resource], 4).slice(0, n);

/** Replaces one copy of the first light space unit with `id`. */
const swapSpaceFor = (id: string) => (d: DeckList) => {
  d.deck[0].count -= 1;
  d.deck.push({ id, count: 1 });
};

const constructedCases: ValidationCase[] = [
  {
    source: 'SWTCG rulebook (es) "Mazo" l.332-343',
    title: 'a legal Light Side deck',
    format: 'swtcg-constructed',
    deck: () => legal,
    expected: [],
  },
  {
    source: 'contract "Decks": unknown-card',
    title: 'an unknown id',
    format: 'swtcg-constructed',
    deck: () => changed(legal, (d) => d.deck.push({ id: 'TSW_999', count: 1 })),
    expected: ['unknown-card'],
  },
  {
    source: '(es) "Mazo" l.332; (cz) l.178',
    title: '59 cards',
    format: 'swtcg-constructed',
    deck: () => changed(legal, (d) => (d.deck[d.deck.length - 1].count = 3)),
    expected: ['deck-too-small'],
  },
  {
    source: '(es) "Mazo" l.333; (cz) l.184',
    title: '11 space units (a ground/character unit keeps 36 units)',
    format: 'swtcg-constructed',
    deck: () => changed(legal, swapSpaceFor(U.duneStrider.id)),
    expected: ['unit-type-minimum'],
  },
  {
    source: '(es) "Mazo" l.333: multi-arena units count once toward 36',
    title: '12 of each type but only 32 unit cards',
    format: 'swtcg-constructed',
    deck: () => ({
      deck: [
        ...copies(U.lightSpace.slice(0, 2), 4),
        ...copies(U.lightGround.slice(0, 2), 4),
        ...copies([U.skyhopper], 4),
        ...copies(U.lightCharacter, 4),
        ...nonUnits(7),
      ],
    }),
    expected: ['unit-total-minimum'],
  },
  {
    source: '(es) "Mazo" l.337-339; (cz) l.186: 12 space with 25 ground is too many',
    title: '12 space, 25 ground, 12 character',
    format: 'swtcg-constructed',
    deck: () => ({
      deck: [
        ...copies(U.lightSpace, 4),
        ...copies(U.lightGround.slice(0, 6), 4),
        one(U.lightGround[6]),
        ...copies(U.lightCharacter, 4),
        ...nonUnits(3),
      ],
    }),
    expected: ['unit-type-ratio'],
  },
  {
    source: '(es) "Mazo" l.339: the most ground cards in that case is 24',
    title: '12 space, 24 ground, 12 character',
    format: 'swtcg-constructed',
    deck: () => ({
      deck: [
        ...copies(U.lightSpace, 4),
        ...copies(U.lightGround.slice(0, 6), 4),
        ...copies(U.lightCharacter, 4),
        ...nonUnits(3),
      ],
    }),
    expected: [],
  },
  {
    source: 'digest swtcg.md §1.2 (recommended reading: multi-arena units count in each type for the ratio)',
    title: 'a ratio that holds only when multi-arena units count',
    format: 'swtcg-constructed',
    deck: () => ratioDependsOnMultiArena(),
    expected: [],
  },
  {
    source: 'digest swtcg.md §1.2, option multiArenaInRatio: single-type-only',
    title: 'the same deck when multi-arena units are left out of the ratio',
    format: 'swtcg-constructed',
    deck: () => ratioDependsOnMultiArena(),
    options: { swtcg: { multiArenaInRatio: 'single-type-only' } },
    expected: ['unit-type-ratio'],
  },
  {
    source: '(es) "Mazo" l.343; (cz) l.180',
    title: '5 copies of one card',
    format: 'swtcg-constructed',
    deck: () => changed(legal, (d) => (d.deck[0].count = 5)),
    expected: ['too-many-copies'],
  },
  {
    source: '(cz) l.1130: 4 of version A and 4 of version B are separate cards',
    title: '4 + 4 of two versions of a unique character',
    format: 'swtcg-constructed',
    deck: () => changed(legal, (d) => d.deck.push(...copies([U.jorunA, U.jorunB], 4))),
    expected: [],
  },
  {
    source: '(es) l.993; (cz) l.251: same name = same English name',
    title: '3 Spanish + 2 English printings of one card',
    format: 'swtcg-constructed',
    deck: () => changed(legal, (d) => d.deck.push({ id: U.pilotEs.id, count: 3 }, { id: U.pilotEn.id, count: 2 })),
    expected: ['too-many-copies'],
  },
  {
    source: 'digest swtcg.md §1.3; contract + (cz) l.180 (default: counted together)',
    title: 'same-name non-unique cards from two sets, 5 in all',
    format: 'swtcg-constructed',
    deck: () =>
      changed(legal, (d) => d.deck.push({ id: O.blockade.id, count: 3 }, { id: O.blockadeOtherSet.id, count: 2 })),
    expected: ['too-many-copies'],
  },
  {
    source: 'digest swtcg.md §1.3; (es) l.993 ("independent"), option nonUniqueSameName: by-set',
    title: 'the same cards when each set counts on its own',
    format: 'swtcg-constructed',
    deck: () =>
      changed(legal, (d) => d.deck.push({ id: O.blockade.id, count: 3 }, { id: O.blockadeOtherSet.id, count: 2 })),
    options: { swtcg: { nonUniqueSameName: 'by-set' } },
    expected: [],
  },
  {
    source: '(es) "Mazo" l.341; (cz) l.182',
    title: 'a Dark Side card in a Light Side deck',
    format: 'swtcg-constructed',
    deck: () => changed(legal, swapSpaceFor(U.darkSpace[0].id)),
    expected: ['wrong-side-mix'],
  },
  {
    source: '(es) "Mazo" l.342: Yuuzhan Vong only with Neutral',
    title: 'a Yuuzhan Vong card in a Light Side deck',
    format: 'swtcg-constructed',
    deck: () => changed(legal, (d) => d.deck.push(one(U.vongWarrior))),
    expected: ['wrong-side-mix'],
  },
  {
    source: '(es) "Mazo" l.341: Neutral cards are always allowed',
    title: 'Neutral units in a Light Side deck',
    format: 'swtcg-constructed',
    deck: () => changed(legal, (d) => d.deck.push(...copies([U.triArena, U.neutralSpace], 2))),
    expected: [],
  },
  {
    source: '(es) "Eventos" l.152, "Subordinados" l.276',
    title: 'an Event and a Subordinate in the main deck',
    format: 'swtcg-constructed',
    deck: () => changed(legal, (d) => d.deck.push(one(O.lightEvent), one(O.subordinate))),
    expected: ['supply-card-type'],
  },
  {
    source: '(es) "Suministro" l.351',
    title: 'a Battle card in the Supply',
    format: 'swtcg-constructed',
    deck: () => changed(legal, (d) => d.sideboard?.push(one(O.battles[0]))),
    expected: ['supply-card-type'],
  },
  {
    source: '(es) "Suministro" l.353',
    title: 'two copies of an Event in the Supply',
    format: 'swtcg-constructed',
    deck: () => changed(legal, (d) => d.sideboard?.push(one(O.lightEvent))),
    expected: ['too-many-copies'],
  },
  {
    source: '(es) "Suministro" l.352, l.354: Subordinates unlimited, any side',
    title: "20 Dark Subordinates and a Dark Event in a Light deck's Supply",
    format: 'swtcg-constructed',
    deck: () => changed(legal, (d) => (d.sideboard = [{ id: O.subordinate.id, count: 20 }, one(O.darkEvent)])),
    expected: [],
  },
  {
    source: 'digest swtcg.md §1.5, option supply: forbidden (WotC rules have no Supply)',
    title: 'a Supply in an event played without one',
    format: 'swtcg-constructed',
    deck: () => legal,
    options: { swtcg: { supply: 'forbidden' } },
    expected: ['sideboard-not-allowed'],
  },
  {
    source: 'digest swtcg.md §1.6 (inference): Resource cards are main-deck cards',
    title: 'Resource cards counted toward 60',
    format: 'swtcg-constructed',
    deck: () =>
      changed(legal, (d) => ((d.deck[d.deck.length - 1].count = 2), d.deck.push({ id: O.resource.id, count: 2 }))),
    expected: [],
  },
  {
    source: 'contract "Decks": swtcg uses deck and sideboard only',
    title: 'a leader slot',
    format: 'swtcg-constructed',
    deck: () => changed(legal, (d) => (d.leader = one(U.jorunA))),
    expected: ['wrong-card-type'],
  },
];

/** Space 8 single + 4 space/ground; ground 20 single; character 12: ratio holds only with multi-arena. */
function ratioDependsOnMultiArena(): DeckList {
  return {
    deck: [
      ...copies(U.lightSpace.slice(0, 2), 4),
      ...copies([U.skyhopper], 4),
      ...copies(U.lightGround.slice(0, 5), 4),
      ...copies(U.lightCharacter, 4),
      ...nonUnits(4),
    ],
  };
}

/** House limited defaults: 30 cards, 6 of each unit type, 18 units, no copy limit. */
const limitedDeck = (): DeckList => ({
  deck: [
    { id: U.lightSpace[0].id, count: 6 },
    { id: U.lightGround[0].id, count: 6 },
    { id: U.lightCharacter[0].id, count: 6 },
    ...copies(O.battles, 6),
  ],
});
const limitedPool = limitedDeck().deck.flatMap((e) => Array<string>(e.count).fill(e.id));

const limitedCases: ValidationCase[] = [
  {
    source: 'digest swtcg.md §2 (rulebooks silent): house defaults',
    title: 'a 30-card sealed deck with 6 of each unit type from its pool',
    format: 'swtcg-sealed',
    deck: limitedDeck,
    pool: limitedPool,
    expected: [],
  },
  {
    source: 'contract "Decks": not-in-pool',
    title: 'a card the pool does not hold',
    format: 'swtcg-draft',
    deck: () => changed(limitedDeck(), (d) => d.deck.push(one(O.location))),
    pool: limitedPool,
    expected: ['not-in-pool'],
  },
  {
    source: 'digest swtcg.md §2: house default minimum 30',
    title: '29 cards',
    format: 'swtcg-sealed',
    deck: () => changed(limitedDeck(), (d) => (d.deck[3].count = 5)),
    pool: limitedPool,
    expected: ['deck-too-small'],
  },
  {
    source: "digest swtcg.md §2: limited settings are the organizer's",
    title: 'an organizer-raised minimum of 8 per unit type',
    format: 'swtcg-sealed',
    deck: limitedDeck,
    options: { swtcg: { unitTypeMinimum: 8 } },
    expected: ['unit-type-minimum'],
  },
];

/**
 * Sides, zones, the ratio and the Supply are the same in limited play (house rules, digest §2); the
 * legal constructed deck is also legal there. Size, unit minimums and main-deck copies differ.
 */
const CONSTRUCTED_ONLY = ['deck-too-small', 'unit-type-minimum', 'unit-total-minimum', 'too-many-copies'];
const sharedLimitedCases = (format: string): ValidationCase[] => [
  ...constructedCases
    .filter((c) => !c.expected.some((code) => CONSTRUCTED_ONLY.includes(code)))
    .map((c) => ({ ...c, format })),
  {
    source: 'digest swtcg.md §2: no copy limit in the house limited rules; (es) l.353 still holds in the Supply',
    title: '5 copies in the deck, 2 of an Event in the Supply',
    format,
    deck: () => changed(legal, (d) => ((d.deck[0].count = 5), d.sideboard?.push(one(O.lightEvent)))),
    expected: ['too-many-copies'],
  },
  {
    source: 'digest swtcg.md §2 house defaults: 6 per unit type, 18 units',
    title: '5 space units and 17 units',
    format,
    deck: () => ({
      deck: [
        { id: U.lightSpace[0].id, count: 5 },
        { id: U.lightGround[0].id, count: 6 },
        { id: U.lightCharacter[0].id, count: 6 },
        ...copies(O.battles, 7),
      ],
    }),
    expected: ['unit-total-minimum', 'unit-type-minimum'],
  },
];

describe('SWTCG deck validation', () => {
  describe.each([
    ['Constructed', constructedCases],
    ['Limited', limitedCases],
    ['Sealed, rules shared with constructed', sharedLimitedCases('swtcg-sealed')],
    ['Draft, rules shared with constructed', sharedLimitedCases('swtcg-draft')],
  ])('%s', (_name, cases) => {
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
