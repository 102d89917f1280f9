import type { DeckSubmission as SubmittedDeck } from '@cantina/games';
/** Contract "Deck registration": the body of `PUT .../players/{playerId}/deck` (swudb deck JSON, or a Trilogy deck list). */
export type { DeckSubmission } from '@cantina/games';

/** `200` of a deck registration; a deck that breaks a rule is `422 invalid-deck` instead. */
export interface DeckRegistered {
  valid: true;
}

/** One player of `GET /api/v1/events/{id}/decks` (Cantina addition, organizer): the registered deck, if any. */
export interface RegisteredDecklist {
  playerId: string;
  name: string;
  dropped: boolean;
  deck: SubmittedDeck | null;
}

/** `GET /api/v1/events/{id}/decks?offset=&limit=`: every player in join order, one page at a time. */
export interface RegisteredDecklists {
  total: number;
  offset: number;
  players: RegisteredDecklist[];
}

/** Most players one page of `GET .../decks` returns (`limit`, default and maximum). */
export const DECKLISTS_PAGE_MAX = 256;
