import type { DestinyCard, SwtcgCard, SwuAspect, SwuCard, SwuCardType, SwuRarity } from '@cantina/games';
import { formatCardId } from '@cantina/games';

/** Small invented card sets for the deck builder's tests (set codes that no real set uses). */
export const SWU_SET = 'TSW';

function swu(
  number: number,
  name: string,
  type: SwuCardType,
  extra: { subtitle?: string; rarity?: SwuRarity; aspects?: SwuAspect[]; cost?: number | null; unique?: boolean } = {},
): SwuCard {
  return {
    game: 'swu',
    id: formatCardId(SWU_SET, number),
    set: SWU_SET,
    number,
    name,
    ...(extra.subtitle ? { subtitle: extra.subtitle } : {}),
    type,
    rarity: extra.rarity ?? 'common',
    aspects: extra.aspects ?? [],
    cost: extra.cost === undefined ? (type === 'base' || type === 'token' ? null : 2) : extra.cost,
    arenas: type === 'unit' ? ['ground'] : [],
    traits: [],
    unique: extra.unique ?? false,
  };
}

const UNIT_NAMES = [
  'Dune Runner',
  'Saltline Smuggler',
  'Ironreach Trooper',
  'Quarry Gunship',
  'Mirefen Slicer',
  'Ashfall Scavenger',
  'Redmoor Guard',
  'Harbor Pilot',
  'Glasswing Scout',
  'Cinder Walker',
  'Frostvale Sentry',
  'Tidewater Raider',
  'Hollow Drone',
  'Sable Courier',
  'Marrow Medic',
  'Lantern Bearer',
  'Riverstone Skiff',
  'Copperline Tank',
];
const ASPECT_CYCLE: SwuAspect[] = ['vigilance', 'command', 'aggression', 'cunning'];

export const SWU_LEADERS = {
  kessa: swu(1, 'Kessa Vorn', 'leader', {
    subtitle: 'Dune Scout',
    aspects: ['vigilance', 'heroism'],
    cost: 5,
    unique: true,
  }),
  harl: swu(2, 'Harl Dessik', 'leader', {
    subtitle: 'Commandant of Ironreach',
    rarity: 'rare',
    aspects: ['command', 'villainy'],
    cost: 6,
    unique: true,
  }),
  amaran: swu(3, 'Amaran Vesh', 'leader', {
    subtitle: 'Keeper of the Quiet Spire',
    aspects: ['aggression', 'heroism'],
    cost: 6,
    unique: true,
  }),
};

export const SWU_BASES = {
  cloister: swu(4, 'Quiet Spire Cloister', 'base', { aspects: ['vigilance'] }),
  citadel: swu(5, 'Ironreach Citadel', 'base', { rarity: 'rare', aspects: ['command'] }),
};

export const SWU_TOKEN = swu(6, 'Shield Token', 'token', { rarity: 'special' });

/** 18 units, costs 1-8, aspects cycling, rarities mixed; one with an accented subtitle. */
export const SWU_UNITS: SwuCard[] = UNIT_NAMES.map((name, i) =>
  swu(10 + i, name, 'unit', {
    aspects: [ASPECT_CYCLE[i % 4]],
    cost: (i % 8) + 1,
    rarity: i % 5 === 4 ? 'rare' : i % 3 === 2 ? 'uncommon' : 'common',
    ...(i === 1 ? { subtitle: 'Señor of the Docks', unique: true } : {}),
  }),
);

export const SWU_EVENT = swu(40, 'Sudden Ambush', 'event', { aspects: ['aggression', 'villainy'], cost: 3 });
export const SWU_UPGRADE = swu(41, 'Heirloom Blade', 'upgrade', { aspects: ['heroism'], cost: 2 });

export const SWU_CARDS: SwuCard[] = [
  ...Object.values(SWU_LEADERS),
  ...Object.values(SWU_BASES),
  SWU_TOKEN,
  ...SWU_UNITS,
  SWU_EVENT,
  SWU_UPGRADE,
];

/** A legal Premier deck as text: leader, base and 17 units x3 = 51 cards. */
export function legalPremierText(): string {
  return [
    'Leader',
    `1 ${SWU_LEADERS.kessa.id}`,
    'Base',
    `1 ${SWU_BASES.cloister.id}`,
    'Deck',
    ...SWU_UNITS.slice(0, 17).map((card) => `3 ${card.id}`),
  ].join('\n');
}

export const DESTINY_SET = 'TDS';

function destiny(number: number, fields: Partial<DestinyCard> & Pick<DestinyCard, 'name' | 'type'>): DestinyCard {
  return {
    game: 'destiny',
    id: formatCardId(DESTINY_SET, number),
    set: DESTINY_SET,
    number,
    rarity: 'common',
    affiliation: 'neutral',
    color: 'gray',
    points: null,
    hasDie: false,
    cost: null,
    unique: false,
    ...fields,
  };
}

export const DESTINY_CARDS: DestinyCard[] = [
  destiny(1, {
    name: 'Tovah Illeen',
    subtitle: 'Spire Warden',
    type: 'character',
    affiliation: 'hero',
    color: 'red',
    points: [12, 16],
    hasDie: true,
    unique: true,
  }),
  destiny(2, {
    name: 'Bastien Kord',
    type: 'character',
    affiliation: 'villain',
    color: 'blue',
    points: [9],
    hasDie: true,
  }),
  destiny(3, { name: 'Sunken Archive', type: 'battlefield' }),
  destiny(4, { name: 'Quick Draw', type: 'event', color: 'red', cost: 1 }),
  destiny(5, { name: 'Cold Read', type: 'event', color: 'blue', cost: 0 }),
  destiny(6, { name: 'Field Kit', type: 'upgrade', cost: 2 }),
];

export const SWTCG_SET = 'TTC';

function swtcg(number: number, fields: Partial<SwtcgCard> & Pick<SwtcgCard, 'name' | 'type'>): SwtcgCard {
  return {
    game: 'swtcg',
    id: formatCardId(SWTCG_SET, number),
    set: SWTCG_SET,
    number,
    rarity: 'common',
    unitTypes: [],
    side: 'neutral',
    version: null,
    englishName: fields.name,
    cost: 2,
    unique: false,
    ...fields,
  };
}

export const SWTCG_CARDS: SwtcgCard[] = [
  swtcg(1, { name: 'Kessa Vorn', type: 'unit', unitTypes: ['character'], side: 'light', version: 'A', unique: true }),
  swtcg(2, { name: 'Gray Corvette', type: 'unit', unitTypes: ['space'], side: 'dark' }),
  swtcg(3, { name: 'Dune Walker', type: 'unit', unitTypes: ['ground'], side: 'light' }),
  swtcg(4, { name: 'Sudden Storm', type: 'event', side: 'neutral', cost: null }),
  swtcg(5, { name: 'Scrap Drone Swarm', type: 'subordinate', rarity: 'subordinate', unitTypes: ['space'], cost: null }),
];
