/**
 * The booster collation template, as data (issue 4 item 1; contract "Card sets", `booster`).
 *
 * A template prints *sheets* (a filtered pool of the set's cards laid out on a belt) and builds each
 * pack from *slots*; every card of a slot comes `from` one of the slot's weighted sheet picks. Cards a
 * pack takes from the same sheet are one run of that sheet's belt, so a pack never holds the same
 * card twice from one sheet. Every rate lives here, never in code (swu rules "Boosters": "keep every
 * rate in set data").
 */

/**
 * What a slot's cards do in limited play:
 * - `pick`: drafted card by card (and part of a sealed pool);
 * - `leader`: drafted in the SWU leader phase (swu rules "Limited formats", Draft step 1);
 * - `pile`: set aside to the pod's shared pile in a draft, kept in a sealed pool (SWU common base,
 *   swu rules "Limited formats", Draft step 2; contract "Limited play");
 * - `token`: set aside in a draft and left out of sealed pools (contract "Limited play": a sealed
 *   pool holds every card of the opened packs except tokens).
 */
export const SLOT_ROLES = ['pick', 'leader', 'pile', 'token'] as const;
export type SlotRole = (typeof SLOT_ROLES)[number];

/** Card fields a sheet may spread its cards by (swu aspects, destiny colour, swtcg side...). */
export const SPREAD_FIELDS = ['aspects', 'arenas', 'color', 'affiliation', 'side', 'unitTypes', 'type'] as const;
export type SpreadField = (typeof SPREAD_FIELDS)[number];

/**
 * How a sheet lays its cards out so that every pack's run covers many values of `field`. With
 * `groups`, a card belongs to the first listed group that is one of its values (a `vigilance` +
 * `heroism` card goes to `vigilance` if that is listed first); cards matching no group share one
 * more group. Without `groups`, each distinct value (or sorted set of values) is a group.
 */
export interface SpreadSpec {
  readonly field: SpreadField;
  readonly groups?: readonly string[];
}

/** A print sheet: the set's cards whose rarity and type are listed (a missing list matches all). */
export interface SheetSpec {
  readonly rarities?: readonly string[];
  readonly types?: readonly string[];
  readonly spread?: SpreadSpec;
}

/** One weighted choice of a slot: draw the card from `sheet`, printed as `variant` if given. */
export interface SheetPick {
  readonly sheet: string;
  /** Relative weight among the slot's picks (> 0); e.g. rare 7 : legendary 1. */
  readonly weight: number;
  readonly variant?: string;
  /**
   * Set codes for which this pick is left out, as if the template did not list it (e.g. the foil
   * slot's Special pick, which sets 1-3 never had: swu rules "Boosters"). The slot's other weights
   * then share the slot exactly as before.
   */
  readonly exceptSets?: readonly string[];
  /** Left out (instead of making the template unusable) when its sheet matches no card of the set. */
  readonly optional?: boolean;
}

/**
 * A per-card upgrade of a slot: with probability `rate` the drawn card is printed as `variant`
 * (e.g. a hyperspace leader, a hyperfoil), foil too when `foil` is set. An upgrade never changes a
 * card's frequency; it changes which card is drawn only with `ownBelt`.
 */
export interface VariantUpgrade {
  readonly variant: string;
  readonly rate: number;
  readonly foil?: boolean;
  /**
   * The variant is printed on a belt of its own (algorithm version 2 on): the upgraded card is drawn
   * afresh, uniformly from the pick's sheet, instead of being the card the slot's belt gave. Every
   * card keeps its frequency, but the variant may then repeat a card of the pool (or of the pack)
   * as real hyperspace leaders and bases do. Version 1 ignores it.
   */
  readonly ownBelt?: boolean;
}

export interface SlotSpec {
  /** Unique within the template; stored on every generated card. */
  readonly name: string;
  readonly count: number;
  readonly role: SlotRole;
  /** Every card of the slot is foil. */
  readonly foil: boolean;
  /** Destiny: the card comes with its die when it has one (SWD l.65-66). */
  readonly die: boolean;
  readonly from: readonly SheetPick[];
  readonly upgrades: readonly VariantUpgrade[];
}

/** A type alias (not an interface) so a template can be stored as a set's `booster` field. */
export type PackTemplate = {
  readonly sheets: Readonly<Record<string, SheetSpec>>;
  readonly slots: readonly SlotSpec[];
  /**
   * Packs in a box (default {@link DEFAULT_BOX_SIZE}). From algorithm version 2 the packs of one box
   * are consecutive runs of every sheet's belt, so a sealed pool or a draft pod cut from one box
   * repeats a card of one sheet only once the box has gone round that sheet's belt.
   */
  readonly boxSize?: number;
};

/** Packs per box when a template does not say: a Star Wars: Unlimited box (swu rules "Boosters"). */
export const DEFAULT_BOX_SIZE = 24;

/** Largest `boxSize` a template may give. */
export const MAX_BOX_SIZE = 1000;
