/**
 * TEST DATA ONLY: `@cantina/boosters/testing`, an invented real-shaped SWU set for the specs of this
 * lib and the booster benchmark (tools/bench/boosters). Never exported from `@cantina/boosters`
 * (index.ts), so it stays out of the app bundles.
 */
export { inventedSwuSet } from './testing/invented-swu-set';
