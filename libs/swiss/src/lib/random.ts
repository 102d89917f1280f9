/**
 * Seeded, deterministic randomness. The library never reads a clock or `Math.random`: every random
 * choice (round-1 order, order inside a score group, the last tiebreaker, simulated results) is drawn
 * from a stream derived from the event seed, so the same input always gives the same pairings and an
 * organizer can re-run and audit them.
 *
 * The generator is SplitMix32: a Weyl sequence (state += 0x9e3779b9) passed through the MurmurHash3
 * 32-bit finaliser. It has a period of 2^32 per stream, is fast in JavaScript (Math.imul) and is more
 * than good enough for shuffling players. Strings are turned into 32-bit stream seeds with FNV-1a
 * followed by the same finaliser.
 */

/** MurmurHash3 fmix32 finaliser: a bijective 32-bit mixer. */
function fmix32(x: number): number {
  let z = x | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** 32-bit hash of a string (FNV-1a over UTF-16 code units, then fmix32). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return fmix32(h);
}

/** A seeded random stream. Plain closure state; not part of any serialised input or output. */
export interface Random {
  /** Uniform 32-bit unsigned integer. */
  nextU32(): number;
  /** Uniform integer in [0, bound). */
  nextInt(bound: number): number;
  /** Uniform float in [0, 1). */
  nextFloat(): number;
}

/** Creates the stream for `seed` and a purpose label, e.g. `createRandom(event.seed, 'round-3')`. */
export function createRandom(seed: string, stream = ''): Random {
  let state = hashString(`${seed}\u0000${stream}`);
  const nextU32 = (): number => {
    state = (state + 0x9e3779b9) | 0;
    return fmix32(state);
  };
  return {
    nextU32,
    nextInt(bound: number): number {
      if (!Number.isInteger(bound) || bound <= 0) throw new RangeError(`bad bound ${bound}`);
      // Rejection sampling keeps the result unbiased.
      const limit = Math.floor(0x100000000 / bound) * bound;
      for (;;) {
        const x = nextU32();
        if (x < limit) return x % bound;
      }
    },
    nextFloat(): number {
      return nextU32() / 0x100000000;
    },
  };
}

/** Fisher-Yates shuffle into a new array. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.nextInt(i + 1);
    const tmp = out[i];
    out[i] = out[j];
    out[j] = tmp;
  }
  return out;
}
