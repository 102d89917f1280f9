import type { Card, GameId } from '@cantina/games';
import {
  DBG_CARD_TYPES,
  DBG_FACTIONS,
  DESTINY_CARD_TYPES,
  DESTINY_COLORS,
  DESTINY_RARITIES,
  SWTCG_CARD_TYPES,
  SWTCG_RARITIES,
  SWTCG_SIDES,
  SWU_ASPECTS,
  SWU_CARD_TYPES,
  SWU_RARITIES,
} from '@cantina/games';

/** What the card list is narrowed by; an empty string means "any". */
export interface CardFilter {
  query: string;
  type: string;
  cost: string;
  group: string;
  rarity: string;
}

export const NO_FILTER: CardFilter = { query: '', type: '', cost: '', group: '', rarity: '' };

/** The colour-like attribute of each game: SWU aspects, SWTCG sides, Destiny colours, DBG factions. */
export type GroupKind = 'aspect' | 'side' | 'color' | 'faction';

export const GROUP_KIND: Readonly<Record<GameId, GroupKind>> = {
  swu: 'aspect',
  swtcg: 'side',
  destiny: 'color',
  dbg: 'faction',
};

const GROUP_ORDER: Readonly<Record<GameId, readonly string[]>> = {
  swu: SWU_ASPECTS,
  swtcg: SWTCG_SIDES,
  destiny: DESTINY_COLORS,
  dbg: DBG_FACTIONS,
};

const TYPE_ORDER: Readonly<Record<GameId, readonly string[]>> = {
  swu: SWU_CARD_TYPES,
  swtcg: SWTCG_CARD_TYPES,
  destiny: DESTINY_CARD_TYPES,
  dbg: DBG_CARD_TYPES,
};

const RARITY_ORDER: Readonly<Record<GameId, readonly string[]>> = {
  swu: SWU_RARITIES,
  swtcg: SWTCG_RARITIES,
  destiny: DESTINY_RARITIES,
  dbg: [],
};

/** The group values of a card; SWU cards may have several aspects, or none. */
export function cardGroups(card: Card): string[] {
  switch (card.game) {
    case 'swu':
      return card.aspects;
    case 'swtcg':
      return [card.side];
    case 'destiny':
      return [card.color];
    case 'dbg':
      return [card.faction];
  }
}

/** Game order of a group value (aspects in rulebook order), for charts and chips. */
export function groupOrder(game: GameId): readonly string[] {
  return GROUP_ORDER[game];
}

export function typeOrder(game: GameId): readonly string[] {
  return TYPE_ORDER[game];
}

/** Case-, accent- and spacing-insensitive text for searching. */
export function searchable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

function searchText(card: Card): string {
  const english = card.game === 'swtcg' && card.englishName !== card.name ? card.englishName : '';
  return searchable([card.name, card.subtitle ?? '', english, card.id].join(' '));
}

export function matchesFilter(card: Card, filter: CardFilter): boolean {
  if (filter.type && card.type !== filter.type) return false;
  if (filter.rarity && card.rarity !== filter.rarity) return false;
  if (filter.cost && String(card.cost ?? '') !== filter.cost) return false;
  if (filter.group && !cardGroups(card).includes(filter.group)) return false;
  const words = searchable(filter.query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = searchText(card);
  return words.every((word) => haystack.includes(word));
}

export function filterCards(cards: readonly Card[], filter: CardFilter): Card[] {
  return cards.filter((card) => matchesFilter(card, filter));
}

export interface FilterOptions {
  types: string[];
  costs: number[];
  groups: string[];
  rarities: string[];
}

/** The values present among the cards, in the game's own order (unknown values last, sorted). */
export function filterOptions(game: GameId, cards: readonly Card[]): FilterOptions {
  const types = new Set<string>();
  const costs = new Set<number>();
  const groups = new Set<string>();
  const rarities = new Set<string>();
  for (const card of cards) {
    types.add(card.type);
    if (card.cost !== null && card.cost !== undefined) costs.add(card.cost);
    for (const group of cardGroups(card)) groups.add(group);
    rarities.add(card.rarity);
  }
  return {
    types: ordered(types, TYPE_ORDER[game]),
    costs: [...costs].sort((a, b) => a - b),
    groups: ordered(groups, GROUP_ORDER[game]),
    rarities: ordered(rarities, RARITY_ORDER[game]),
  };
}

function ordered(values: Set<string>, order: readonly string[]): string[] {
  const known = order.filter((value) => values.has(value));
  const rest = [...values].filter((value) => !order.includes(value)).sort();
  return [...known, ...rest];
}
