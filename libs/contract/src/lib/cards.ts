import type { GameId } from '@cantina/games';

/** Contract "Card sets": a card as `GET /api/v1/card-sets/{game}/{code}/cards` sends it (the games card model). */
export type { Card } from '@cantina/games';

/** `201` of `POST /api/v1/card-sets` (admin). */
export interface ImportedCardSet {
  game: GameId;
  code: string;
  cards: number;
}

/** A row of `GET /api/v1/card-sets?game=`. */
export interface CardSetSummary extends ImportedCardSet {
  name: string;
  /** Cantina addition: one of the sets bundled with Cantina. */
  demo: boolean;
}
