import type { FieldReader } from './field-reader';
import { childPath, describeType } from './json-path';

/**
 * A swu-db `Number`: digits ("8", "008", 1023) are a collector number; digits with a letter suffix
 * ("059F") only ever number other printings of a card, never the card itself.
 */
export type SwudbNumber = { kind: 'digits'; value: number; text: string } | { kind: 'suffixed'; text: string };

/** At most 6 digits (no card is numbered past 999,999), so ids stay short. */
const DIGITS = /^\d{1,6}$/;
const SUFFIXED = /^\d{1,6}[A-Za-z]{1,3}$/;

/** Reads `Number` without reporting; undefined when it is neither digits nor digits with a suffix. */
export function peekSwudbNumber(reader: FieldReader, key = 'Number'): SwudbNumber | undefined {
  const raw = reader.raw(key);
  const text = typeof raw === 'number' && Number.isInteger(raw) ? String(raw) : raw;
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim();
  if (DIGITS.test(trimmed)) return { kind: 'digits', value: Number(trimmed), text: trimmed };
  if (SUFFIXED.test(trimmed)) return { kind: 'suffixed', text: trimmed.toUpperCase() };
  return undefined;
}

/**
 * The id a variant printing goes by (contract rev 2): `SET_` + its number as written, zero-padded to
 * 3 digits when it is all digits ("8" → `SET_008`, "1023" → `SET_1023`, "059F" → `SET_059F`).
 */
export function printingId(setCode: string, number: SwudbNumber): string {
  const text = number.kind === 'digits' ? number.text.padStart(3, '0') : number.text;
  return `${setCode}_${text}`;
}

/** A card's collector number; reported when absent or not a whole number. */
export function readCollectorNumber(reader: FieldReader, key = 'Number'): number | undefined {
  const number = peekSwudbNumber(reader, key);
  if (number?.kind === 'digits') return number.value;
  const raw = reader.raw(key);
  if (raw === undefined || raw === null || raw === '') reader.report(key, 'required', `${key} is required`);
  else reader.report(key, 'wrong-type', `${key} must be a whole number, not ${JSON.stringify(raw)}`);
  return undefined;
}

/**
 * A stat as swu-db writes it: a string or a number, signed for upgrades ("+2", "-1": an upgrade that
 * lowers a unit's stat). "" or absent means none. `signed: false` refuses a minus sign (costs). At
 * most 3 digits: no card prints a larger number.
 */
export function readSwudbInteger(reader: FieldReader, key: string, signed: boolean): number | undefined {
  const raw = reader.raw(key);
  if (raw === undefined || raw === null || raw === '') return undefined;
  const text = typeof raw === 'number' && Number.isInteger(raw) ? String(raw) : raw;
  const match = typeof text === 'string' ? /^([+-]?)(\d{1,3})$/.exec(text.trim()) : null;
  if (match === null) {
    reader.report(key, 'wrong-type', `${key} must be a whole number, not ${JSON.stringify(raw)}`);
    return undefined;
  }
  const magnitude = Number(match[2]);
  const value = match[1] === '-' && magnitude !== 0 ? -magnitude : magnitude;
  if (!signed && value < 0) {
    reader.report(key, 'out-of-range', `${key} must be at least 0`);
    return undefined;
  }
  return value;
}

/**
 * An array field of names mapped through `table`. Absent, null, "" and [] all mean none (swu-db leaves
 * `Aspects` out of neutral cards or sends it empty); a name the table lacks is reported; repeats
 * are kept once.
 */
export function readSwudbList<T>(reader: FieldReader, key: string, table: Readonly<Record<string, T>>): T[] {
  const raw = reader.raw(key);
  if (raw === undefined || raw === null || raw === '') return [];
  if (!Array.isArray(raw)) {
    reader.report(key, 'wrong-type', `${key} must be an array, not ${describeType(raw)}`);
    return [];
  }
  const result: T[] = [];
  raw.forEach((item: unknown, index) => {
    if (typeof item === 'string' && Object.hasOwn(table, item)) {
      const value = table[item];
      if (!result.includes(value)) result.push(value);
    } else {
      const known = Object.keys(table).join(', ');
      reader.report(childPath(key, index), 'not-allowed', `${JSON.stringify(item)} is not one of ${known}`);
    }
  });
  return result;
}

/** Free-text names (`Traits`): blanks are skipped, anything but a string is reported. */
export function readSwudbNames(reader: FieldReader, key: string, maxLength: number): string[] {
  const raw = reader.raw(key);
  if (raw === undefined || raw === null || raw === '') return [];
  if (!Array.isArray(raw)) {
    reader.report(key, 'wrong-type', `${key} must be an array, not ${describeType(raw)}`);
    return [];
  }
  const result: string[] = [];
  raw.forEach((item: unknown, index) => {
    if (typeof item !== 'string') {
      reader.report(childPath(key, index), 'wrong-type', 'must be a string');
    } else if (item.length > maxLength) {
      reader.report(childPath(key, index), 'too-long', `at most ${maxLength} characters`);
    } else if (item.trim() !== '') {
      result.push(item.trim());
    }
  });
  return result;
}
