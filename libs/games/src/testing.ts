/**
 * TEST DATA ONLY: `@cantina/games/testing`, the invented card fixtures and the table-driven deck
 * validation cases, for the validator specs of this lib and the API's integration tests.
 * Never exported from `@cantina/games` (index.ts), so it stays out of the app bundles.
 */
export {
  copies,
  filler,
  legalPremierDeck,
  legalTrilogyDecks,
  legalTwinSunsDeck,
  one,
  sealedPoolAndDeck,
  SWU_BASES,
  SWU_FILLER,
  SWU_LEADERS,
  SWU_SPECIAL,
  SWU_TEST_CARDS,
  swuTestCatalog,
} from './lib/decks/testing/swu-test-cards';
export {
  legalSwtcgDeck,
  nonUnits,
  swapSpaceFor,
  SWTCG_OTHERS,
  SWTCG_TEST_CARDS,
  SWTCG_UNITS,
  swtcgTestCatalog,
} from './lib/decks/testing/swtcg-test-cards';
export {
  DESTINY_CHARACTERS,
  DESTINY_FILLER,
  DESTINY_OTHERS,
  DESTINY_TEST_CARDS,
  destinyTestCatalog,
  legalDestinyDeck,
  withTeam,
} from './lib/decks/testing/destiny-test-cards';
export type { ValidationCase } from './lib/decks/testing/validation-cases';
export { changed, codesOf, runCase } from './lib/decks/testing/validation-cases';
export { SWU_VALIDATION_CASES } from './lib/decks/testing/swu-validation-cases';
export { SWTCG_VALIDATION_CASES } from './lib/decks/testing/swtcg-validation-cases';
export { DESTINY_VALIDATION_CASES } from './lib/decks/testing/destiny-validation-cases';
