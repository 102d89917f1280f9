/** TEST DATA ONLY: the SWTCG deck validation cases, shared by the validator specs and the API tests. */
import type { DeckList } from '../deck-list';
import { legalSwtcgDeck, nonUnits, swapSpaceFor, SWTCG_OTHERS, SWTCG_UNITS } from './swtcg-test-cards';
import { copies, one } from './swu-test-cards';
import type { ValidationCase } from './validation-cases';
import { changed } from './validation-cases';

const legal = legalSwtcgDeck();
const U = SWTCG_UNITS;
const O = SWTCG_OTHERS;

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

/** The SWTCG cases by format, as the validator spec groups them (every case of game `swtcg`). */
export const SWTCG_VALIDATION_CASE_GROUPS: [name: string, cases: ValidationCase[]][] = [
  ['Constructed', constructedCases],
  ['Limited', limitedCases],
  ['Sealed, rules shared with constructed', sharedLimitedCases('swtcg-sealed')],
  ['Draft, rules shared with constructed', sharedLimitedCases('swtcg-draft')],
];

/** Every SWTCG case in one table (validate with game `swtcg` and the SWTCG test catalog). */
export const SWTCG_VALIDATION_CASES: ValidationCase[] = SWTCG_VALIDATION_CASE_GROUPS.flatMap(([, cases]) => cases);
