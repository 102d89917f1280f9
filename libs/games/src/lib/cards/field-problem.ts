/** Stable codes for what is wrong with one field of an imported JSON document. */
export const FIELD_PROBLEM_CODES = [
  'required',
  'wrong-type',
  'not-allowed',
  'too-long',
  'empty',
  'out-of-range',
  'duplicate-id',
  'id-mismatch',
  'mixed-sets',
  'inconsistent',
] as const;
export type FieldProblemCode = (typeof FIELD_PROBLEM_CODES)[number];

/**
 * One bad field; `path` is a JSON path into the input such as `cards[12].rarity` (the same shape as
 * the `errors` of a problem+json response, contract "Conventions").
 */
export interface FieldProblem {
  path: string;
  code: FieldProblemCode;
  message: string;
}
