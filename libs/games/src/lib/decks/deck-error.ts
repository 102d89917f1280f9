/**
 * Stable error codes of deck validation. The first block is the contract's ("Decks"); the rest are
 * Cantina additions for cases the contract leaves open.
 */
export const DECK_ERROR_CODES = [
  'unknown-card',
  'wrong-card-type',
  'leader-count',
  'base-count',
  'deck-too-small',
  'deck-too-large',
  'too-many-copies',
  'sideboard-too-large',
  'sideboard-not-allowed',
  'not-in-pool',
  'twin-suns-aspects',
  'duplicate-unique',
  'trilogy-deck-count',
  'trilogy-combined-copies',
  'wrong-side-mix',
  'unit-type-minimum',
  'unit-total-minimum',
  'unit-type-ratio',
  'supply-card-type',
  'team-points',
  'no-character',
  'battlefield-count',
  'affiliation-mix',
  'color-without-character',
  'not-legal-in-format',
  // Cantina additions:
  'unknown-format',
  'deckless-format',
  'invalid-deck',
  'invalid-count',
  'banned-card',
  'set-not-legal',
  'neutral-character',
  'plot-count',
] as const;
export type DeckErrorCode = (typeof DECK_ERROR_CODES)[number];

/** Values a UI needs to write the message in the player's language. */
export type DeckErrorParams = Record<string, string | number | boolean | null | string[] | number[]>;

export interface DeckError {
  code: DeckErrorCode;
  /** English; clients translate from `code` and `params`. */
  message: string;
  /** Ids of the cards that break the rule (empty when no card is to blame, e.g. a deck too small). */
  cards: string[];
  params: DeckErrorParams;
}

export interface DeckValidationResult {
  valid: boolean;
  errors: DeckError[];
  /** Set when the format has no deck at all (DBG): there is nothing to register. */
  deckless?: boolean;
}

export function deckError(
  code: DeckErrorCode,
  message: string,
  cards: Iterable<string> = [],
  params: DeckErrorParams = {},
): DeckError {
  return { code, message, cards: [...new Set(cards)], params };
}

export function validationResult(errors: DeckError[]): DeckValidationResult {
  return { valid: errors.length === 0, errors };
}
