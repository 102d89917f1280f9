/** TEST DATA ONLY: invented Star Wars: Destiny cards (names of our own) for the validator specs. */
import type { CardCatalog } from '../../cards/card-catalog';
import { createCardCatalog } from '../../cards/card-catalog';
import { formatCardId } from '../../cards/common-card-fields';
import type { DestinyCard } from '../../cards/destiny-card';
import type { DeckList } from '../deck-list';
import { copies, one } from './swu-test-cards';
import { changed } from './validation-cases';

function destiny(number: number, fields: Partial<DestinyCard> & Pick<DestinyCard, 'name' | 'type'>): DestinyCard {
  return {
    game: 'destiny',
    id: formatCardId('TDS', number),
    set: 'TDS',
    number,
    rarity: 'common',
    unique: false,
    affiliation: 'neutral',
    color: 'gray',
    points: null,
    hasDie: false,
    cost: fields.type === 'character' || fields.type === 'battlefield' || fields.type === 'plot' ? null : 1,
    ...fields,
  };
}

const character = (number: number, name: string, subtitle: string | undefined, fields: Partial<DestinyCard>) =>
  destiny(number, {
    name,
    ...(subtitle ? { subtitle } : {}),
    type: 'character',
    hasDie: true,
    unique: true,
    ...fields,
  });

export const DESTINY_CHARACTERS = {
  rheaScout: character(1, 'Rhea Voss', 'Rebel Scout', { affiliation: 'hero', color: 'red', points: [11, 15] }),
  tarn: character(2, 'Tarn Okoro', 'Smuggler', { affiliation: 'hero', color: 'yellow', points: [10, 14] }),
  /** Same title as Rebel Scout: the same unique character. */
  rheaVeteran: character(3, 'Rhea Voss', 'Veteran', { affiliation: 'hero', color: 'blue', points: [8, 12] }),
  trooper: character(4, 'Grav Trooper', undefined, { affiliation: 'hero', color: 'red', points: [8], unique: false }),
  inquisitor: character(5, 'Dread Inquisitor', 'Hunter', { affiliation: 'villain', color: 'blue', points: [13, 17] }),
  mystic: character(6, 'Wandering Mystic', undefined, { affiliation: 'neutral', color: 'yellow', points: [9, 12] }),
  sentinel: character(7, 'Clone Sentinel', undefined, {
    affiliation: 'villain',
    color: 'red',
    points: [9],
    unique: false,
  }),
};

const DECK_TYPES = ['event', 'upgrade', 'support'] as const;
const DECK_COLORS = ['red', 'yellow', 'gray'] as const;
/** 15 neutral deck cards TDS_020 … TDS_034 in red, yellow and gray. */
export const DESTINY_FILLER: DestinyCard[] = Array.from({ length: 15 }, (_, i) =>
  destiny(20 + i, { name: `Fixture Gambit ${20 + i}`, type: DECK_TYPES[i % 3], color: DECK_COLORS[i % 3] }),
);

export const DESTINY_OTHERS = {
  villainEvent: destiny(40, { name: 'Crushing Order', type: 'event', affiliation: 'villain', color: 'red' }),
  heroEvent: destiny(41, { name: 'Rally Cry', type: 'event', affiliation: 'hero', color: 'red' }),
  blueUpgrade: destiny(42, { name: 'Focus Crystal', type: 'upgrade', color: 'blue', hasDie: true }),
  /** Shares its title with a filler event, with another type: still a copy. */
  sameTitleSupport: destiny(43, { name: 'Fixture Gambit 20', type: 'support', color: 'gray' }),
  hangar: destiny(50, { name: 'Sunken Hangar', subtitle: 'Outer Moon', type: 'battlefield' }),
  ashPlains: destiny(51, {
    name: 'Ash Plains',
    subtitle: 'Imperial Range',
    type: 'battlefield',
    affiliation: 'villain',
  }),
  agenda: destiny(60, { name: 'Hidden Agenda', type: 'plot', points: [2] }),
  pact: destiny(61, { name: 'Quiet Pact', type: 'plot', points: [0] }),
};

export const DESTINY_TEST_CARDS: DestinyCard[] = [
  ...Object.values(DESTINY_CHARACTERS),
  ...DESTINY_FILLER,
  ...Object.values(DESTINY_OTHERS),
];

export function destinyTestCatalog(): CardCatalog<DestinyCard> {
  return createCardCatalog('destiny', DESTINY_TEST_CARDS);
}

/**
 * A legal team and deck: elite Rhea Voss (15) + Tarn Okoro (10) = 25 points, red and yellow;
 * 15 neutral red/yellow/gray titles x 2 = 30 cards; one battlefield.
 */
export function legalDestinyDeck(): DeckList {
  return {
    base: one(DESTINY_OTHERS.hangar),
    deck: [
      { id: DESTINY_CHARACTERS.rheaScout.id, count: 2 },
      one(DESTINY_CHARACTERS.tarn),
      ...copies(DESTINY_FILLER, 2),
    ],
  };
}

/** The legal deck with its team (the first two deck entries) replaced. */
export const withTeam = (...team: { id: string; count: number }[]) =>
  changed(legalDestinyDeck(), (d) => d.deck.splice(0, 2, ...team));
