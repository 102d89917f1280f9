import fc from 'fast-check';
import {
  REENTRY_CODE_ALPHABET,
  REENTRY_CODE_BITS,
  REENTRY_CODE_LENGTH,
  formatReentryCode,
  makeReentryCode,
  normalizeReentryCode,
} from './reentry-code';

const anyCode = fc
  .array(fc.integer({ min: 0, max: REENTRY_CODE_ALPHABET.length - 1 }), {
    minLength: REENTRY_CODE_LENGTH,
    maxLength: REENTRY_CODE_LENGTH,
  })
  .map((draws) => {
    let i = 0;
    return makeReentryCode((n) => draws[i++] % n);
  });

describe('re-entry codes', () => {
  it('carry at least 40 bits (issue 12: unguessable with rate limiting)', () => {
    expect(new Set(REENTRY_CODE_ALPHABET).size).toBe(32);
    expect(REENTRY_CODE_BITS).toBeGreaterThanOrEqual(40);
  });

  it('are made of the alphabet only, with no confusable letters', () => {
    fc.assert(
      fc.property(anyCode, (code) => {
        expect(code).toHaveLength(REENTRY_CODE_LENGTH);
        expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]+$/);
      }),
    );
  });

  it('survive formatting, lower case, spaces and dashes', () => {
    fc.assert(
      fc.property(anyCode, fc.constantFrom('', ' ', '-', '  '), (code, gap) => {
        expect(normalizeReentryCode(formatReentryCode(code))).toBe(code);
        expect(normalizeReentryCode(code.toLowerCase())).toBe(code);
        expect(normalizeReentryCode(`${code.slice(0, 3)}${gap}${code.slice(3)}`)).toBe(code);
      }),
    );
  });

  it('read O as 0 and I or L as 1', () => {
    expect(normalizeReentryCode('OIL23-45678')).toBe('0112345678');
  });

  it('refuse anything that cannot be a code', () => {
    expect(normalizeReentryCode('')).toBeNull();
    expect(normalizeReentryCode('ABCDE-FGHJ')).toBeNull();
    expect(normalizeReentryCode('ABCDE-FGHJKM')).toBeNull();
    expect(normalizeReentryCode('ABCDE-FGHJU')).toBeNull();
    expect(normalizeReentryCode('ABCDE-FGHJ!')).toBeNull();
    expect(normalizeReentryCode(`ABCDEFGHJK${' '.repeat(100)}`)).toBeNull();
  });

  it('formats as two groups of five', () => {
    expect(formatReentryCode('ABCDEFGHJK')).toBe('ABCDE-FGHJK');
  });
});
