import fc from 'fast-check';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, makeJoinCode, normalizeJoinCode } from './join-code';

describe('join codes', () => {
  it('are six characters from the unambiguous alphabet whatever the random source', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: JOIN_CODE_LENGTH, maxLength: JOIN_CODE_LENGTH }), (draws) => {
        let i = 0;
        const code = makeJoinCode((n) => draws[i++] % n);
        expect(code).toHaveLength(JOIN_CODE_LENGTH);
        for (const ch of code) expect(JOIN_CODE_ALPHABET).toContain(ch);
      }),
    );
  });

  it('never contain look-alike characters', () => {
    for (const ch of '0O1IL') expect(JOIN_CODE_ALPHABET).not.toContain(ch);
  });

  it('normalise what a player types', () => {
    expect(normalizeJoinCode(' ab-c d23 ')).toBe('ABCD23');
  });
});
