/**
 * TEST DATA ONLY: invented SWU cards (names and numbers of our own, no real card) for the
 * validator specs. Set TST is the main set; TSR reprints one card; TSB is another set.
 */
import type { CardCatalog } from '../../cards/card-catalog';
import { createCardCatalog } from '../../cards/card-catalog';
import { formatCardId } from '../../cards/common-card-fields';
import type { SwuCard } from '../../cards/swu-card';
import type { DeckEntry, DeckList } from '../deck-list';

function swu(set: string, number: number, fields: Partial<SwuCard> & Pick<SwuCard, 'name' | 'type'>): SwuCard {
  return {
    game: 'swu',
    id: formatCardId(set, number),
    set,
    number,
    rarity: 'common',
    unique: false,
    aspects: [],
    cost: fields.type === 'base' || fields.type === 'token' ? null : 2,
    arenas: fields.type === 'unit' ? ['ground'] : [],
    traits: [],
    ...fields,
  };
}

const leader = (number: number, name: string, subtitle: string, aspects: SwuCard['aspects']) =>
  swu('TST', number, { name, subtitle, type: 'leader', rarity: 'special', unique: true, aspects, cost: 5 });

export const SWU_LEADERS = {
  velaDawn: leader(1, 'Captain Vela', 'Dawn Patrol', ['vigilance', 'heroism']),
  krall: leader(2, 'Overseer Krall', 'Iron Fist', ['command', 'villainy']),
  velaRogue: leader(3, 'Captain Vela', 'Rogue Wing', ['aggression', 'heroism']),
  oddo: leader(4, 'Oddo Brask', 'Deal Maker', ['cunning']),
  tenn: leader(5, 'Marshal Tenn', 'Long Watch', ['vigilance', 'heroism']),
};

export const SWU_BASES = {
  ember: swu('TST', 10, { name: 'Ember Outpost', type: 'base', aspects: ['vigilance'] }),
  glasswater: swu('TST', 11, { name: 'Glasswater Station', type: 'base', aspects: ['command'] }),
  saltmarsh: swu('TST', 12, { name: 'Saltmarsh Depot', type: 'base', aspects: ['aggression'] }),
  /** A rare base whose (invented) text lowers the deck minimum to 40. */
  archive: swu('TST', 13, {
    name: 'Archive Spire',
    type: 'base',
    rarity: 'rare',
    aspects: ['cunning'],
    deckRules: { minDeckSize: 40 },
  }),
  /** A common base of another set. */
  frost: swu('TSB', 10, { name: 'Frost Relay', type: 'base', aspects: ['command'] }),
};

const FILLER_TYPES = ['unit', 'event', 'upgrade'] as const;
/** 60 plain deck cards TST_020 … TST_079 ("Fixture Card 20" …), units, events and upgrades. */
export const SWU_FILLER: SwuCard[] = Array.from({ length: 60 }, (_, i) =>
  swu('TST', 20 + i, { name: `Fixture Card ${20 + i}`, type: FILLER_TYPES[i % 3] }),
);

export const SWU_SPECIAL = {
  sentry: swu('TST', 80, { name: 'Hangar Sentry', type: 'unit' }),
  /** The same card (name, no subtitle) reprinted in set TSR. */
  sentryReprint: swu('TSR', 1, { name: 'Hangar Sentry', type: 'unit' }),
  /** Invented text: "any number of copies". */
  swarm: swu('TST', 81, { name: 'Swarm Drone', type: 'unit', deckRules: { maxCopies: null } }),
  duelistLast: swu('TST', 82, { name: 'Lone Duelist', subtitle: 'Last of the Order', type: 'unit', unique: true }),
  duelistExile: swu('TST', 83, { name: 'Lone Duelist', subtitle: 'Exile', type: 'unit', unique: true }),
  probe: swu('TST', 90, { name: 'Probe Token', type: 'token' }),
};

export const SWU_TEST_CARDS: SwuCard[] = [
  ...Object.values(SWU_LEADERS),
  ...Object.values(SWU_BASES),
  ...SWU_FILLER,
  ...Object.values(SWU_SPECIAL),
];

export function swuTestCatalog(): CardCatalog<SwuCard> {
  return createCardCatalog('swu', SWU_TEST_CARDS);
}

export const one = (card: { id: string }): DeckEntry => ({ id: card.id, count: 1 });

/** `count` copies of each card. */
export function copies(cards: readonly { id: string }[], count: number): DeckEntry[] {
  return cards.map((card) => ({ id: card.id, count }));
}

/** Filler cards `from` … `from + n - 1` (indexes into SWU_FILLER). */
export const filler = (from: number, n: number) => SWU_FILLER.slice(from, from + n);

/** A legal Premier deck: 17 cards x 3 = 51, a 2-card sideboard of other cards. */
export function legalPremierDeck(): DeckList {
  return {
    metadata: { name: 'Test premier' },
    leader: one(SWU_LEADERS.velaDawn),
    base: one(SWU_BASES.ember),
    deck: copies(filler(0, 17), 3),
    sideboard: copies(filler(20, 2), 1),
  };
}

/** A legal Twin Suns deck: two heroic leaders, 50 different cards. */
export function legalTwinSunsDeck(): DeckList {
  return {
    leader: one(SWU_LEADERS.velaDawn),
    secondleader: one(SWU_LEADERS.tenn),
    base: one(SWU_BASES.ember),
    deck: copies(filler(0, 50), 1),
  };
}

/** Three legal Trilogy decks sharing no card, leader or base. */
export function legalTrilogyDecks(): DeckList[] {
  return [
    { leader: one(SWU_LEADERS.velaDawn), base: one(SWU_BASES.ember), deck: copies(filler(0, 17), 3) },
    { leader: one(SWU_LEADERS.krall), base: one(SWU_BASES.glasswater), deck: copies(filler(17, 17), 3) },
    { leader: one(SWU_LEADERS.oddo), base: one(SWU_BASES.saltmarsh), deck: copies(filler(34, 17), 3) },
  ];
}

/** A sealed pool (ids, one per physical card) and a legal deck built from it with a free base. */
export function sealedPoolAndDeck(): { pool: string[]; deck: DeckList } {
  const pool = [
    SWU_LEADERS.velaDawn.id,
    SWU_LEADERS.krall.id,
    SWU_BASES.archive.id,
    ...filler(0, 30).map((card) => card.id),
    ...filler(0, 5).map((card) => card.id),
    SWU_SPECIAL.sentry.id,
  ];
  const deck: DeckList = {
    leader: one(SWU_LEADERS.velaDawn),
    base: one(SWU_BASES.ember),
    deck: [...copies(filler(0, 5), 2), ...copies(filler(5, 25), 1)],
    sideboard: [one(SWU_SPECIAL.sentry)],
  };
  return { pool, deck };
}
