/** TEST DATA ONLY: the Destiny deck validation cases, shared by the validator specs and the API tests. */
import {
  DESTINY_CHARACTERS as C,
  DESTINY_FILLER,
  DESTINY_OTHERS as O,
  legalDestinyDeck,
  withTeam,
} from './destiny-test-cards';
import { copies, one } from './swu-test-cards';
import type { ValidationCase } from './validation-cases';
import { changed } from './validation-cases';

const legal = legalDestinyDeck();
const deckCards = () => copies(DESTINY_FILLER, 2);

const standardCases: ValidationCase[] = [
  {
    source: 'Destiny rules (es) Parte 4',
    title: 'a legal team, deck and battlefield',
    format: 'destiny-standard',
    deck: () => legal,
    expected: [],
  },
  {
    source: 'contract "Decks": unknown-card',
    title: 'an unknown id',
    format: 'destiny-standard',
    deck: () => changed(legal, (d) => d.deck.push({ id: 'TDS_999', count: 1 })),
    expected: ['unknown-card'],
  },
  {
    source: 'Parte 4.1: at least one character',
    title: 'no character (its red and yellow cards then lack a character too)',
    format: 'destiny-standard',
    deck: () => withTeam(),
    expected: ['color-without-character', 'no-character'],
  },
  {
    source: 'Parte 4.1; contract: elite at the higher cost',
    title: 'two elites (15 + 14) and a 2-point plot: 31 points',
    format: 'destiny-standard',
    deck: () => withTeam({ id: C.rheaScout.id, count: 2 }, { id: C.tarn.id, count: 2 }, one(O.agenda)),
    expected: ['team-points'],
  },
  {
    source: 'Parte 4.1: up to 30 points',
    title: 'two elites (15 + 14) and a 0-point plot: 29 points',
    format: 'destiny-standard',
    deck: () => withTeam({ id: C.rheaScout.id, count: 2 }, { id: C.tarn.id, count: 2 }, one(O.pact)),
    expected: [],
  },
  {
    source: 'Parte 1 "Unicidad": same title, other subtitle is the same character',
    title: 'two characters titled Rhea Voss',
    format: 'destiny-standard',
    deck: () => withTeam(one(C.rheaScout), one(C.rheaVeteran), one(C.tarn)),
    expected: ['duplicate-unique'],
  },
  {
    source: 'Parte 4.1; contract: count 3 of a two-value character is an elite plus a second copy',
    title: 'a unique character listed three times',
    format: 'destiny-standard',
    deck: () => withTeam({ id: C.rheaScout.id, count: 3 }, one(C.tarn)),
    expected: ['duplicate-unique', 'team-points'],
  },
  {
    source: 'Parte 4.1: any number of non-unique characters',
    title: 'two copies of a one-value non-unique character (2 x 8) and Tarn Okoro (10)',
    format: 'destiny-standard',
    deck: () => withTeam({ id: C.trooper.id, count: 2 }, one(C.tarn)),
    expected: [],
  },
  {
    source: 'Parte 4.1: no hero and villain characters together',
    title: 'a hero and a villain character',
    format: 'destiny-standard',
    deck: () => withTeam(one(C.rheaScout), one(C.sentinel), one(C.tarn)),
    expected: ['affiliation-mix'],
  },
  {
    source: 'Parte 4.2: a hero team takes no villain cards',
    title: 'a villain event in a hero deck',
    format: 'destiny-standard',
    deck: () => changed(legal, (d) => ((d.deck[2].count = 1), d.deck.push(one(O.villainEvent)))),
    expected: ['affiliation-mix'],
  },
  {
    source: 'digest A.1.7 (neutral characters): default allowed',
    title: 'a neutral character on a hero team',
    format: 'destiny-standard',
    deck: () => withTeam(one(C.rheaScout), one(C.mystic)),
    expected: [],
  },
  {
    source: 'digest A.1.7, option neutralCharacters: forbidden',
    title: 'a neutral character when the event forbids them',
    format: 'destiny-standard',
    deck: () => withTeam(one(C.rheaScout), one(C.mystic)),
    options: { destiny: { neutralCharacters: 'forbidden' } },
    expected: ['neutral-character'],
  },
  {
    source: 'Parte 4.2: blue, red and yellow cards need a character of that colour',
    title: 'a blue upgrade without a blue character',
    format: 'destiny-standard',
    deck: () => changed(legal, (d) => ((d.deck[2].count = 1), d.deck.push(one(O.blueUpgrade)))),
    expected: ['color-without-character'],
  },
  {
    source: 'Parte 4.2: exactly 30 cards',
    title: '29 cards',
    format: 'destiny-standard',
    deck: () => changed(legal, (d) => (d.deck[2].count = 1)),
    expected: ['deck-too-small'],
  },
  {
    source: 'Parte 4.2: exactly 30 cards',
    title: '31 cards',
    format: 'destiny-standard',
    deck: () => changed(legal, (d) => d.deck.push(one(O.heroEvent))),
    expected: ['deck-too-large'],
  },
  {
    source: 'Parte 4.2: at most 2 copies',
    title: '3 copies of a card',
    format: 'destiny-standard',
    deck: () => changed(legal, (d) => ((d.deck[2].count = 3), (d.deck[3].count = 1))),
    expected: ['too-many-copies'],
  },
  {
    source: 'Parte 8 "Copia (de una carta)": a copy is any card with the same title, whatever its type',
    title: 'a support sharing its title with two events',
    format: 'destiny-standard',
    deck: () => changed(legal, (d) => ((d.deck[3].count = 1), d.deck.push(one(O.sameTitleSupport)))),
    expected: ['too-many-copies'],
  },
  {
    source: 'Parte 4.3: one battlefield',
    title: 'no battlefield',
    format: 'destiny-standard',
    deck: () => changed(legal, (d) => delete d.base),
    expected: ['battlefield-count'],
  },
  {
    source: 'Parte 4.3',
    title: 'a battlefield listed twice',
    format: 'destiny-standard',
    deck: () => changed(legal, (d) => (d.base = { id: O.hangar.id, count: 2 })),
    expected: ['battlefield-count'],
  },
  {
    source: 'Parte 4.2: battlefields are not deck cards; contract: the battlefield goes in base',
    title: 'the battlefield in the deck',
    format: 'destiny-standard',
    deck: () => changed(legal, (d) => (delete d.base, d.deck.push(one(O.hangar)))),
    expected: ['battlefield-count', 'wrong-card-type'],
  },
  {
    source: 'contract "Decks": the base slot holds the battlefield',
    title: 'a character in the base slot',
    format: 'destiny-standard',
    deck: () => changed(legal, (d) => (d.base = one(C.mystic))),
    expected: ['battlefield-count', 'wrong-card-type'],
  },
  {
    source: 'contract "Decks": destiny has no leader',
    title: 'a leader slot',
    format: 'destiny-standard',
    deck: () => changed(legal, (d) => (d.leader = one(C.mystic))),
    expected: ['wrong-card-type'],
  },
  {
    source: 'digest A.1.7: no sideboard in the rules',
    title: 'a sideboard',
    format: 'destiny-standard',
    deck: () => changed(legal, (d) => (d.sideboard = [one(O.heroEvent)])),
    expected: ['sideboard-not-allowed'],
  },
  {
    source: 'digest A.1.7 (battlefield affiliation): default no restriction',
    title: 'a villain battlefield with a hero team',
    format: 'destiny-standard',
    deck: () => changed(legal, (d) => (d.base = one(O.ashPlains))),
    expected: [],
  },
  {
    source: 'digest A.1.7, option battlefieldAffiliation: match-team',
    title: 'a villain battlefield with a hero team when it must match',
    format: 'destiny-standard',
    deck: () => changed(legal, (d) => (d.base = one(O.ashPlains))),
    options: { destiny: { battlefieldAffiliation: 'match-team' } },
    expected: ['affiliation-mix'],
  },
  {
    source: 'digest A.1.7 (plots are not in the rules reference): Cantina allows one per team',
    title: 'two plots',
    format: 'destiny-standard',
    deck: () => changed(legal, (d) => d.deck.push(one(O.pact), one(O.agenda))),
    expected: ['plot-count'],
  },
];

const limitedTeam = [{ id: C.rheaScout.id, count: 2 }, one(C.tarn)];
const limitedPool = [
  C.rheaScout.id,
  C.rheaScout.id,
  C.tarn.id,
  O.hangar.id,
  ...deckCards().flatMap((e) => Array<string>(e.count).fill(e.id)),
];
const limitedCases: ValidationCase[] = [
  {
    source: 'digest A.2 (rules silent): house default = standard rules without copy limit',
    title: 'a legal sealed deck from its pool',
    format: 'destiny-sealed',
    deck: () => legal,
    pool: limitedPool,
    expected: [],
  },
  {
    source: 'digest A.2: the pool limits copies, not the title rule',
    title: 'four copies of a title the pool holds four times',
    format: 'destiny-draft',
    deck: () => changed(legal, (d) => ((d.deck[2].count = 4), (d.deck[3].count = 0), d.deck.splice(3, 1))),
    pool: [...limitedPool, DESTINY_FILLER[0].id, DESTINY_FILLER[0].id],
    expected: [],
  },
  {
    source: 'contract "Decks": an elite character uses two copies of its card',
    title: 'an elite character when the pool holds one copy',
    format: 'destiny-sealed',
    deck: () => ({ base: one(O.hangar), deck: [...limitedTeam, ...deckCards()] }),
    pool: limitedPool.slice(1),
    expected: ['not-in-pool'],
  },
  {
    source: 'contract "Decks": limited decks may carry a sideboard that fits the pool',
    title: 'a sideboard card the pool does not hold',
    format: 'destiny-sealed',
    deck: () => changed(legal, (d) => (d.sideboard = [one(O.heroEvent)])),
    pool: limitedPool,
    expected: ['not-in-pool'],
  },
];

/**
 * House limited rules are the standard rules without the copy limit and with a sideboard allowed
 * (digest A.2), so every other standard case holds for sealed and draft as well.
 */
const sharedLimitedCases = (format: string): ValidationCase[] =>
  standardCases
    .filter((c) => !c.expected.some((code) => code === 'too-many-copies' || code === 'sideboard-not-allowed'))
    .map((c) => ({ ...c, format }));

/** The Destiny cases by format, as the validator spec groups them (every case of game `destiny`). */
export const DESTINY_VALIDATION_CASE_GROUPS: [name: string, cases: ValidationCase[]][] = [
  ['Standard', standardCases],
  ['Limited', limitedCases],
  ['Sealed, rules shared with standard', sharedLimitedCases('destiny-sealed')],
  ['Draft, rules shared with standard', sharedLimitedCases('destiny-draft')],
];

/** Every Destiny case in one table (validate with game `destiny` and the Destiny test catalog). */
export const DESTINY_VALIDATION_CASES: ValidationCase[] = DESTINY_VALIDATION_CASE_GROUPS.flatMap(([, cases]) => cases);
