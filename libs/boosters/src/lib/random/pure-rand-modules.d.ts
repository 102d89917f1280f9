/**
 * Type declarations for the two pure-rand entry points this lib uses. pure-rand publishes its types
 * behind package.json `exports` only, which the workspace's `moduleResolution: node` (the API's
 * tsconfig) cannot see; these ambient modules describe the same functions (pure-rand 8.4.2,
 * lib/generator/xoroshiro128plus.d.ts and lib/distribution/uniformInt.d.ts) so every consumer of
 * `@cantina/boosters` type-checks whatever its resolution mode. Runtime code is pure-rand's own.
 */
declare module 'pure-rand/generator/xoroshiro128plus' {
  export interface XoroshiroGenerator {
    /** Next value, uniform in -0x80000000..0x7fffffff; advances the generator in place. */
    next(): number;
    clone(): XoroshiroGenerator;
    getState(): readonly number[];
    jump(): void;
  }
  export function xoroshiro128plus(seed: number): XoroshiroGenerator;
  export function xoroshiro128plusFromState(state: readonly number[]): XoroshiroGenerator;
}

declare module 'pure-rand/distribution/uniformInt' {
  /** Uniform integer in `from..to`, both included, without modulo bias. */
  export function uniformInt(rng: { next(): number }, from: number, to: number): number;
}
