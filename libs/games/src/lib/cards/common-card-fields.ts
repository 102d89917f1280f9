import type { GameId } from '../catalog';

/**
 * Deck-building exceptions printed on a card, kept as data so no card name is ever hard-coded in a
 * validator (SWU rules 3.2.1.A: a base's text prevails over the usual deck-building limits;
 * Destiny rules reference "La Regla de Oro": card text beats the rules).
 */
export interface CardDeckRules {
  /** Copy limit for this card's copy identity; `null` means any number of copies. */
  maxCopies?: number | null;
  /** SWU: minimum main deck size while this card is the deck's leader or base. */
  minDeckSize?: number;
}

/** Fields every card of every game has (contract: "Card sets", common card fields). */
export interface CommonCardFields {
  game: GameId;
  /** `SET_NNN`: the set code and the zero-padded collector number; unique within the game. */
  id: string;
  /** Code of the set the card belongs to (the `SET` part of the id). */
  set: string;
  number: number;
  name: string;
  subtitle?: string;
  unique: boolean;
  deckRules?: CardDeckRules;
  /** Picture of the card's front (swu-db `FrontArt`); http(s), at most 500 characters. */
  imageUrl?: string;
  /** Picture of the back of a double-sided card, e.g. a leader's unit side (swu-db `BackArt`). */
  backImageUrl?: string;
  /**
   * Ids of other printings of this card (swu-db Hyperspace, Showcase, Prestige… rows): each means this
   * card wherever a card id is accepted (contract rev 2, "Card sets"). Absent when there are none.
   */
  aliases?: string[];
}

/** `SOR` + 5 → `SOR_005` (contract: ids are `SET_NNN` with a 3-digit zero-padded number). */
export function formatCardId(setCode: string, cardNumber: number): string {
  return `${setCode}_${String(cardNumber).padStart(3, '0')}`;
}
