/**
 * Bounds of a deck body, checked while it is read and before any validator runs, so no work grows
 * with a number a client picked. Real decks are far inside them: the largest legal deck of any game
 * is an SWTCG constructed deck (60+ cards, at most 4 copies each), and a limited sideboard holds the
 * rest of a pool of a few dozen cards.
 */
export const DECK_LIST_LIMITS = {
  /** Copies in one entry (`count`): 1..999. */
  maxCount: 999,
  /** Entries in the `deck` or `sideboard` array of one deck. */
  maxEntriesPerSlot: 500,
  /** Decks in a `{ "decks": [...] }` body: Trilogy takes 3; a few more still get `trilogy-deck-count`. */
  maxDecks: 10,
} as const;
