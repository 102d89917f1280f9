import type { FieldProblem, FieldProblemCode } from './field-problem';
import { childPath, describeType, isRecord } from './json-path';

/** Contract "Conventions": free-text fields at most 100 characters, ids and codes at most 64. */
export const MAX_TEXT_LENGTH = 100;
export const MAX_CODE_LENGTH = 64;

/**
 * Reads typed fields out of one JSON object and records a problem for each bad one. Every getter
 * returns a value of the right type even on error (a harmless fallback), so callers can build the
 * whole result and throw it away when any problem was recorded.
 */
export class FieldReader {
  constructor(
    private readonly source: Record<string, unknown>,
    readonly path: string,
    private readonly problems: FieldProblem[],
  ) {}

  has(key: string): boolean {
    return this.source[key] !== undefined && this.source[key] !== null;
  }

  /** Absent, null or an empty array (a field of another type is reported by its getter). */
  isMissingOrEmpty(key: string): boolean {
    const value = this.source[key];
    return value === undefined || value === null || (Array.isArray(value) && value.length === 0);
  }

  raw(key: string): unknown {
    return this.source[key];
  }

  report(key: string, code: FieldProblemCode, message: string): void {
    this.problems.push({ path: childPath(this.path, key), code, message });
  }

  /** A reader for a nested object, reporting into the same list; undefined when absent or bad. */
  object(key: string): FieldReader | undefined {
    const value = this.source[key];
    if (value === undefined || value === null) return undefined;
    if (!isRecord(value)) {
      this.report(key, 'wrong-type', `${key} must be an object, not ${describeType(value)}`);
      return undefined;
    }
    return new FieldReader(value, childPath(this.path, key), this.problems);
  }

  /** Readers for the objects of an array field; undefined when absent. Bad items are reported. */
  objectList(key: string): FieldReader[] | undefined {
    const value = this.source[key];
    if (value === undefined || value === null) return undefined;
    if (!Array.isArray(value)) {
      this.report(key, 'wrong-type', `${key} must be an array, not ${describeType(value)}`);
      return [];
    }
    const readers: FieldReader[] = [];
    value.forEach((item: unknown, index) => {
      const path = childPath(childPath(this.path, key), index);
      if (isRecord(item)) readers.push(new FieldReader(item, path, this.problems));
      else this.problems.push({ path, code: 'wrong-type', message: `must be an object, not ${describeType(item)}` });
    });
    return readers;
  }

  string(key: string, maxLength = MAX_TEXT_LENGTH): string {
    if (!this.has(key)) {
      this.report(key, 'required', `${key} is required`);
      return '';
    }
    return this.checkString(key, this.source[key], maxLength) ?? '';
  }

  /** Absent, null and "" all mean "no value". */
  optionalString(key: string, maxLength = MAX_TEXT_LENGTH): string | undefined {
    const value = this.source[key];
    if (value === undefined || value === null || value === '') return undefined;
    return this.checkString(key, value, maxLength);
  }

  integer(key: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
    if (!this.has(key)) {
      this.report(key, 'required', `${key} is required`);
      return min;
    }
    return this.checkInteger(key, this.source[key], min, max) ?? min;
  }

  /** Absent or null → null. */
  nullableInteger(key: string, min = 0): number | null {
    if (!this.has(key)) return null;
    return this.checkInteger(key, this.source[key], min) ?? null;
  }

  boolean(key: string): boolean {
    const value = this.source[key];
    if (value === undefined || value === null) {
      this.report(key, 'required', `${key} is required`);
      return false;
    }
    if (typeof value !== 'boolean') {
      this.report(key, 'wrong-type', `${key} must be true or false, not ${describeType(value)}`);
      return false;
    }
    return value;
  }

  oneOf<T extends string>(key: string, allowed: readonly T[]): T {
    if (!this.has(key)) {
      this.report(key, 'required', `${key} is required (one of ${allowed.join(', ')})`);
      return allowed[0];
    }
    return this.checkOneOf(childPath(this.path, key), this.source[key], allowed) ?? allowed[0];
  }

  /** An array of allowed values without repeats; absent or null → []. */
  listOf<T extends string>(key: string, allowed: readonly T[]): T[] {
    const items = this.array(key);
    const result: T[] = [];
    items.forEach((item, index) => {
      const value = this.checkOneOf(childPath(childPath(this.path, key), index), item, allowed);
      if (value === undefined) return;
      if (result.includes(value)) {
        this.problems.push({
          path: childPath(childPath(this.path, key), index),
          code: 'inconsistent',
          message: `${value} is listed twice`,
        });
        return;
      }
      result.push(value);
    });
    return result;
  }

  /** An array of non-empty strings; absent or null → []. */
  stringList(key: string, maxLength = MAX_TEXT_LENGTH): string[] {
    const result: string[] = [];
    this.array(key).forEach((item, index) => {
      const path = childPath(childPath(this.path, key), index);
      if (typeof item !== 'string' || item.trim() === '') {
        this.problems.push({ path, code: 'wrong-type', message: 'must be a non-empty string' });
      } else if (item.length > maxLength) {
        this.problems.push({ path, code: 'too-long', message: `at most ${maxLength} characters` });
      } else {
        result.push(item);
      }
    });
    return result;
  }

  private array(key: string): unknown[] {
    const value = this.source[key];
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) {
      this.report(key, 'wrong-type', `${key} must be an array, not ${describeType(value)}`);
      return [];
    }
    return value;
  }

  private checkString(key: string, value: unknown, maxLength: number): string | undefined {
    if (typeof value !== 'string') {
      this.report(key, 'wrong-type', `${key} must be a string, not ${describeType(value)}`);
      return undefined;
    }
    if (value.trim() === '') {
      this.report(key, 'empty', `${key} must not be empty`);
      return undefined;
    }
    if (value.length > maxLength) {
      this.report(key, 'too-long', `${key} must be at most ${maxLength} characters`);
      return undefined;
    }
    return value;
  }

  private checkInteger(key: string, value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      this.report(key, 'wrong-type', `${key} must be a whole number, not ${describeType(value)}`);
      return undefined;
    }
    if (value < min) {
      this.report(key, 'out-of-range', `${key} must be at least ${min}`);
      return undefined;
    }
    if (value > max) {
      this.report(key, 'out-of-range', `${key} must be at most ${max}`);
      return undefined;
    }
    return value;
  }

  private checkOneOf<T extends string>(path: string, value: unknown, allowed: readonly T[]): T | undefined {
    if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) {
      return value as T;
    }
    const shown = typeof value === 'string' ? `"${value}"` : describeType(value);
    this.problems.push({
      path,
      code: typeof value === 'string' ? 'not-allowed' : 'wrong-type',
      message: `${shown} is not one of ${allowed.join(', ')}`,
    });
    return undefined;
  }
}
