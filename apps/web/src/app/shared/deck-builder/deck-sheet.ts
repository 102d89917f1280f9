import type { Card, CardCatalog, DeckEntry, DeckList, DeckSlot, GameId } from '@cantina/games';
import { slotEntries } from '@cantina/games';
import { typeOrder } from './card-filter';
import { cardTitle } from './card-text';

export interface SheetRow {
  id: string;
  name: string;
  count: number;
  card?: Card;
}

/** A block of the registration sheet: a slot (leader, base, sideboard) or a card type of the deck. */
export interface SheetGroup {
  kind: 'slot' | 'type';
  /** The slot (`leader`, `base`, `sideboard`) or the card type (`unit`, `event`, …). */
  key: DeckSlot | string;
  rows: SheetRow[];
  total: number;
}

export interface DeckSheet {
  groups: SheetGroup[];
  /** Cards of the main deck (Destiny: the 30 cards, without the team). */
  mainTotal: number;
  /** Sideboard, or the Supply in SWTCG. */
  sideTotal: number;
}

const DESTINY_TEAM = new Set(['character', 'plot']);

function rowsOf(entries: readonly DeckEntry[], catalog: CardCatalog): SheetRow[] {
  return entries
    .map(({ id, count }) => {
      const card = catalog.get(id);
      return { id, count, name: card ? cardTitle(card) : id, ...(card ? { card } : {}) };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

function group(kind: SheetGroup['kind'], key: string, rows: SheetRow[]): SheetGroup {
  return { kind, key, rows, total: rows.reduce((sum, row) => sum + row.count, 0) };
}

function byType(rows: SheetRow[], game: GameId): SheetGroup[] {
  const types = new Map<string, SheetRow[]>();
  for (const row of rows) {
    const type = row.card?.type ?? 'unknown';
    types.set(type, [...(types.get(type) ?? []), row]);
  }
  const order = [...typeOrder(game), 'unknown'];
  return [...types.keys()]
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    .map((type) => group('type', type, types.get(type) ?? []));
}

/** The deck as the registration sheet lists it: grouped by slot and card type, with totals. */
export function deckSheet(deck: DeckList, catalog: CardCatalog, game: GameId): DeckSheet {
  const groups: SheetGroup[] = [];
  const leaders = rowsOf([...slotEntries(deck, 'leader'), ...slotEntries(deck, 'secondleader')], catalog);
  if (leaders.length > 0) groups.push(group('slot', 'leader', leaders));
  const base = rowsOf(slotEntries(deck, 'base'), catalog);
  if (base.length > 0) groups.push(group('slot', 'base', base));
  const main = byType(rowsOf(slotEntries(deck, 'deck'), catalog), game);
  groups.push(...main);
  const side = rowsOf(slotEntries(deck, 'sideboard'), catalog);
  if (side.length > 0) groups.push(group('slot', 'sideboard', side));
  const mainTotal = main
    .filter((g) => !(game === 'destiny' && DESTINY_TEAM.has(g.key)))
    .reduce((sum, g) => sum + g.total, 0);
  return { groups, mainTotal, sideTotal: side.reduce((sum, row) => sum + row.count, 0) };
}
