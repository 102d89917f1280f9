import { childPath, describeType, isRecord, type ProblemList } from './json-path';

export const MAX_NAME_LENGTH = 64;

/** Reports every key of `value` that is not in `allowed` (a typo such as `rarity` is an error). */
export function rejectUnknownKeys(
  value: Record<string, unknown>,
  allowed: readonly string[],
  path: string,
  problems: ProblemList,
): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) problems.add(childPath(path, key), 'not-allowed', `unknown field "${key}"`);
  }
}

/** A non-empty name of at most 64 characters, or `undefined` after reporting the problem. */
export function readName(value: unknown, path: string, problems: ProblemList): string | undefined {
  if (value === undefined) {
    problems.add(path, 'required', 'a name is required');
    return undefined;
  }
  if (typeof value !== 'string') {
    problems.add(path, 'wrong-type', `expected a string, got ${describeType(value)}`);
    return undefined;
  }
  if (value.trim() === '') {
    problems.add(path, 'empty', 'must not be empty');
    return undefined;
  }
  if (value.length > MAX_NAME_LENGTH) {
    problems.add(path, 'too-long', `at most ${MAX_NAME_LENGTH} characters`);
    return undefined;
  }
  return value;
}

/**
 * An optional non-empty list of distinct names; with `allowed`, each must be one of them.
 * `undefined` when absent or wrong (the problem is reported).
 */
export function readNameList(
  value: unknown,
  path: string,
  problems: ProblemList,
  allowed: readonly string[] | null,
): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    problems.add(path, 'wrong-type', `expected an array of strings, got ${describeType(value)}`);
    return undefined;
  }
  if (value.length === 0) {
    problems.add(path, 'empty', 'leave the field out instead of listing nothing');
    return undefined;
  }
  const names: string[] = [];
  value.forEach((item, index) => {
    const itemPath = childPath(path, index);
    const name = readName(item, itemPath, problems);
    if (name === undefined) return;
    if (allowed !== null && !allowed.includes(name)) {
      problems.add(itemPath, 'not-allowed', `"${name}" is not one of ${allowed.join(', ')}`);
    } else if (names.includes(name)) {
      problems.add(itemPath, 'duplicate-id', `"${name}" is listed twice`);
    } else {
      names.push(name);
    }
  });
  return names.length === value.length ? names : undefined;
}

export function readOptionalBoolean(value: unknown, path: string, problems: ProblemList): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'boolean') {
    problems.add(path, 'wrong-type', `expected true or false, got ${describeType(value)}`);
    return false;
  }
  return value;
}

/** A finite number in `[min, max]` (`min` excluded when `minExclusive`). */
export function readNumber(
  value: unknown,
  path: string,
  problems: ProblemList,
  range: { min: number; max: number; minExclusive?: boolean; integer?: boolean },
): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    problems.add(path, 'wrong-type', `expected a number, got ${describeType(value)}`);
    return undefined;
  }
  const belowMin = range.minExclusive ? value <= range.min : value < range.min;
  if (belowMin || value > range.max || (range.integer === true && !Number.isInteger(value))) {
    const low = range.minExclusive ? `more than ${range.min}` : `at least ${range.min}`;
    const kind = range.integer === true ? 'a whole number' : 'a number';
    problems.add(path, 'out-of-range', `must be ${kind} ${low} and at most ${range.max}`);
    return undefined;
  }
  return value;
}

/** An object, or `undefined` after reporting the problem. */
export function readRecord(value: unknown, path: string, problems: ProblemList): Record<string, unknown> | undefined {
  if (!isRecord(value)) {
    problems.add(
      path,
      value === undefined ? 'required' : 'wrong-type',
      `expected an object, got ${describeType(value)}`,
    );
    return undefined;
  }
  return value;
}
