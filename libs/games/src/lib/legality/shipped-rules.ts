import type { GameId } from '../catalog';
import type { DeckRuleException } from './deck-rule-exceptions';
import type { GameLegality } from './legality-data';
import { emptyLegality } from './legality-data';
import { SWU_DECK_RULE_EXCEPTIONS } from './swu-deck-rule-exceptions';
import { SWU_LEGALITY } from './swu-legality';

/** The legality data Cantina ships for a game (only SWU rotates or suspends cards). */
export function shippedLegality(game: GameId): GameLegality {
  return game === 'swu' ? SWU_LEGALITY : emptyLegality(game);
}

/** The card-specific deck-building exceptions Cantina ships for a game. */
export function shippedDeckRuleExceptions(game: GameId): readonly DeckRuleException[] {
  return game === 'swu' ? SWU_DECK_RULE_EXCEPTIONS : [];
}
