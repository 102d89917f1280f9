/** Contract "Deck registration": the body of `PUT .../players/{playerId}/deck` (swudb deck JSON, or a Trilogy deck list). */
export type { DeckSubmission } from '@cantina/games';

/** `200` of a deck registration; a deck that breaks a rule is `422 invalid-deck` instead. */
export interface DeckRegistered {
  valid: true;
}
