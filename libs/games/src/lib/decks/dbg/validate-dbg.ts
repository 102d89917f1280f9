import type { DeckValidationResult } from '../deck-error';
import { deckError } from '../deck-error';

/**
 * Star Wars: The Deckbuilding Game has nothing to register: both players start from the fixed
 * starter decks and buy from a shared galaxy row during play (DBG rulebook (es) "Preparación de la
 * partida"; digest B.5.8). The result says so instead of pretending to check anything.
 */
export function validateDbg(): DeckValidationResult {
  return {
    valid: false,
    deckless: true,
    errors: [
      deckError(
        'deckless-format',
        'Star Wars: The Deckbuilding Game has no deck to register: players use the fixed starter decks and build during play',
        [],
        { game: 'dbg' },
      ),
    ],
  };
}
