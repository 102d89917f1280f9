import type { CardSet } from './card';
import type { FieldProblem } from './field-problem';

export type CardSetProblem = FieldProblem;

/** Either the whole set or every problem found: nothing is ever half imported. */
export type CardSetParseResult = { ok: true; set: CardSet } | { ok: false; problems: CardSetProblem[] };
