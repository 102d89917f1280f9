/** TEST DATA ONLY: the SWU deck validation cases, shared by the validator specs and the API tests. */
import {
  copies,
  filler,
  legalPremierDeck,
  legalTrilogyDecks,
  legalTwinSunsDeck,
  one,
  sealedPoolAndDeck,
  SWU_BASES,
  SWU_LEADERS,
  SWU_SPECIAL,
} from './swu-test-cards';
import type { ValidationCase } from './validation-cases';
import { changed } from './validation-cases';

const premier = legalPremierDeck();
const twinSuns = legalTwinSunsDeck();
const sealed = sealedPoolAndDeck();
const [fillerA] = filler(0, 1);

const premierCases: ValidationCase[] = [
  {
    source: 'SWU rules 9.2.2',
    title: 'a legal premier deck',
    format: 'swu-premier',
    deck: () => premier,
    expected: [],
  },
  {
    source: 'contract "Decks": unknown-card',
    title: 'an id that is not in the catalog',
    format: 'swu-premier',
    deck: () => changed(premier, (d) => d.deck.push({ id: 'TST_999', count: 1 })),
    expected: ['unknown-card'],
  },
  {
    source: 'SWU rules 9.2.2.A',
    title: 'no leader',
    format: 'swu-premier',
    deck: () => changed(premier, (d) => delete d.leader),
    expected: ['leader-count'],
  },
  {
    source: 'SWU rules 9.2.2.A',
    title: 'a second leader',
    format: 'swu-premier',
    deck: () => changed(premier, (d) => (d.secondleader = one(SWU_LEADERS.krall))),
    expected: ['leader-count'],
  },
  {
    source: 'SWU rules 9.2.2.A',
    title: 'the leader listed with count 2',
    format: 'swu-premier',
    deck: () => changed(premier, (d) => (d.leader = { id: SWU_LEADERS.velaDawn.id, count: 2 })),
    expected: ['leader-count'],
  },
  {
    source: 'SWU rules 3.4.2',
    title: 'a unit in the leader slot',
    format: 'swu-premier',
    deck: () => changed(premier, (d) => (d.leader = one(SWU_SPECIAL.sentry))),
    expected: ['leader-count', 'wrong-card-type'],
  },
  {
    source: 'SWU rules 9.2.2.A (deck holds units, events and upgrades)',
    title: 'a leader in the deck',
    format: 'swu-premier',
    deck: () => changed(premier, (d) => d.deck.push(one(SWU_LEADERS.krall))),
    expected: ['wrong-card-type'],
  },
  {
    source: 'SWU rules 9.2.2.A',
    title: 'a base in the deck',
    format: 'swu-premier',
    deck: () => changed(premier, (d) => d.deck.push(one(SWU_BASES.glasswater))),
    expected: ['wrong-card-type'],
  },
  {
    source: 'SWU rules 1.2.3 (tokens are not part of a deck)',
    title: 'a token in the deck',
    format: 'swu-premier',
    deck: () => changed(premier, (d) => d.deck.push(one(SWU_SPECIAL.probe))),
    expected: ['wrong-card-type'],
  },
  {
    source: 'SWU rules 3.2.2',
    title: 'no base',
    format: 'swu-premier',
    deck: () => changed(premier, (d) => delete d.base),
    expected: ['base-count'],
  },
  {
    source: 'SWU rules 3.2.2',
    title: 'the base listed with count 2',
    format: 'swu-premier',
    deck: () => changed(premier, (d) => (d.base = { id: SWU_BASES.ember.id, count: 2 })),
    expected: ['base-count'],
  },
  {
    source: 'SWU rules 9.2.2.A',
    title: '49 cards besides leader and base',
    format: 'swu-premier',
    deck: () => changed(premier, (d) => (d.deck[0].count = 1)),
    expected: ['deck-too-small'],
  },
  {
    source: 'SWU rules 9.2.2.B',
    title: '4 copies in the deck',
    format: 'swu-premier',
    deck: () => changed(premier, (d) => (d.deck[0].count = 4)),
    expected: ['too-many-copies'],
  },
  {
    source: 'contract "Games and formats": <= 3 copies over deck + sideboard',
    title: '3 in the deck and 1 in the sideboard',
    format: 'swu-premier',
    deck: () => changed(premier, (d) => d.sideboard?.push(one(fillerA))),
    expected: ['too-many-copies'],
  },
  {
    source: 'SWU rules 8.6.1; contract: copies by name+subtitle',
    title: 'two printings of one card from different sets, 4 in all',
    format: 'swu-premier',
    deck: () =>
      changed(premier, (d) =>
        d.deck.push({ id: SWU_SPECIAL.sentry.id, count: 2 }, { id: SWU_SPECIAL.sentryReprint.id, count: 2 }),
      ),
    expected: ['too-many-copies'],
  },
  {
    source: 'SWU rules 8.6.2: same name, other subtitle is not a copy',
    title: '3 of each of two cards sharing a name',
    format: 'swu-premier',
    deck: () => changed(premier, (d) => d.deck.push(...copies([SWU_SPECIAL.duelistLast, SWU_SPECIAL.duelistExile], 3))),
    expected: [],
  },
  {
    source: 'SWU rules 9.2.2.C',
    title: 'an 11-card sideboard',
    format: 'swu-premier',
    deck: () => changed(premier, (d) => (d.sideboard = copies(filler(20, 11), 1))),
    expected: ['sideboard-too-large'],
  },
  {
    source: 'SWU rules 1.3.1 golden rule: card text beats the rules (deckRules.maxCopies = any)',
    title: '6 copies of a card whose text allows any number',
    format: 'swu-premier',
    deck: () => changed(premier, (d) => d.deck.push({ id: SWU_SPECIAL.swarm.id, count: 6 })),
    expected: [],
  },
  {
    source: 'SWU rules 3.2.1.A: the base text prevails (minimum 40)',
    title: 'a 42-card deck on a base that asks for 40',
    format: 'swu-premier',
    deck: () => changed(premier, (d) => ((d.base = one(SWU_BASES.archive)), (d.deck = copies(filler(0, 14), 3)))),
    expected: [],
  },
  {
    source: 'SWU rules 3.2.1.A',
    title: 'a 39-card deck on a base that asks for 40',
    format: 'swu-premier',
    deck: () => changed(premier, (d) => ((d.base = one(SWU_BASES.archive)), (d.deck = copies(filler(0, 13), 3)))),
    expected: ['deck-too-small'],
  },
];

const twinSunsCases: ValidationCase[] = [
  {
    source: 'SWU rules 12.2',
    title: 'a legal Twin Suns deck',
    format: 'swu-twin-suns',
    deck: () => twinSuns,
    expected: [],
  },
  {
    source: 'SWU rules 12.2.1.A',
    title: 'one leader',
    format: 'swu-twin-suns',
    deck: () => changed(twinSuns, (d) => delete d.secondleader),
    expected: ['leader-count'],
  },
  {
    source: 'SWU rules 12.3.1: the two leaders must not be identical copies',
    title: 'the same leader twice',
    format: 'swu-twin-suns',
    deck: () => changed(twinSuns, (d) => (d.secondleader = one(SWU_LEADERS.velaDawn))),
    expected: ['duplicate-unique'],
  },
  {
    source: 'SWU rules 12.3.1: both leaders may share a name',
    title: 'two leaders with one name and different subtitles',
    format: 'swu-twin-suns',
    deck: () => changed(twinSuns, (d) => (d.secondleader = one(SWU_LEADERS.velaRogue))),
    expected: [],
  },
  {
    source: 'SWU rules 12.2.1.A, 12.3.1',
    title: 'a Heroism leader with a Villainy leader',
    format: 'swu-twin-suns',
    deck: () => changed(twinSuns, (d) => (d.secondleader = one(SWU_LEADERS.krall))),
    expected: ['twin-suns-aspects'],
  },
  {
    source: 'SWU rules 12.2.2 (singleton)',
    title: 'two copies of a card',
    format: 'swu-twin-suns',
    deck: () => changed(twinSuns, (d) => (d.deck[0].count = 2)),
    expected: ['too-many-copies'],
  },
  {
    source: 'SWU rules 12.2.1.A; digest swu.md "Constructed formats": no sideboard',
    title: 'a sideboard',
    format: 'swu-twin-suns',
    deck: () => changed(twinSuns, (d) => (d.sideboard = [one(filler(55, 1)[0])])),
    expected: ['sideboard-not-allowed'],
  },
  {
    source: 'SWU rules 12.2.1.A',
    title: '49 cards',
    format: 'swu-twin-suns',
    deck: () => changed(twinSuns, (d) => d.deck.pop()),
    expected: ['deck-too-small'],
  },
  {
    source: 'SWU rules 12.2.1.A',
    title: 'no base',
    format: 'swu-twin-suns',
    deck: () => changed(twinSuns, (d) => delete d.base),
    expected: ['base-count'],
  },
  {
    source: 'contract "Decks": unknown-card',
    title: 'an unknown id',
    format: 'swu-twin-suns',
    deck: () => changed(twinSuns, (d) => d.deck.push({ id: 'TST_999', count: 1 })),
    expected: ['unknown-card'],
  },
  {
    source: 'SWU rules 3.4.2, 12.2.1.A',
    title: 'a base as second leader',
    format: 'swu-twin-suns',
    deck: () => changed(twinSuns, (d) => (d.secondleader = one(SWU_BASES.glasswater))),
    expected: ['leader-count', 'wrong-card-type'],
  },
];

const trilogy = () => legalTrilogyDecks();
const trilogyCases: ValidationCase[] = [
  {
    source: 'SWU rules 9.3.2',
    title: 'three legal decks',
    format: 'swu-trilogy',
    deck: () => ({ decks: trilogy() }),
    expected: [],
  },
  {
    source: 'SWU rules 9.3.1.A; contract: trilogy-deck-count',
    title: 'two decks',
    format: 'swu-trilogy',
    deck: () => ({ decks: trilogy().slice(0, 2) }),
    expected: ['trilogy-deck-count'],
  },
  {
    source: 'contract "Decks": Trilogy is { decks: [...] }',
    title: 'a single deck body',
    format: 'swu-trilogy',
    deck: () => trilogy()[0],
    expected: ['trilogy-deck-count'],
  },
  {
    source: 'SWU rules 9.3.2.B: 3 copies over the three decks combined',
    title: '2 copies in one deck and 2 in another',
    format: 'swu-trilogy',
    deck: () => {
      const decks = trilogy();
      decks[0].deck.push({ id: SWU_SPECIAL.sentry.id, count: 2 });
      decks[1].deck.push({ id: SWU_SPECIAL.sentryReprint.id, count: 2 });
      return { decks };
    },
    expected: ['trilogy-combined-copies'],
  },
  {
    source: 'SWU rules 9.3.2.B',
    title: '4 copies inside one deck (reported for that deck only)',
    format: 'swu-trilogy',
    deck: () => {
      const decks = trilogy();
      decks[2].deck[0].count = 4;
      return { decks };
    },
    expected: ['too-many-copies'],
  },
  {
    source: 'SWU rules 9.3.2.B: no leader twice',
    title: 'one leader in two decks',
    format: 'swu-trilogy',
    deck: () => {
      const decks = trilogy();
      decks[1].leader = one(SWU_LEADERS.velaDawn);
      return { decks };
    },
    expected: ['duplicate-unique'],
  },
  {
    source: 'SWU rules 9.3.2.B: no base twice',
    title: 'one base in two decks',
    format: 'swu-trilogy',
    deck: () => {
      const decks = trilogy();
      decks[2].base = one(SWU_BASES.ember);
      return { decks };
    },
    expected: ['duplicate-unique'],
  },
  {
    source: 'SWU rules 9.3.2.C',
    title: 'a sideboard on one deck',
    format: 'swu-trilogy',
    deck: () => {
      const decks = trilogy();
      decks[0].sideboard = [one(filler(55, 1)[0])];
      return { decks };
    },
    expected: ['sideboard-not-allowed'],
  },
  {
    source: 'SWU rules 9.3.2.A',
    title: 'the second deck with 49 cards',
    format: 'swu-trilogy',
    deck: () => {
      const decks = trilogy();
      decks[1].deck[0].count = 1;
      return { decks };
    },
    expected: ['deck-too-small'],
  },
  {
    source: 'SWU rules 9.3.2.A',
    title: 'a deck without leader',
    format: 'swu-trilogy',
    deck: () => {
      const decks = trilogy();
      delete decks[1].leader;
      return { decks };
    },
    expected: ['leader-count'],
  },
  {
    source: 'SWU rules 9.3.2.A',
    title: 'a deck without base',
    format: 'swu-trilogy',
    deck: () => {
      const decks = trilogy();
      delete decks[2].base;
      return { decks };
    },
    expected: ['base-count'],
  },
  {
    source: 'SWU rules 9.3.2.A',
    title: 'a token in one deck and an unknown id in another',
    format: 'swu-trilogy',
    deck: () => {
      const decks = trilogy();
      decks[0].deck.push(one(SWU_SPECIAL.probe));
      decks[1].deck.push({ id: 'TST_998', count: 1 });
      return { decks };
    },
    expected: ['unknown-card', 'wrong-card-type'],
  },
];

const sealedCases: ValidationCase[] = [
  {
    source: 'SWU rules 10.2.2',
    title: 'a legal sealed deck from its pool with a common base of the set',
    format: 'swu-sealed',
    deck: () => sealed.deck,
    pool: sealed.pool,
    set: 'TST',
    expected: [],
  },
  {
    source: 'SWU rules 10.2.2.A',
    title: '29 cards',
    format: 'swu-sealed',
    deck: () => changed(sealed.deck, (d) => (d.deck = d.deck.slice(0, 24))),
    pool: sealed.pool,
    expected: ['deck-too-small'],
  },
  {
    source: 'SWU rules 10.2.2.A',
    title: 'no leader',
    format: 'swu-sealed',
    deck: () => changed(sealed.deck, (d) => delete d.leader),
    pool: sealed.pool,
    expected: ['leader-count'],
  },
  {
    source: 'SWU rules 10.2.2.B: a leader the player opened',
    title: 'a leader that is not in the pool',
    format: 'swu-sealed',
    deck: () => changed(sealed.deck, (d) => (d.leader = one(SWU_LEADERS.oddo))),
    pool: sealed.pool,
    expected: ['not-in-pool'],
  },
  {
    source: 'SWU rules 10.2; contract: the pool is a multiset',
    title: 'three copies of a card the pool holds twice',
    format: 'swu-sealed',
    deck: () => changed(sealed.deck, (d) => (d.deck[0].count = 3)),
    pool: sealed.pool,
    expected: ['not-in-pool'],
  },
  {
    source: 'contract "Decks": deck and sideboard together must fit in the pool',
    title: 'a sideboard card that is not in the pool',
    format: 'swu-sealed',
    deck: () => changed(sealed.deck, (d) => d.sideboard?.push(one(SWU_SPECIAL.swarm))),
    pool: sealed.pool,
    expected: ['not-in-pool'],
  },
  {
    source: 'SWU rules 10.2.2.C: an opened base or a common base of that set',
    title: 'a common base of another set',
    format: 'swu-sealed',
    deck: () => changed(sealed.deck, (d) => (d.base = one(SWU_BASES.frost))),
    pool: sealed.pool,
    set: 'TST',
    expected: ['not-in-pool'],
  },
  {
    source: 'contract "Decks": or of the pool\'s set',
    title: "a common base of the pool's set when no set is given",
    format: 'swu-sealed',
    deck: () => changed(sealed.deck, (d) => (d.base = one(SWU_BASES.saltmarsh))),
    pool: sealed.pool,
    expected: [],
  },
  {
    source: 'SWU rules 10.2.2.C + 3.2.1.A (the base text prevails in every format)',
    title: 'an opened rare base that asks for 40 cards, with 35',
    format: 'swu-sealed',
    deck: () => changed(sealed.deck, (d) => (d.base = one(SWU_BASES.archive))),
    pool: sealed.pool,
    expected: ['deck-too-small'],
  },
  {
    source: 'SWU rules 10.2.2.D: no copy limit',
    title: 'five copies of a card when the pool holds five',
    format: 'swu-sealed',
    deck: () => changed(sealed.deck, (d) => d.deck.push({ id: SWU_SPECIAL.duelistLast.id, count: 5 })),
    pool: [...sealed.pool, ...Array<string>(5).fill(SWU_SPECIAL.duelistLast.id)],
    expected: [],
  },
  {
    source: 'contract "Decks": pool is optional for /decks/validate',
    title: 'no pool given: no pool check',
    format: 'swu-sealed',
    deck: () => changed(sealed.deck, (d) => (d.leader = one(SWU_LEADERS.oddo))),
    expected: [],
  },
];

const draftCases: ValidationCase[] = [
  {
    source: 'SWU rules 10.3.4',
    title: 'a legal draft deck with a common base from the shared pile',
    format: 'swu-draft',
    deck: () => sealed.deck,
    pool: sealed.pool,
    set: 'TST',
    expected: [],
  },
  {
    source: 'SWU rules 10.3.4.B: one of the three drafted leaders',
    title: 'a leader that was not drafted',
    format: 'swu-draft',
    deck: () => changed(sealed.deck, (d) => (d.leader = one(SWU_LEADERS.tenn))),
    pool: sealed.pool,
    expected: ['not-in-pool'],
  },
  {
    source: 'SWU rules 10.3.4.A',
    title: '29 cards',
    format: 'swu-draft',
    deck: () => changed(sealed.deck, (d) => (d.deck = d.deck.slice(0, 24))),
    pool: sealed.pool,
    expected: ['deck-too-small'],
  },
  {
    source: 'SWU rules 10.3.4.A',
    title: 'a base in the deck',
    format: 'swu-draft',
    deck: () => changed(sealed.deck, (d) => d.deck.push(one(SWU_BASES.archive))),
    pool: sealed.pool,
    expected: ['wrong-card-type'],
  },
];

/**
 * The slot rules are the same in every single-deck format (SWU rules 3.2.2, 3.4.2, 10.2.2.A,
 * 10.3.4.A); the legal premier deck is also a legal limited deck when no pool is given.
 */
const STRUCTURAL = ['unknown-card', 'wrong-card-type', 'leader-count', 'base-count'];
const structuralLimitedCases = (format: string): ValidationCase[] =>
  premierCases.filter((c) => c.expected.every((code) => STRUCTURAL.includes(code))).map((c) => ({ ...c, format }));

/** The SWU cases by format, as the validator spec groups them (every case of game `swu`). */
export const SWU_VALIDATION_CASE_GROUPS: [name: string, cases: ValidationCase[]][] = [
  ['Premier', premierCases],
  ['Twin Suns', twinSunsCases],
  ['Trilogy', trilogyCases],
  ['Sealed', sealedCases],
  ['Draft', draftCases],
  ['Sealed, slot rules shared with Premier', structuralLimitedCases('swu-sealed')],
  ['Draft, slot rules shared with Premier', structuralLimitedCases('swu-draft')],
];

/** Every SWU case in one table (validate with game `swu` and the SWU test catalog). */
export const SWU_VALIDATION_CASES: ValidationCase[] = SWU_VALIDATION_CASE_GROUPS.flatMap(([, cases]) => cases);
