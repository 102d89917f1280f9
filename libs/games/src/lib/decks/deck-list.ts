/**
 * The deck body of the contract ("Decks"): the swudb deck JSON, used for every game.
 * swtcg: `deck` is the main deck and `sideboard` the Supply. destiny: the battlefield is `base`,
 * and `deck` holds the characters and the 30 cards together.
 */
export interface DeckEntry {
  id: string;
  count: number;
}

export interface DeckMetadata {
  name?: string;
  author?: string;
}

export interface DeckList {
  metadata?: DeckMetadata;
  leader?: DeckEntry;
  secondleader?: DeckEntry;
  base?: DeckEntry;
  deck: DeckEntry[];
  sideboard?: DeckEntry[];
}

/** SWU Trilogy: three decks registered together (contract: `{ "decks": [deck, deck, deck] }`). */
export interface TrilogyDeckList {
  decks: DeckList[];
}

export type DeckSubmission = DeckList | TrilogyDeckList;

export const DECK_SLOTS = ['leader', 'secondleader', 'base', 'deck', 'sideboard'] as const;
export type DeckSlot = (typeof DECK_SLOTS)[number];

export function isTrilogyDeckList(deck: DeckSubmission): deck is TrilogyDeckList {
  return 'decks' in deck && Array.isArray(deck.decks);
}

/** The entries of one slot as a list (the single-card slots hold at most one entry). */
export function slotEntries(deck: DeckList, slot: DeckSlot): DeckEntry[] {
  const value = deck[slot];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
