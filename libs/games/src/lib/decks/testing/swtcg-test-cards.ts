/**
 * TEST DATA ONLY: invented Star Wars TCG cards (names of our own) for the validator specs.
 * Set TSW is the main set, TSX a second one.
 */
import type { CardCatalog } from '../../cards/card-catalog';
import { createCardCatalog } from '../../cards/card-catalog';
import { formatCardId } from '../../cards/common-card-fields';
import type { SwtcgCard, SwtcgSide, SwtcgUnitType } from '../../cards/swtcg-card';
import type { DeckList } from '../deck-list';
import { copies } from './swu-test-cards';

function swtcg(set: string, number: number, fields: Partial<SwtcgCard> & Pick<SwtcgCard, 'name' | 'type'>): SwtcgCard {
  return {
    game: 'swtcg',
    id: formatCardId(set, number),
    set,
    number,
    rarity: 'common',
    unique: fields.version !== undefined && fields.version !== null,
    unitTypes: [],
    side: 'neutral',
    version: null,
    englishName: fields.name,
    cost: 2,
    ...fields,
  };
}

const unit = (
  number: number,
  name: string,
  unitTypes: SwtcgUnitType[],
  side: SwtcgSide,
  extra: Partial<SwtcgCard> = {},
) => swtcg('TSW', number, { name, type: 'unit', unitTypes, side, ...extra });

/** Single-type light and dark units of each unit type (seven light ground units, three of the rest). */
export const SWTCG_UNITS = {
  lightSpace: [1, 2, 3].map((n) => unit(n, `Light Starfighter ${n}`, ['space'], 'light')),
  lightGround: [4, 5, 6, 43, 44, 45, 46].map((n) => unit(n, `Light Walker ${n}`, ['ground'], 'light')),
  lightCharacter: [7, 8, 9].map((n) => unit(n, `Light Ranger ${n}`, ['character'], 'light')),
  darkSpace: [11, 12, 13].map((n) => unit(n, `Dark Interceptor ${n}`, ['space'], 'dark')),
  darkGround: [14, 15, 16].map((n) => unit(n, `Dark Crawler ${n}`, ['ground'], 'dark')),
  darkCharacter: [17, 18, 19].map((n) => unit(n, `Dark Agent ${n}`, ['character'], 'dark')),
  neutralSpace: unit(20, 'Neutral Freighter', ['space'], 'neutral'),
  skyhopper: unit(21, 'Skyhopper Walker', ['space', 'ground'], 'light'),
  duneStrider: unit(28, 'Dune Strider', ['ground', 'character'], 'light'),
  triArena: unit(22, 'Omni Drone', ['space', 'ground', 'character'], 'neutral'),
  vongWarrior: unit(23, 'Coral Warrior', ['character'], 'yuuzhan-vong'),
  jorunA: unit(24, 'Jorun Vail', ['character'], 'light', { version: 'A', unique: true }),
  jorunB: unit(25, 'Jorun Vail', ['character'], 'light', { version: 'B', unique: true }),
  /** Printed in Spanish; its English name is the copy identity. */
  pilotEs: unit(26, 'Piloto Audaz', ['character'], 'light', { englishName: 'Daring Pilot' }),
  pilotEn: unit(27, 'Daring Pilot', ['character'], 'light'),
};

export const SWTCG_OTHERS = {
  battles: [30, 31].map((n) => swtcg('TSW', n, { name: `Light Gambit ${n}`, type: 'battle', side: 'light' })),
  missions: [32, 33].map((n) => swtcg('TSW', n, { name: `Supply Run ${n}`, type: 'mission', side: 'neutral' })),
  location: swtcg('TSW', 34, { name: 'Canyon Outpost', type: 'location', side: 'neutral' }),
  equipment: swtcg('TSW', 35, { name: 'Targeting Visor', type: 'equipment', side: 'light' }),
  resource: swtcg('TSW', 36, { name: 'Ore Refinery', type: 'resource', side: 'neutral' }),
  blockade: swtcg('TSW', 37, { name: 'Blockade Drill', type: 'battle', side: 'neutral' }),
  /** Same English name as the TSW Blockade Drill, non-unique, from another set. */
  blockadeOtherSet: swtcg('TSX', 1, { name: 'Blockade Drill', type: 'battle', side: 'neutral' }),
  lightEvent: swtcg('TSW', 40, { name: 'Festival of Lights', type: 'event', side: 'light' }),
  darkEvent: swtcg('TSW', 41, { name: 'Dark Omen', type: 'event', side: 'dark' }),
  subordinate: swtcg('TSW', 42, { name: 'Deck Hand', type: 'subordinate', side: 'dark', rarity: 'subordinate' }),
};

export const SWTCG_TEST_CARDS: SwtcgCard[] = [
  ...Object.values(SWTCG_UNITS).flat(),
  ...Object.values(SWTCG_OTHERS).flat(),
];

export function swtcgTestCatalog(): CardCatalog<SwtcgCard> {
  return createCardCatalog('swtcg', SWTCG_TEST_CARDS);
}

/** A legal Light Side deck: 12 of each unit type (36 units) and 24 other cards; a small Supply. */
export function legalSwtcgDeck(): DeckList {
  return {
    deck: [
      ...copies(SWTCG_UNITS.lightSpace, 4),
      ...copies(SWTCG_UNITS.lightGround.slice(0, 3), 4),
      ...copies(SWTCG_UNITS.lightCharacter, 4),
      ...copies(SWTCG_OTHERS.battles, 4),
      ...copies(SWTCG_OTHERS.missions, 4),
      ...copies([SWTCG_OTHERS.location, SWTCG_OTHERS.equipment], 4),
    ],
    sideboard: [
      { id: SWTCG_OTHERS.lightEvent.id, count: 1 },
      { id: SWTCG_OTHERS.darkEvent.id, count: 1 },
      { id: SWTCG_OTHERS.subordinate.id, count: 7 },
    ],
  };
}

/** The first `n` of 4 copies each of the non-unit cards (battles, missions, location, equipment, resource). */
export const nonUnits = (n: number) =>
  copies(
    [
      ...SWTCG_OTHERS.battles,
      ...SWTCG_OTHERS.missions,
      SWTCG_OTHERS.location,
      SWTCG_OTHERS.equipment,
      SWTCG_OTHERS.resource,
    ],
    4,
  ).slice(0, n);

/** Replaces one copy of the first light space unit with `id`. */
export const swapSpaceFor = (id: string) => (d: DeckList) => {
  d.deck[0].count -= 1;
  d.deck.push({ id, count: 1 });
};
