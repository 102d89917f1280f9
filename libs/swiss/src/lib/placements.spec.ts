import fc from 'fast-check';
import { placedPlayers, placementKey, placesOf } from './placements';
import { PROFILES } from './profiles';
import { sameResult } from './result-rules';
import { parseResult, RESULT_LIMITS } from './result-shape';
import { validateResult } from './results';
import type { SwissMatch } from './types';

const pod: SwissMatch = { round: 1, table: 1, players: ['a', 'b', 'c', 'd'], bye: false };
const codes = (body: unknown): string[] => {
  const parsed = parseResult(body);
  if (!parsed.ok) return parsed.problems.map((p) => `${p.kind}:${p.code}`);
  return validateResult(pod, parsed.result, PROFILES.pods).map((p) => `${p.kind}:${p.code}`);
};

describe('tied placements (contract rev 2: `[a, [b, c], d]`)', () => {
  it('reads ties as inner lists and checks the pod is named exactly once', () => {
    expect(parseResult({ placements: ['a', ['b', 'c'], 'd'] })).toEqual({
      ok: true,
      result: { wins: {}, placements: ['a', ['b', 'c'], 'd'] },
    });
    expect(codes({ placements: ['a', ['b', 'c'], 'd'] })).toEqual([]);
    expect(codes({ placements: [['a', 'b', 'c', 'd']] })).toEqual([]);
    // A tie of one is the player.
    expect(parseResult({ placements: [['a'], 'b'] })).toMatchObject({ ok: true, result: { placements: ['a', 'b'] } });
    expect(codes({ placements: ['a', ['b', 'c']] })).toEqual(['impossible:placements-mismatch']);
    expect(codes({ placements: ['a', ['b', 'a'], 'c', 'd'] })).toEqual(['impossible:placements-mismatch']);
  });

  it('refuses empty ties, deeper nesting and more than 8 players in all', () => {
    expect(codes({ placements: ['a', [], 'b'] })).toEqual(['shape:bad-shape']);
    expect(codes({ placements: ['a', [['b']], 'c'] })).toEqual(['shape:bad-shape']);
    expect(codes({ placements: ['a', ['b', 1]] })).toEqual(['shape:bad-shape']);
    const nine = Array.from({ length: 9 }, (_, i) => `p${i}`);
    expect(codes({ placements: [nine] })).toEqual(['shape:too-many-entries']);
    expect(codes({ placements: ['x', nine.slice(0, 4), nine.slice(4)] })).toEqual(['shape:too-many-entries']);
    expect(codes({ placements: [Array.from({ length: 100_000 }, () => 'p')] })).toEqual(['shape:too-many-entries']);
    expect(RESULT_LIMITS.maxPlacements).toBe(8);
  });

  it('places ties together and counts the next place after them', () => {
    expect(placesOf(['a', ['b', 'c'], 'd'])).toEqual([
      { id: 'a', place: 0 },
      { id: 'b', place: 1 },
      { id: 'c', place: 1 },
      { id: 'd', place: 3 },
    ]);
    expect(placesOf([['a', 'b'], 'c']).map((p) => p.place)).toEqual([0, 0, 2]);
  });

  it('two reports are the same whatever the order inside a tie, and differ otherwise', () => {
    expect(sameResult({ placements: ['a', ['b', 'c'], 'd'] }, { placements: ['a', ['c', 'b'], 'd'] }, [])).toBe(true);
    expect(sameResult({ placements: ['a', ['b', 'c'], 'd'] }, { placements: ['a', 'b', 'c', 'd'] }, [])).toBe(false);
    expect(sameResult({ placements: [['a', 'b'], 'c'] }, { placements: ['a', ['b', 'c']] }, [])).toBe(false);
    expect(sameResult({ placements: ['a', 'b'] }, { wins: { a: 1 } }, ['a', 'b'])).toBe(false);
  });

  it('sameResult on placements is an equivalence that ignores only the order inside ties', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    const placements = fc.shuffledSubarray(ids, { minLength: 1 }).chain((order) =>
      fc.array(fc.boolean(), { minLength: order.length, maxLength: order.length }).map((joins) => {
        const groups: string[][] = [];
        order.forEach((id, i) => (i > 0 && joins[i] ? groups[groups.length - 1].push(id) : groups.push([id])));
        return groups.map((g) => (g.length === 1 ? g[0] : g));
      }),
    );
    fc.assert(
      fc.property(placements, (p) => {
        // Reversing every tie keeps the result; the players named stay the same set.
        const reordered = p.map((e) => (Array.isArray(e) ? [...e].reverse() : e));
        expect(sameResult({ placements: p }, { placements: reordered }, [])).toBe(true);
        expect(placedPlayers(reordered).sort()).toEqual(placedPlayers(p).sort());
        expect(placementKey(p)).toBe(placementKey(reordered));
        // Splitting a tie changes it.
        const tie = p.findIndex((e) => Array.isArray(e));
        if (tie >= 0) {
          const split = [...p.slice(0, tie), ...(p[tie] as string[]), ...p.slice(tie + 1)];
          expect(sameResult({ placements: p }, { placements: split }, [])).toBe(false);
        }
      }),
    );
  });
});
