import type { CardInstance, OpenedPack } from '@cantina/contract';
import type { Card, CardCatalog, GameId } from '@cantina/games';
import { SWU_ASPECTS } from '@cantina/games';
import { cardGroups, groupOrder, typeOrder } from '../../shared/deck-builder/card-filter';

/** One card of the pool with its copies (the pool is a multiset of card ids). */
export interface PoolEntry {
  id: string;
  /** Missing when the card set does not know the id (shown by id, grouped as unknown). */
  card?: Card;
  count: number;
  /** How many of the copies were opened as foils. */
  foils: number;
}

/**
 * A section of the pool view. `kind` says how to label it: SWU leaders and bases get their own
 * sections first (they decide the deck's aspects), then one section per aspect (SWU), colour
 * (Destiny) or side (SWTCG) in the game's order, cards the set does not know last.
 */
export interface PoolGroup {
  kind: 'leaders' | 'bases' | 'group' | 'unknown';
  /** The aspect, colour or side for `group` (`none`: a SWU card without aspect); else the kind. */
  key: string;
  entries: PoolEntry[];
  /** Copies in the section. */
  total: number;
}

/** Aspects that give a SWU card its colour; Heroism and Villainy only decide when there is none. */
const SWU_COLOUR_ASPECTS: readonly string[] = ['vigilance', 'command', 'aggression', 'cunning'];

/**
 * The section a card goes to: its first colour aspect in rulebook order (SWU), else Heroism or
 * Villainy, else `none`; its colour (Destiny); its side (SWTCG); its faction (DBG).
 */
export function primaryGroup(card: Card): string {
  const groups = cardGroups(card);
  if (card.game !== 'swu') return groups[0] ?? 'none';
  return (
    SWU_COLOUR_ASPECTS.find((aspect) => groups.includes(aspect)) ??
    SWU_ASPECTS.find((aspect) => groups.includes(aspect)) ??
    'none'
  );
}

function rank(order: readonly string[], value: string): number {
  const index = order.indexOf(value);
  return index === -1 ? order.length : index;
}

/** Type in the game's order, then cost (cards without a cost last), then name, then id. */
export function comparePoolEntries(game: GameId): (a: PoolEntry, b: PoolEntry) => number {
  const types = typeOrder(game);
  return (a, b) => {
    if (!a.card || !b.card) return a.card ? -1 : b.card ? 1 : a.id.localeCompare(b.id);
    return (
      rank(types, a.card.type) - rank(types, b.card.type) ||
      (a.card.cost ?? 99) - (b.card.cost ?? 99) ||
      a.card.name.localeCompare(b.card.name) ||
      a.id.localeCompare(b.id)
    );
  };
}

/** Card ids of the pool with their copies, and how many copies were foils (from the opened packs). */
export function poolEntries(
  pool: readonly CardInstance[],
  catalog: CardCatalog,
  packs: readonly OpenedPack[] = [],
): PoolEntry[] {
  const foil = new Set(packs.flatMap((pack) => pack.cards.filter((c) => c.foil).map((c) => c.instanceId)));
  const byId = new Map<string, PoolEntry>();
  for (const { instanceId, cardId } of pool) {
    const card = catalog.get(cardId);
    const entry = byId.get(cardId) ?? { id: cardId, ...(card ? { card } : {}), count: 0, foils: 0 };
    entry.count += 1;
    if (foil.has(instanceId)) entry.foils += 1;
    byId.set(cardId, entry);
  }
  return [...byId.values()];
}

/** The pool in sections (see `PoolGroup`), each sorted by type, cost and name. */
export function groupPool(game: GameId, entries: readonly PoolEntry[]): PoolGroup[] {
  const sections = new Map<string, PoolGroup>();
  const add = (kind: PoolGroup['kind'], key: string, entry: PoolEntry) => {
    const id = `${kind}:${key}`;
    const group = sections.get(id) ?? { kind, key, entries: [], total: 0 };
    group.entries.push(entry);
    group.total += entry.count;
    sections.set(id, group);
  };
  for (const entry of entries) {
    const card = entry.card;
    if (!card) add('unknown', 'unknown', entry);
    else if (card.game === 'swu' && card.type === 'leader') add('leaders', 'leaders', entry);
    else if (card.game === 'swu' && card.type === 'base') add('bases', 'bases', entry);
    else add('group', primaryGroup(card), entry);
  }
  const order = groupOrder(game);
  const kindRank: Record<PoolGroup['kind'], number> = { leaders: 0, bases: 1, group: 2, unknown: 3 };
  const compare = comparePoolEntries(game);
  return [...sections.values()]
    .map((group) => ({ ...group, entries: [...group.entries].sort(compare) }))
    .sort((a, b) => kindRank[a.kind] - kindRank[b.kind] || rank(order, a.key) - rank(order, b.key));
}
