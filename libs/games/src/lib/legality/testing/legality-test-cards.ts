/**
 * TEST DATA ONLY: invented SWU cards (names of our own, no real card text) in sets named like the
 * real set codes, since the legality data is keyed by those codes (set codes are facts).
 */
import type { CardCatalog } from '../../cards/card-catalog';
import { createCardCatalog } from '../../cards/card-catalog';
import { formatCardId } from '../../cards/common-card-fields';
import type { SwuCard } from '../../cards/swu-card';
import type { DeckEntry, DeckList } from '../../decks/deck-list';

function card(set: string, number: number, fields: Partial<SwuCard> & Pick<SwuCard, 'name' | 'type'>): SwuCard {
  return {
    game: 'swu',
    id: formatCardId(set, number),
    set,
    number,
    rarity: 'common',
    unique: false,
    aspects: [],
    cost: fields.type === 'base' ? null : 2,
    arenas: fields.type === 'unit' ? ['ground'] : [],
    traits: [],
    ...fields,
  };
}

/** 20 plain units of a set, "<set> Filler 1" …, numbered from 100. */
function fillers(set: string): SwuCard[] {
  return Array.from({ length: 20 }, (_, i) => card(set, 100 + i, { name: `${set} Filler ${i + 1}`, type: 'unit' }));
}

export const LEGALITY_CARDS = {
  jtlLeader: card('JTL', 1, { name: 'Wing Marshal', subtitle: 'Steady Hand', type: 'leader', unique: true }),
  jtlBase: card('JTL', 20, { name: 'Dust Harbor', type: 'base' }),
  /** Printed only in SOR: rotates out of Premier on 2026-03-13. */
  sorOnly: card('SOR', 40, { name: 'Old Guard Trooper', type: 'unit', aliases: ['SOR_290'] }),
  /** Printed in SOR and reprinted (same name and subtitle) in SEC. */
  sorReprinted: card('SOR', 41, { name: 'Patient Sniper', subtitle: 'Long Shot', type: 'unit' }),
  secReprint: card('SEC', 77, { name: 'Patient Sniper', subtitle: 'Long Shot', type: 'unit' }),
  /** A TWI leader, not reprinted. */
  twiLeader: card('TWI', 3, { name: 'Old Regent', subtitle: 'Last Word', type: 'leader', unique: true }),
  /** From a product legal in Twin Suns and Eternal only. */
  ts26Unit: card('TS26', 5, { name: 'Table Brawler', type: 'unit' }),
  /** A set the legality data does not know. */
  newSetUnit: card('ZZZ', 1, { name: 'Unknown Quarter Unit', type: 'unit' }),
  /** Invented exception card, reprinted in LAW. */
  swarm: card('JTL', 200, { name: 'Hive Skiff', type: 'unit', aliases: ['JTL_1200'] }),
  swarmReprint: card('LAW', 210, { name: 'Hive Skiff', type: 'unit' }),
  /** Carries its own (invented) rule, which wins over any exception. */
  ownRule: card('JTL', 201, { name: 'Picket Drone', type: 'unit', deckRules: { maxCopies: 5 } }),
  /** Suspended in the invented data below. */
  suspendedUnit: card('LOF', 9, { name: 'Loud Agitator', subtitle: 'Crowd Pleaser', type: 'unit' }),
  suspendedByPrinting: card('LAW', 11, { name: 'Shady Broker', subtitle: 'Any Price', type: 'unit' }),
};

export const JTL_FILLER = fillers('JTL');

export function legalityCatalog(): CardCatalog<SwuCard> {
  return createCardCatalog('swu', [...Object.values(LEGALITY_CARDS), ...JTL_FILLER]);
}

export const entry = (c: { id: string }, count = 1): DeckEntry => ({ id: c.id, count });

/** A Premier deck of JTL cards only (51 cards), plus `extra` entries. */
export function jtlDeck(extra: DeckEntry[] = [], deckSize = 51): DeckList {
  const perCard = Math.ceil(deckSize / 3);
  return {
    leader: entry(LEGALITY_CARDS.jtlLeader),
    base: entry(LEGALITY_CARDS.jtlBase),
    deck: [...JTL_FILLER.slice(0, perCard).map((c) => entry(c, 3)), ...extra],
  };
}
