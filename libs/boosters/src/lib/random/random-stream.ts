// The API compiles with `moduleResolution: node`, which cannot see pure-rand's `exports`-only types;
// this reference brings their declarations into every program that compiles this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./pure-rand-modules.d.ts" />
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState, type XoroshiroGenerator } from 'pure-rand/generator/xoroshiro128plus';
import { mix32, type SeedWords } from './seed-words';

/** The random numbers one pack (or one belt layout, or one box's cut of the belts) is made with. */
export interface RandomStream {
  /** Uniform integer in `0..size-1`. */
  below(size: number): number;
  /** Uniform number in [0, 1) with 32 bits of resolution, for rates and weights. */
  unit(): number;
}

/** What a stream is for; they never share numbers for the same seed. */
export const STREAM_KINDS = { pack: 0x5041434b, layout: 0x4c41594f, box: 0x424f5846 } as const;
export type StreamKind = keyof typeof STREAM_KINDS;

const INDEX_MULTIPLIERS = [0x9e3779b1, 0x85ebca77, 0xc2b2ae3d, 0x27d4eb2f] as const;

class XoroshiroStream implements RandomStream {
  constructor(private readonly generator: XoroshiroGenerator) {}

  below(size: number): number {
    return uniformInt(this.generator, 0, size - 1);
  }

  unit(): number {
    return (this.generator.next() + 0x80000000) / 0x100000000;
  }
}

/**
 * Stream `index` of `kind` for a hashed seed: pure-rand's xoroshiro128+ started from a state derived
 * lane by lane with bijective mixing, so two indices (0 ≤ index < 2^32) never share a state and any
 * pack can be regenerated on its own from its seed and index.
 */
export function openStream(seed: SeedWords, kind: StreamKind, index: number): RandomStream {
  const salt = STREAM_KINDS[kind];
  const state = [0, 0, 0, 0];
  let any = 0;
  for (let lane = 0; lane < 4; lane++) {
    state[lane] = mix32(seed[lane] ^ mix32(Math.imul(index + 1, INDEX_MULTIPLIERS[lane]) ^ salt ^ lane)) | 0;
    any |= state[lane];
  }
  // xoroshiro's state must not be all zeros.
  if (any === 0) state[0] = 1;
  return new XoroshiroStream(xoroshiro128plusFromState(state));
}
