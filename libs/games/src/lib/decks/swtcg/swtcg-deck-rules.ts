/**
 * SWTCG deck rules as settings. Constructed defaults are the rulebooks' numbers; every point the
 * SWTCG rules digest (../shared/rules/swtcg.md) calls open or disputed is a named setting whose
 * default is the digest's recommendation.
 */
export interface SwtcgDeckRules {
  /** SWTCG rulebook (es) "Mazo" l.332, (cz) l.178: at least 60 cards, no maximum. */
  minDeckSize: number;
  /** (es) "Mazo" l.333, (cz) l.184: at least 12 Space, 12 Ground and 12 Character units. */
  unitTypeMinimum: number;
  /** (es) "Mazo" l.333: at least 36 unit cards, a multi-arena card counting once. */
  unitTotalMinimum: number;
  /** (es) "Mazo" l.337, (cz) l.186: no unit type more than twice another; `null` turns it off. */
  maxUnitTypeRatio: number | null;
  /**
   * Open point (digest §1.2): neither rulebook says how multi-arena units count in the ratio.
   * `each-type` (default, the digest's recommended reading) counts them once per listed type, as
   * for the 12-card minimums; `single-type-only` leaves them out of the ratio tallies.
   */
  multiArenaInRatio: 'each-type' | 'single-type-only';
  /** (es) "Mazo" l.343, (cz) l.180: at most 4 per English name + version; `null` = no limit. */
  maxCopies: number | null;
  /**
   * Open point (digest §1.3): same-name non-unique cards from different sets (e.g. two "Blockade"s).
   * `together` (default) follows the contract and (cz) l.180 "same name and same version";
   * `by-set` follows (es) l.993, which calls such cards independent.
   */
  nonUniqueSameName: 'together' | 'by-set';
  /**
   * Open point (digest §1.5): the Supply is an optional IDC zone ((es) "Suministro" l.349); the
   * WotC-era rulebook has none. `allowed` (default, (es) is the highest authority, l.76) or
   * `forbidden` (play by the WotC original rules).
   */
  supply: 'allowed' | 'forbidden';
  /** (es) "Suministro" l.353, "Eventos" l.152: one copy of each Event in the Supply. */
  supplyEventMaxCopies: number;
  /**
   * (es) "Mazo" l.341-342, (cz) l.182: no Light with Dark, Yuuzhan Vong only with Neutral.
   * Digest §2 leaves limited side handling to the event, hence a setting (default: the rule holds).
   */
  sideMixing: 'forbidden' | 'allowed';
}

export const SWTCG_CONSTRUCTED_RULES: Readonly<SwtcgDeckRules> = {
  minDeckSize: 60,
  unitTypeMinimum: 12,
  unitTotalMinimum: 36,
  maxUnitTypeRatio: 2,
  multiArenaInRatio: 'each-type',
  maxCopies: 4,
  nonUniqueSameName: 'together',
  supply: 'allowed',
  supplyEventMaxCopies: 1,
  sideMixing: 'forbidden',
};

/**
 * House defaults for sealed and draft: neither rulebook has limited rules (digest §2), and 60 cards
 * with 12 of each unit type cannot come out of five boosters. Cantina halves the constructed
 * minimums and drops the copy limit (the pool limits copies); organizers can change every value.
 */
export const SWTCG_LIMITED_RULES: Readonly<SwtcgDeckRules> = {
  ...SWTCG_CONSTRUCTED_RULES,
  minDeckSize: 30,
  unitTypeMinimum: 6,
  unitTotalMinimum: 18,
  maxCopies: null,
};

export function swtcgDeckRules(limited: boolean, overrides: Partial<SwtcgDeckRules> = {}): SwtcgDeckRules {
  return { ...(limited ? SWTCG_LIMITED_RULES : SWTCG_CONSTRUCTED_RULES), ...overrides };
}
