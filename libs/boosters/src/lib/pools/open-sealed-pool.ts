import { generatePacks, preparedFrom, type PackSource } from '../generate/generate-packs';
import type { Pack, PackCard } from '../generate/pack';
import { sealedPoolCards } from './split-pack-for-draft';

export type SeatPacksOptions = PackSource & {
  /** The event's seed: every seat's packs come from the same print run. */
  seed: string;
  /** 0-based player (or seat) index within the event. */
  seat: number;
  packsPerPlayer: number;
  algorithmVersion?: number;
};

export interface SealedPool {
  readonly seat: number;
  readonly packs: readonly Pack[];
  /** Every card of the packs except tokens, pack by pack (swu: 6 × 16 = 96). */
  readonly cards: readonly PackCard[];
}

/**
 * The packs of one seat: packs `seat·n .. seat·n + n - 1` of the event seed, so seats never share a
 * pack and any seat's packs can be made again alone. Used for sealed pools and draft packs alike.
 */
export function packsForSeat(options: SeatPacksOptions): Pack[] {
  const { seat, packsPerPlayer } = options;
  if (!Number.isInteger(seat) || seat < 0) throw new RangeError('seat must be a whole number >= 0');
  if (!Number.isInteger(packsPerPlayer) || packsPerPlayer < 1) {
    throw new RangeError('packsPerPlayer must be a whole number >= 1');
  }
  return generatePacks({
    prepared: preparedFrom(options),
    seed: options.seed,
    count: packsPerPlayer,
    firstIndex: seat * packsPerPlayer,
    ...(options.algorithmVersion === undefined ? {} : { algorithmVersion: options.algorithmVersion }),
  });
}

/** Opens a seat's sealed packs (deterministic from the event seed and the seat) and pools them. */
export function openSealedPool(options: SeatPacksOptions): SealedPool {
  const prepared = preparedFrom(options);
  const packs = packsForSeat({ ...options, prepared });
  const cards = packs.flatMap((pack) => sealedPoolCards(pack, prepared.template));
  return { seat: options.seat, packs, cards };
}
