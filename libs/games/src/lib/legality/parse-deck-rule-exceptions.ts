import type { FieldProblem } from '../cards/field-problem';
import { MAX_TEXT_LENGTH } from '../cards/field-reader';
import type { DeckRuleException } from './deck-rule-exceptions';
import { identityKey } from './deck-rule-exceptions';

/** Far above the handful of real exceptions; the bound comes before any work on the entries. */
export const MAX_DECK_RULE_EXCEPTIONS = 500;
/** A copy limit above this is no limit a card has ever printed (null already means "any number"). */
export const MAX_COPIES_LIMIT = 99;
export const MAX_MIN_DECK_SIZE = 200;
const MAX_SOURCE_LENGTH = 300;

export type ParsedDeckRuleExceptions =
  | { ok: true; exceptions: DeckRuleException[] }
  | { ok: false; problems: FieldProblem[] };

/**
 * An admin's list of card-specific deck rules: `[{ name, subtitle?, maxCopies?, minDeckSize?, source? }]`,
 * at most MAX_DECK_RULE_EXCEPTIONS entries, each with a rule, and no card twice.
 */
export function parseDeckRuleExceptions(input: unknown): ParsedDeckRuleExceptions {
  if (!Array.isArray(input)) {
    return { ok: false, problems: [{ path: '', code: 'wrong-type', message: 'must be an array of exceptions' }] };
  }
  if (input.length > MAX_DECK_RULE_EXCEPTIONS) {
    return {
      ok: false,
      problems: [{ path: '', code: 'out-of-range', message: `at most ${MAX_DECK_RULE_EXCEPTIONS} exceptions` }],
    };
  }
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  const exceptions = input.map((raw: unknown, index) => {
    const path = `[${index}]`;
    const exception = readException(raw, path, problems);
    const key = identityKey(exception.name, exception.subtitle);
    if (seen.has(key)) problems.push({ path, code: 'inconsistent', message: 'the same card is listed twice' });
    seen.add(key);
    return exception;
  });
  return problems.length === 0 ? { ok: true, exceptions } : { ok: false, problems };
}

const ALLOWED_KEYS = new Set(['name', 'subtitle', 'maxCopies', 'minDeckSize', 'source']);

function readException(raw: unknown, path: string, problems: FieldProblem[]): DeckRuleException {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    problems.push({ path, code: 'wrong-type', message: 'must be an object' });
    return { name: '' };
  }
  const value = raw as Record<string, unknown>;
  for (const key of Object.keys(value)) {
    if (!ALLOWED_KEYS.has(key))
      problems.push({ path: `${path}.${key}`, code: 'not-allowed', message: 'unknown field' });
  }
  const name = text(value, 'name', path, problems, MAX_TEXT_LENGTH, true) ?? '';
  const subtitle = text(value, 'subtitle', path, problems, MAX_TEXT_LENGTH, false);
  const source = text(value, 'source', path, problems, MAX_SOURCE_LENGTH, false);
  const exception: DeckRuleException = { name };
  if (subtitle !== undefined) exception.subtitle = subtitle;
  if (value['maxCopies'] === null) exception.maxCopies = null;
  else {
    const maxCopies = count(value, 'maxCopies', path, problems, 0, MAX_COPIES_LIMIT);
    if (maxCopies !== undefined) exception.maxCopies = maxCopies;
  }
  const minDeckSize = count(value, 'minDeckSize', path, problems, 1, MAX_MIN_DECK_SIZE);
  if (minDeckSize !== undefined) exception.minDeckSize = minDeckSize;
  if (source !== undefined) exception.source = source;
  if (!('maxCopies' in exception) && exception.minDeckSize === undefined) {
    problems.push({ path, code: 'required', message: 'needs maxCopies or minDeckSize' });
  }
  return exception;
}

function text(
  value: Record<string, unknown>,
  key: string,
  path: string,
  problems: FieldProblem[],
  maxLength: number,
  required: boolean,
): string | undefined {
  const field = value[key];
  if (field === undefined) {
    if (required) problems.push({ path: `${path}.${key}`, code: 'required', message: `${key} is required` });
    return undefined;
  }
  if (typeof field !== 'string') {
    problems.push({ path: `${path}.${key}`, code: 'wrong-type', message: `${key} must be a string` });
    return undefined;
  }
  if (field.trim() === '') {
    problems.push({ path: `${path}.${key}`, code: 'empty', message: `${key} must not be blank` });
    return undefined;
  }
  if (field.length > maxLength) {
    problems.push({ path: `${path}.${key}`, code: 'too-long', message: `${key} is at most ${maxLength} characters` });
    return undefined;
  }
  return field.trim();
}

function count(
  value: Record<string, unknown>,
  key: string,
  path: string,
  problems: FieldProblem[],
  min: number,
  max: number,
): number | undefined {
  const field = value[key];
  if (field === undefined) return undefined;
  if (typeof field !== 'number' || !Number.isInteger(field) || field < min || field > max) {
    problems.push({
      path: `${path}.${key}`,
      code: 'out-of-range',
      message: `${key} must be a whole number from ${min} to ${max}`,
    });
    return undefined;
  }
  return field;
}
