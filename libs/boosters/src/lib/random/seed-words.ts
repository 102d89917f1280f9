/** 128 bits of seed material as four unsigned 32-bit words. */
export type SeedWords = readonly [number, number, number, number];

/**
 * The 32-bit finalizer of MurmurHash3 (a public-domain bijection on 32-bit integers with full
 * avalanche): every input bit flips each output bit with probability about 1/2.
 */
export function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const LANE_BASES = [0x811c9dc5, 0x9e3779b9, 0x632be5ab, 0x2545f491] as const;
const LANE_MULTIPLIERS = [0x01000193, 0x5bd1e995, 0x27d4eb2d, 0x165667b1] as const;

/**
 * Hashes a seed string (its UTF-16 code units, then its length) into four independent 32-bit lanes
 * (a multiply-xor hash per lane with its own constants, then {@link mix32} and a cross-lane mix), so
 * "event-1" and "event-2" give unrelated random streams.
 */
export function hashSeed(seed: string): SeedWords {
  const lanes = [...LANE_BASES] as number[];
  for (let i = 0; i < seed.length; i++) {
    const unit = seed.charCodeAt(i);
    for (let lane = 0; lane < 4; lane++) {
      lanes[lane] = Math.imul(lanes[lane] ^ unit, LANE_MULTIPLIERS[lane]);
      lanes[lane] ^= lanes[lane] >>> 15;
    }
  }
  const mixed = lanes.map((value, lane) => mix32(value ^ Math.imul(seed.length + 1, LANE_MULTIPLIERS[lane])));
  return [
    mix32(mixed[0] ^ mixed[1]),
    mix32(mixed[1] ^ mixed[2]),
    mix32(mixed[2] ^ mixed[3]),
    mix32(mixed[3] ^ mixed[0] ^ 0x9e3779b9),
  ];
}
