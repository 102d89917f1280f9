import type { ProblemFieldError } from '@cantina/contract';
import type { DeckError, DeckErrorCode, DeckErrorParams } from '@cantina/games';

/**
 * The deck errors of a 422 `invalid-deck` problem: each field error is a deck error
 * (`{ path: 'deck', code, message, cards, params }`), read defensively.
 */
export function deckErrorsOf(errors: readonly ProblemFieldError[]): DeckError[] {
  return errors.map((error) => {
    const record = error as ProblemFieldError & { cards?: unknown; params?: unknown };
    const cards = Array.isArray(record.cards) ? record.cards.filter((id): id is string => typeof id === 'string') : [];
    const params =
      typeof record.params === 'object' && record.params !== null ? (record.params as DeckErrorParams) : {};
    return { code: error.code as DeckErrorCode, message: error.message ?? '', cards, params };
  });
}
