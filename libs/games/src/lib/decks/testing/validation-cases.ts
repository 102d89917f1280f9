/** TEST HELPERS ONLY: table-driven deck validation cases. */
import type { CardCatalog } from '../../cards/card-catalog';
import type { DeckErrorCode, DeckValidationResult } from '../deck-error';
import type { DeckList, DeckSubmission } from '../deck-list';
import type { DeckValidationOptions } from '../deck-options';
import { validateDeck } from '../validate-deck';

export interface ValidationCase {
  /** Where the rule comes from: rulebook section or line, digest section, or contract. */
  source: string;
  title: string;
  format: string;
  deck: () => DeckSubmission;
  pool?: string[];
  set?: string;
  options?: DeckValidationOptions;
  /** The exact set of error codes expected (empty = a legal deck). */
  expected: DeckErrorCode[];
}

/** Sorted distinct codes of a result, for exact comparisons. */
export function codesOf(result: DeckValidationResult): DeckErrorCode[] {
  return [...new Set(result.errors.map((error) => error.code))].sort();
}

export function runCase(game: string, catalog: CardCatalog, testCase: ValidationCase): DeckValidationResult {
  return validateDeck({
    game,
    format: testCase.format,
    deck: testCase.deck(),
    catalog,
    ...(testCase.pool ? { pool: testCase.pool } : {}),
    ...(testCase.set ? { set: testCase.set } : {}),
    ...(testCase.options ? { options: testCase.options } : {}),
  });
}

/** A copy of a deck with changes applied (the fixtures are never mutated). */
export function changed(deck: DeckList, change: (copy: DeckList) => void): DeckList {
  const copy: DeckList = JSON.parse(JSON.stringify(deck));
  change(copy);
  return copy;
}
