import fc from 'fast-check';
import { jsonShapeProblem } from './json-shape';

/** Nesting depth the way the contract counts it: `{}` and `[]` are 1, a scalar 0. */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (typeof value === 'object' && value !== null) return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
}

/** Sum over every object of its key count squared (the quadratic cost class-transformer pays). */
function keyWeightOf(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + keyWeightOf(item), 0);
  if (typeof value === 'object' && value !== null) {
    const entries = Object.values(value);
    return entries.length ** 2 + entries.reduce((sum: number, item) => sum + keyWeightOf(item), 0);
  }
  return 0;
}

describe('jsonShapeProblem (the raw-text scan before JSON.parse)', () => {
  it('says too-deep exactly when the parsed value nests deeper than the limit, strings and escapes included', () => {
    // Strings full of brackets, quotes and backslashes must not count.
    const tricky = fc.string({ unit: fc.constantFrom('[', ']', '{', '}', '"', '\\', ',', 'a', 'é') });
    const value = fc.letrec<{ node: unknown }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        tricky,
        fc.integer(),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(tricky, tie('node'), { maxKeys: 3 }),
      ),
    })).node;
    fc.assert(
      fc.property(value, fc.integer({ min: 0, max: 6 }), (json, limit) => {
        const text = JSON.stringify(json);
        const expected = depthOf(json) > limit ? 'too-deep' : undefined;
        expect(jsonShapeProblem(text, limit, Number.MAX_SAFE_INTEGER)).toBe(expected);
        expect(jsonShapeProblem(Buffer.from(text, 'utf8'), limit, Number.MAX_SAFE_INTEGER)).toBe(expected);
      }),
    );
  });

  it('stops at the first level past the limit, whatever follows', () => {
    expect(jsonShapeProblem('['.repeat(100_000), 64)).toBe('too-deep');
    expect(jsonShapeProblem(`${'['.repeat(64)}${']'.repeat(64)}`, 64)).toBeUndefined();
    expect(jsonShapeProblem(`{"a":"${'['.repeat(100)}"}`, 64)).toBeUndefined();
    expect(jsonShapeProblem(`{"a":"\\"${'['.repeat(100)}"}`, 64)).toBeUndefined();
  });

  it('counts values as openings and commas', () => {
    expect(jsonShapeProblem('[1,2,3]', 64, 3)).toBeUndefined();
    expect(jsonShapeProblem('[1,2,3,4]', 64, 3)).toBe('too-many-values');
    expect(jsonShapeProblem('["a,b,c,d,e"]', 64, 1)).toBeUndefined();
  });

  it('says too-many-keys exactly when the objects weigh more than the limit (keys squared, summed)', () => {
    const tricky = fc.string({ unit: fc.constantFrom('{', '}', ':', '"', '\\', ',', 'a') });
    const value = fc.letrec<{ node: unknown }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        tricky,
        fc.integer(),
        fc.array(tie('node'), { maxLength: 4 }),
        fc.dictionary(tricky, tie('node'), { maxKeys: 6 }),
      ),
    })).node;
    fc.assert(
      fc.property(value, fc.integer({ min: 0, max: 60 }), (json, limit) => {
        const text = JSON.stringify(json);
        const expected = keyWeightOf(json) > limit ? 'too-many-keys' : undefined;
        expect(jsonShapeProblem(text, 64, Number.MAX_SAFE_INTEGER, limit)).toBe(expected);
      }),
    );
  });

  it('refuses one object of 60,000 keys (3 s of class-transformer) but not a real set file', () => {
    const wide = `{${Array.from({ length: 60_000 }, (_, i) => `"k${i}":1`).join(',')}}`;
    expect(jsonShapeProblem(wide)).toBe('too-many-keys');
    const row = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`Field${i}`, i]));
    const setFile = JSON.stringify({ data: Array.from({ length: 1_000 }, () => row) });
    expect(jsonShapeProblem(setFile)).toBeUndefined();
  });
});
