import type { Card, DeckEntry, DeckList, DeckSlot, DeckSubmission, GameId } from '@cantina/games';
import { DECK_SLOTS, findFormat, slotEntries } from '@cantina/games';

/**
 * The deck in progress as plain data (the contract's deck body), with pure operations on it.
 * swu: leaders and base in their slots; destiny: the battlefield in `base`, characters and cards in
 * `deck`; swtcg: `sideboard` is the Supply (Subordinates and Events go there by type).
 */
export type SingleSlot = 'leader' | 'secondleader' | 'base';
export type ListSlot = 'deck' | 'sideboard';

export const TRILOGY_FORMAT = 'swu-trilogy';
export const TRILOGY_DECKS = 3;

export function emptyDeck(): DeckList {
  return { deck: [], sideboard: [] };
}

export function isSingleSlot(slot: DeckSlot): slot is SingleSlot {
  return slot === 'leader' || slot === 'secondleader' || slot === 'base';
}

/** How many decks a format registers together (3 for SWU Trilogy, else 1). */
export function deckCountOf(format: string): number {
  return format === TRILOGY_FORMAT ? TRILOGY_DECKS : 1;
}

/** The decks of the builder as the body the validator and the API take. */
export function toSubmission(decks: readonly DeckList[], format: string): DeckSubmission {
  return format === TRILOGY_FORMAT ? { decks: [...decks] } : (decks[0] ?? emptyDeck());
}

/** Pads or trims to the number of decks the format registers. */
export function fitDecks(decks: readonly DeckList[], format: string): DeckList[] {
  const wanted = deckCountOf(format);
  const fitted = decks.slice(0, wanted);
  while (fitted.length < wanted) fitted.push(emptyDeck());
  return fitted;
}

/** Where a card goes when it is added: its type decides (contract "Decks"). */
export function homeSlot(card: Card): DeckSlot {
  switch (card.game) {
    case 'swu':
      if (card.type === 'leader') return 'leader';
      return card.type === 'base' ? 'base' : 'deck';
    case 'destiny':
      return card.type === 'battlefield' ? 'base' : 'deck';
    case 'swtcg':
      return card.type === 'subordinate' || card.type === 'event' ? 'sideboard' : 'deck';
    case 'dbg':
      return 'deck';
  }
}

/** Cards a deck can hold at all (SWU tokens never are, SWU rules 1.2.3). */
export function isDeckable(card: Card): boolean {
  return !(card.game === 'swu' && card.type === 'token');
}

/** Formats where the player moves cards between deck and sideboard by hand. */
export function hasMovableSideboard(game: GameId, format: string): boolean {
  const definition = findFormat(game, format);
  if (definition === undefined || definition.deckless) return false;
  if (game === 'swu') return format !== TRILOGY_FORMAT && format !== 'swu-twin-suns';
  if (game === 'destiny') return definition.kind !== 'constructed';
  return false;
}

/**
 * Adds one copy. A leader, base or battlefield fills its slot, or replaces the card there (a picker,
 * not a pile); Twin Suns takes a second leader. `target` sends a deck card to the sideboard instead.
 */
export function addCard(deck: DeckList, card: Card, format: string, target?: ListSlot): DeckList {
  const slot = homeSlot(card);
  if (isSingleSlot(slot)) return placeSingle(deck, card.id, slot, format);
  const list = target ?? slot;
  return { ...deck, [list]: addTo(slotEntries(deck, list), card.id, 1) };
}

function placeSingle(deck: DeckList, id: string, slot: SingleSlot, format: string): DeckList {
  if (slot === 'base') return { ...deck, base: { id, count: 1 } };
  if (deck.leader?.id === id || deck.secondleader?.id === id) return deck;
  if (deck.leader === undefined) return { ...deck, leader: { id, count: 1 } };
  if (format === 'swu-twin-suns') return { ...deck, secondleader: { id, count: 1 } };
  return { ...deck, leader: { id, count: 1 } };
}

/** Removes one copy from a slot; an emptied leader slot takes the second leader's place. */
export function removeCard(deck: DeckList, id: string, slot: DeckSlot): DeckList {
  if (isSingleSlot(slot)) {
    if (deck[slot]?.id !== id) return deck;
    const next: DeckList = { ...deck };
    delete next[slot];
    if (slot === 'leader' && next.secondleader !== undefined) {
      next.leader = next.secondleader;
      delete next.secondleader;
    }
    return next;
  }
  return { ...deck, [slot]: addTo(slotEntries(deck, slot), id, -1) };
}

/** Moves one copy between deck and sideboard. */
export function moveCard(deck: DeckList, id: string, from: ListSlot, to: ListSlot): DeckList {
  if (!slotEntries(deck, from).some((entry) => entry.id === id)) return deck;
  return {
    ...deck,
    [from]: addTo(slotEntries(deck, from), id, -1),
    [to]: addTo(slotEntries(deck, to), id, 1),
  };
}

function addTo(entries: readonly DeckEntry[], id: string, delta: number): DeckEntry[] {
  const found = entries.some((entry) => entry.id === id);
  const next = found
    ? entries.map((entry) => (entry.id === id ? { id, count: entry.count + delta } : entry))
    : delta > 0
      ? [...entries, { id, count: delta }]
      : [...entries];
  return next.filter((entry) => entry.count > 0);
}

/** Copies of each card id over every slot of every deck. */
export function countsById(decks: readonly DeckList[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const deck of decks) {
    for (const slot of DECK_SLOTS) {
      for (const { id, count } of slotEntries(deck, slot)) counts.set(id, (counts.get(id) ?? 0) + count);
    }
  }
  return counts;
}

export function slotTotal(deck: DeckList, slot: DeckSlot): number {
  return slotEntries(deck, slot).reduce((sum, entry) => sum + entry.count, 0);
}

// Pools (sealed and draft): the same builder, offering only what the player opened or drafted.

export function poolCounts(pool: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of pool) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/** Sets whose common bases a pooled SWU deck may always use: `set`, else the sets of the pool. */
export function freeBaseSets(cards: readonly Card[], pool: readonly string[], set?: string): Set<string> {
  if (set) return new Set([set]);
  const inPool = new Set(pool);
  return new Set(cards.filter((card) => inPool.has(card.id)).map((card) => card.set));
}

/** SWU sealed and draft: any common base of the set is allowed, pool or not (SWU rules 10.2.2.C). */
export function isFreeBase(card: Card, sets: ReadonlySet<string>): boolean {
  return card.game === 'swu' && card.type === 'base' && card.rarity === 'common' && sets.has(card.set);
}

/**
 * The cards the builder offers: every deckable card, or with a pool only the pool's cards plus
 * (for SWU) the set's common bases.
 */
export function offeredCards(cards: readonly Card[], pool?: readonly string[], set?: string): Card[] {
  const deckable = cards.filter(isDeckable);
  if (pool === undefined) return deckable;
  const counts = poolCounts(pool);
  const bases = freeBaseSets(cards, pool, set);
  return deckable.filter((card) => counts.has(card.id) || isFreeBase(card, bases));
}

/**
 * How many more copies may be added: `null` without a pool (the validator judges copy limits),
 * else what the pool holds minus what the decks use; a free base is never used up.
 */
export function remainingInPool(
  card: Card,
  used: number,
  pool: ReadonlyMap<string, number> | undefined,
  bases: ReadonlySet<string>,
): number | null {
  if (pool === undefined || isFreeBase(card, bases)) return null;
  return Math.max(0, (pool.get(card.id) ?? 0) - used);
}
