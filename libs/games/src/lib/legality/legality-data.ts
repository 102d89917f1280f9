import type { GameId } from '../catalog';

/**
 * Which cards a constructed format allows on a given day, as data (contract rev 2, "Decks":
 * `not-legal-in-format`). Dates are `YYYY-MM-DD`; a rule takes effect on its `from` day. A set the
 * data does not name is legal in every constructed format; limited formats ignore legality.
 */
export interface GameLegality {
  game: GameId;
  /** Sets that leave formats from a day on (rotation). */
  rotations: SetRotation[];
  /** Products legal only in some formats (e.g. a Twin Suns product: Twin Suns and Eternal only). */
  products: ProductLegality[];
  /** Cards suspended in formats, by copy identity: every printing of the card is suspended. */
  suspensions: CardSuspension[];
}

export interface SetRotation {
  sets: string[];
  formats: string[];
  from: string;
  /** Where the fact comes from (for the people who keep the data). */
  source?: string;
}

export interface ProductLegality {
  set: string;
  formats: string[];
  source?: string;
}

/**
 * A suspended card. It is named by `name` and `subtitle` (absent: the card has no subtitle); when
 * `card` (the id of one printing) is given, the card is that printing's identity instead, for
 * entries whose source names the printing only.
 */
export interface CardSuspension {
  formats: string[];
  name: string;
  subtitle?: string;
  card?: string;
  from: string;
  /** The first day the card is playable again; absent while it stays suspended. */
  until?: string;
  source?: string;
}

/** No rotation, no restricted product, no suspension: every card is legal in every format. */
export function emptyLegality(game: GameId): GameLegality {
  return { game, rotations: [], products: [], suspensions: [] };
}
