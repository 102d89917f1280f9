export * from './lib/types';
export * from './lib/errors';
export * from './lib/profiles';
export * from './lib/results';
export * from './lib/placements';
export * from './lib/result-shape';
export * from './lib/screen-results';
export * from './lib/standings';
export * from './lib/pairing';
export * from './lib/pods';
export * from './lib/top-cut';
export * from './lib/bracket-step';
export * from './lib/result-rules';
export * from './lib/round-clock';
export * from './lib/sides';
export * from './lib/manual-round';
export * from './lib/simulate';
export { createRandom, hashString, shuffled, type Random } from './lib/random';
export type { Rational } from './lib/fraction';
export {
  maximumWeightMatching,
  minCostMatching,
  type MatchingGraph,
  type MatchingResult,
} from './lib/matching/blossom';
