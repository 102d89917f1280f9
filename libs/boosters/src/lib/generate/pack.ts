/** One card of a generated pack. Instances are shared between packs and frozen. */
export interface PackCard {
  readonly cardId: string;
  /** Name of the template slot the card came from (`leader`, `common`, `foil`...). */
  readonly slot: string;
  readonly foil: boolean;
  /** Printing when not the normal one: `hyperspace`, `showcase`, `hyperfoil`... */
  readonly variant?: string;
  /** Destiny: the card comes with its die (SWD l.65-66). */
  readonly die?: true;
}

/**
 * A generated booster. `seed`, `index` and `algorithmVersion` (with the set and its template) are
 * all it takes to generate the same pack again.
 */
export interface Pack {
  readonly index: number;
  readonly seed: string;
  readonly algorithmVersion: number;
  readonly setCode: string;
  readonly cards: readonly PackCard[];
}
