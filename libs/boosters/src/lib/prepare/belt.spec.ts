import fc from 'fast-check';
import { openStream } from '../random/random-stream';
import { hashSeed } from '../random/seed-words';
import { layBelt, stripeCount } from './belt';
import type { SheetPool } from './sheet-pool';

/** A pool whose cards are only counted: groups of the given sizes over indices 0..n-1. */
function pool(groupSizes: number[]): SheetPool {
  let next = 0;
  const groups = groupSizes.map((size) => Array.from({ length: size }, () => next++));
  return { name: 'test', cards: Array(next).fill(null), groups };
}

describe('layBelt', () => {
  it('puts every card on exactly one belt once, and each group in the pattern as often as its size', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 7 }),
        fc.string(),
        (sizes, seed) => {
          const sheet = pool(sizes);
          const belt = layBelt(sheet, 1, openStream(hashSeed(seed), 'layout', 0));
          const all = belt.groupBelts.flatMap((groupBelt) => [...groupBelt]).sort((a, b) => a - b);
          expect(all).toEqual([...Array(sheet.cards.length).keys()]);
          if (sizes.length > 1) {
            const counts = sizes.map((_, group) => belt.pattern?.filter((label) => label === group).length);
            expect(counts).toEqual(sizes);
          }
        },
      ),
    );
  });

  it('spreads groups: a window without some group is shorter than the gap between two of its points allows', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 2, max: 20 }), { minLength: 2, maxLength: 6 }),
        fc.string(),
        (sizes, seed) => {
          const belt = layBelt(pool(sizes), 1, openStream(hashSeed(seed), 'layout', 0));
          const pattern = belt.pattern as Uint16Array;
          sizes.forEach((size, group) => {
            // Longest run of the cyclic pattern without `group`.
            const bound = sizes.reduce((sum, other, index) => sum + (index === group ? 0 : Math.ceil(other / size)), 0);
            let longest = 0;
            let run = 0;
            for (let i = 0; i < 2 * pattern.length; i++) {
              run = pattern[i % pattern.length] === group ? 0 : run + 1;
              longest = Math.max(longest, Math.min(run, pattern.length));
            }
            expect(longest).toBeLessThanOrEqual(bound);
          });
        },
      ),
    );
  });

  it('cuts a sheet without a spread into one stripe per card a pack takes', () => {
    expect(stripeCount(90, 9)).toBe(9);
    expect(stripeCount(10, 9)).toBe(1);
    expect(stripeCount(50, 1)).toBe(1);
    const belt = layBelt(pool([60]), 3, openStream(hashSeed('stripes'), 'layout', 0));
    expect(belt.groupBelts.map((groupBelt) => groupBelt.length)).toEqual([20, 20, 20]);
  });
});
