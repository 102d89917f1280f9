const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const COLON = 0x3a;

/** Contract "Conventions" (rev 2): bodies nested deeper than this are 400 `body-too-deep`. */
export const MAX_JSON_DEPTH = 64;

/**
 * At most this many values (objects, arrays and items) in one body. `JSON.parse` allocates one
 * object per value on the event loop, so 5 MB of `[]` (2.6 million arrays) would hold it for
 * seconds. The largest legitimate bodies, swu-db set files near the 5 MB limit, hold about 100,000.
 */
export const MAX_JSON_VALUES = 500_000;

/**
 * Values allowed in a body other than a set import: the largest real one, a Trilogy of three
 * 500-entry decks with a 5,000-card pool, holds about 10,000. class-transformer copies every value of a
 * DTO field before validation can refuse it, so 150,000 small objects in one field held the loop ~0.5 s.
 */
export const MAX_JSON_VALUES_EXCEPT_SET_IMPORT = 20_000;

/**
 * At most this much "key weight": the sum, over every object in the body, of its key count squared.
 * class-transformer (behind every DTO) removes duplicate keys with a check that is quadratic in an
 * object's keys, so one object of 60,000 keys held the event loop for 3 s. Real bodies weigh little:
 * a 1,000-card set file of 40-key rows is 1.6 million; one object may still have 2,000 keys.
 */
export const MAX_JSON_KEY_WEIGHT = 4_000_000;

export type JsonShapeProblem = 'too-deep' | 'too-many-values' | 'too-many-keys';

/**
 * Whether JSON text nests objects and arrays deeper than `maxDepth` (`{}` is depth 1) or holds more
 * than `maxValues` values (counted as openings and commas). One pass over the raw text, skipping
 * strings and their escapes, so it never recurses and stops at the first problem. It does not check
 * that the text is valid JSON; the parser does that after. Works on UTF-8 bytes (no byte of a
 * multi-byte character is ASCII) or on a decoded string.
 */
export function jsonShapeProblem(
  text: Uint8Array | string,
  maxDepth = MAX_JSON_DEPTH,
  maxValues = MAX_JSON_VALUES,
  maxKeyWeight = MAX_JSON_KEY_WEIGHT,
): JsonShapeProblem | undefined {
  const codeAt = typeof text === 'string' ? (i: number) => text.charCodeAt(i) : (i: number) => text[i];
  let depth = 0;
  let values = 0;
  let keyWeight = 0;
  // Keys of the object open at each depth (-1: an array); depth never passes maxDepth here.
  const keysAt = new Int32Array(maxDepth + 2);
  for (let i = 0; i < text.length; i++) {
    const code = codeAt(i);
    if (code === QUOTE) {
      i = closingQuote(text, i, codeAt);
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > maxDepth) return 'too-deep';
      if (++values > maxValues) return 'too-many-values';
      keysAt[depth] = code === OPEN_BRACE ? 0 : -1;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      if (depth > 0 && keysAt[depth] > 0) {
        keyWeight += keysAt[depth] * keysAt[depth];
        if (keyWeight > maxKeyWeight) return 'too-many-keys';
      }
      depth--;
    } else if (code === COLON) {
      // Outside strings a colon only follows an object key.
      if (depth > 0 && keysAt[depth] >= 0) keysAt[depth]++;
    } else if (code === COMMA) {
      if (++values > maxValues) return 'too-many-values';
    }
  }
  return undefined;
}

/**
 * The index of the quote that closes the string opened at `open` (the text's length if none): the
 * first quote after it not escaped by an odd run of backslashes. Found with the native `indexOf`, so a
 * 5 MB string costs about a millisecond instead of a JavaScript step per byte.
 */
function closingQuote(text: Uint8Array | string, open: number, codeAt: (i: number) => number): number {
  for (let at = open; ; ) {
    at = typeof text === 'string' ? text.indexOf('"', at + 1) : text.indexOf(QUOTE, at + 1);
    if (at < 0) return text.length;
    let backslashes = 0;
    while (at - backslashes - 1 > open && codeAt(at - backslashes - 1) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
}
