import type { CardSet } from '@cantina/games';
import { ALGORITHM_VERSION, SUPPORTED_ALGORITHM_VERSIONS } from '../algorithm-version';
import { prepareSet, type PreparedSet } from '../prepare/prepared-set';
import type { PackTemplate } from '../template/pack-template';
import type { Pack } from './pack';
import { PackDrawer } from './pack-drawer';

/** Packs come from a set (and optional template), or from a set prepared once with `prepareSet`. */
export type PackSource = { set: CardSet; template?: PackTemplate } | { prepared: PreparedSet };

export type GeneratePacksOptions = PackSource & {
  count: number;
  /** Any string: an event's stored seed, for example. */
  seed: string;
  /** Index of the first pack (default 0); pack `i` of a seed is the same whatever batch it is made in. */
  firstIndex?: number;
  /**
   * The version to make the packs with (default: the latest, {@link ALGORITHM_VERSION}): a stored
   * pack is remade with the version it was made with. One this code does not know is refused, never
   * silently remade with another.
   */
  algorithmVersion?: number;
};

/** Largest pack index + 1 (a pack's random stream is keyed by a 32-bit index). */
export const MAX_PACK_INDEX = 0xffffffff;

export class UnsupportedAlgorithmVersionError extends Error {
  constructor(readonly requested: number) {
    super(`packs of algorithm version ${requested} cannot be made (known: ${SUPPORTED_ALGORITHM_VERSIONS.join(', ')})`);
    this.name = 'UnsupportedAlgorithmVersionError';
  }
}

export function preparedFrom(source: PackSource): PreparedSet {
  return 'prepared' in source ? source.prepared : prepareSet(source.set, source.template);
}

/**
 * Generates packs `firstIndex .. firstIndex+count-1` of `seed`. The same seed, algorithm version, set
 * and template always give the same packs, and each pack depends only on its own index (in version
 * 2, on its index and its box's cut, which the index determines too).
 */
export function generatePacks(options: GeneratePacksOptions): Pack[] {
  const { count, seed, firstIndex = 0, algorithmVersion = ALGORITHM_VERSION } = options;
  if (!SUPPORTED_ALGORITHM_VERSIONS.includes(algorithmVersion)) {
    throw new UnsupportedAlgorithmVersionError(algorithmVersion);
  }
  if (typeof seed !== 'string') throw new TypeError('seed must be a string');
  if (!Number.isInteger(count) || count < 0) throw new RangeError('count must be a whole number >= 0');
  if (!Number.isInteger(firstIndex) || firstIndex < 0 || firstIndex + count > MAX_PACK_INDEX) {
    throw new RangeError(`pack indices must be whole numbers from 0 to ${MAX_PACK_INDEX - 1}`);
  }
  const prepared = preparedFrom(options);
  const layout = prepared.layoutFor(seed);
  const drawer = new PackDrawer(prepared, algorithmVersion);
  const packs = new Array<Pack>(count);
  for (let i = 0; i < count; i++) packs[i] = drawer.draw(layout, seed, firstIndex + i);
  return packs;
}
