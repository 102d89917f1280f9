/**
 * Star Wars: Destiny deck rules as settings. Defaults for the standard format are the rules
 * reference's numbers (Destiny rules (es) Parte 4); points the digest
 * (../shared/rules/destiny-and-dbg.md §A.1.7) calls silent or ambiguous are named settings.
 */
export interface DestinyDeckRules {
  /** Parte 4.1: a team of up to 30 points (elite characters at their higher cost). */
  teamPoints: number;
  /** Parte 4.2: a deck of exactly 30 cards. */
  deckSize: number;
  /** Parte 4.2 and Parte 8 "Copia": at most 2 cards with the same title; `null` = no limit. */
  maxCopiesByTitle: number | null;
  /**
   * Open point (digest A.1.7): the rules only forbid mixing hero and villain characters (Parte 4.1)
   * and never say whether neutral characters exist. `allowed` (default: the literal rule forbids
   * nothing else) or `forbidden`.
   */
  neutralCharacters: 'allowed' | 'forbidden';
  /**
   * Open point (digest A.1.7): the affiliation rule speaks of the deck, and the battlefield is not
   * part of it (Parte 4.2-4.3). `any` (default: no restriction, as the digest reads it) or
   * `match-team` (a hero/villain battlefield must match the team).
   */
  battlefieldAffiliation: 'any' | 'match-team';
  /**
   * Plots are a card type of the contract but not of our rules reference (digest A.1.7). Cantina
   * seats them with the team: they count toward team points and affiliation, at most this many.
   */
  maxPlots: number;
  /** Constructed play has no sideboard; limited decks may keep the rest of the pool there. */
  sideboard: 'forbidden' | 'allowed';
}

export const DESTINY_STANDARD_RULES: Readonly<DestinyDeckRules> = {
  teamPoints: 30,
  deckSize: 30,
  maxCopiesByTitle: 2,
  neutralCharacters: 'allowed',
  battlefieldAffiliation: 'any',
  maxPlots: 1,
  sideboard: 'forbidden',
};

/**
 * House defaults for sealed and draft, which the rules never mention (digest A.2): the standard
 * rules without the copy limit (the pool limits copies, as in SWU limited, SWU rules 10.2.2.D).
 */
export const DESTINY_LIMITED_RULES: Readonly<DestinyDeckRules> = {
  ...DESTINY_STANDARD_RULES,
  maxCopiesByTitle: null,
  sideboard: 'allowed',
};

export function destinyDeckRules(limited: boolean, overrides: Partial<DestinyDeckRules> = {}): DestinyDeckRules {
  return { ...(limited ? DESTINY_LIMITED_RULES : DESTINY_STANDARD_RULES), ...overrides };
}
