import fc from 'fast-check';
import { seededRandom } from '../testing/reference';
import { pairPods, podSizes } from './pods';
import { PROFILES, profileFor } from './profiles';
import { simulateResults, withMatches } from './simulate';
import { standings } from './standings';
import type { PlayerId, Round, SwissPlayer, TournamentState } from './types';

const RUNS = Number(process.env['SWISS_FC_RUNS'] ?? 150);
const players = (n: number): SwissPlayer[] => Array.from({ length: n }, (_, i) => ({ id: `p${i}` }));

/** Earlier meetings of the pairs seated together (a pair that met twice counts 2). */
function meetings(state: TournamentState): Map<string, number> {
  const met = new Map<string, number>();
  for (const m of state.matches) {
    if (m.bye) continue;
    for (const a of m.players)
      for (const b of m.players) if (a < b) met.set(`${a}|${b}`, (met.get(`${a}|${b}`) ?? 0) + 1);
  }
  return met;
}

function repeats(state: TournamentState, round: Round): number {
  const met = meetings(state);
  let count = 0;
  for (const m of round.matches) {
    if (m.bye) continue;
    for (const a of m.players) for (const b of m.players) if (a < b) count += met.get(`${a}|${b}`) ?? 0;
  }
  return count;
}

/** Fewest repeats of any split into pods of the given sizes (brute force). */
function fewestRepeats(state: TournamentState, ids: PlayerId[], sizes: number[]): number {
  const met = meetings(state);
  const cost = (pod: PlayerId[]): number => {
    let c = 0;
    for (const a of pod) for (const b of pod) if (a < b) c += met.get(`${a}|${b}`) ?? 0;
    return c;
  };
  let best = Infinity;
  const rec = (rest: PlayerId[], left: number[], acc: number): void => {
    if (acc >= best) return;
    if (rest.length === 0) {
      best = acc;
      return;
    }
    const [first, ...others] = rest;
    for (const size of new Set(left)) {
      const nextLeft = [...left];
      nextLeft.splice(nextLeft.indexOf(size), 1);
      const choose = (from: number, pod: PlayerId[]): void => {
        if (pod.length === size) {
          rec(
            others.filter((x) => !pod.includes(x)),
            nextLeft,
            acc + cost(pod),
          );
          return;
        }
        for (let i = from; i < others.length; i++) choose(i + 1, [...pod, others[i]]);
      };
      choose(0, [first]);
    }
  };
  rec(ids, sizes, 0);
  return best;
}

describe('pods', () => {
  it('sizes pods of 4, with 3s when the count requires', () => {
    expect(podSizes(4)).toEqual([4]);
    expect(podSizes(6)).toEqual([3, 3]);
    expect(podSizes(7)).toEqual([4, 3]);
    expect(podSizes(9)).toEqual([3, 3, 3]);
    expect(podSizes(13)).toEqual([4, 3, 3, 3]);
    expect(podSizes(16)).toEqual([4, 4, 4, 4]);
    expect(podSizes(5)).toEqual([5]);
    expect(podSizes(1)).toEqual([1]);
    for (let n = 6; n <= 200; n++) {
      const sizes = podSizes(n);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
      expect(sizes.every((s) => s === 3 || s === 4)).toBe(true);
    }
  });

  it('Twin Suns uses the pods profile', () => {
    expect(profileFor('swu', 'swu-twin-suns')).toBe(PROFILES.pods);
    expect(profileFor('destiny', 'destiny-standard', { multiplayer: true })).toBe(PROFILES.pods);
  });

  it('seats every active player once and avoids repeat opponents as well as brute force (small fields)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 12 }), fc.integer({ min: 1, max: 5 }), fc.integer(), (n, rounds, seed) => {
        const profile = PROFILES.pods;
        let state: TournamentState = { seed: `pods${seed}`, players: players(n), matches: [] };
        for (let r = 1; r <= rounds; r++) {
          const round = pairPods(state, profile);
          const seen = round.matches.flatMap((m) => m.players).sort();
          expect(seen).toEqual(state.players.map((p) => p.id).sort());
          const ids = round.matches.filter((m) => !m.bye).flatMap((m) => m.players);
          const sizes = round.matches.filter((m) => !m.bye).map((m) => m.players.length);
          expect(repeats(state, round)).toBe(fewestRepeats(state, ids, sizes));
          state = withMatches(state, simulateResults(round, profile, `pods${seed}`));
        }
      }),
      { numRuns: Math.ceil(RUNS / 5) },
    );
  });

  it('seats five players as one pod of 5, never a pod of 2 (contract rev 2), scored 6/4/3/2/0', () => {
    const profile = PROFILES.pods;
    let state: TournamentState = { seed: 'five', players: players(5), matches: [] };
    const round = pairPods(state, profile);
    expect(round.matches.map((m) => m.players.length)).toEqual([5]);
    expect(round.warnings.map((w) => w.code)).not.toContain('odd-pod');
    const played = simulateResults(round, profile, 'five');
    for (const m of played) expect(m.result?.placements).toHaveLength(m.players.length);
    state = withMatches(state, played);
    const table = standings(state, profile);
    expect(table.map((s) => s.matchPoints).sort((a, b) => b - a)).toEqual([6, 4, 3, 2, 0]);
  });

  it('finds repeat-free pods in larger fields (local search) and scores by placement', () => {
    const profile = PROFILES.pods;
    const random = seededRandom('pods-large');
    for (const n of [16, 23, 40]) {
      let state: TournamentState = { seed: `large${n}`, players: players(n), matches: [] };
      for (let r = 1; r <= 3; r++) {
        const round = pairPods(state, profile);
        expect(round.stats.rematches).toBe(0);
        expect(round.matches.every((m) => m.players.length >= 3)).toBe(true);
        state = withMatches(state, simulateResults(round, profile, `large${n}-${random.nextInt(1000)}`));
      }
      const table = standings(state, profile);
      expect(table).toHaveLength(n);
      // Placement points 6/4/2/0 (pods of 4) and 6/3/0 (pods of 3): 3 per player per round on average.
      const total = table.reduce((sum, s) => sum + s.matchPoints, 0);
      expect(total).toBe(3 * n * 3);
    }
  });
});
