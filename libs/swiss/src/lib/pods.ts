import { SwissError } from './errors';
import { assertPairable, isActive } from './pairing';
import { primaryScore, type ScoringProfile } from './profiles';
import { createRandom, hashString, shuffled } from './random';
import { lastRound } from './results';
import { tally } from './standings';
import { assignTables } from './tables';
import type { PairingWarning, PlayerId, Round, SwissMatch, SwissPlayer, TournamentState } from './types';

export interface PodOptions {
  /** Fields up to this many players are searched exhaustively. Default 12. */
  exhaustiveLimit?: number;
  /** Number of the round to pair (default: the last round with matches + 1). */
  round?: number;
}

/**
 * Pod sizes for a field: as many pods as pods of 4 need, sizes as even as possible, so pods of 4 and
 * 3 (n = 6 gives 3+3, 7 gives 4+3, 9 gives 3+3+3). Never a pod of 2 when it can be helped: five
 * players play one pod of 5 (contract rev 2, "Rounds and results"); two players are a single pair,
 * one a bye.
 */
export function podSizes(players: number): number[] {
  if (players <= 0) return [];
  if (players === 5) return [5];
  const pods = Math.ceil(players / 4);
  const small = Math.floor(players / pods);
  const extra = players % pods;
  return Array.from({ length: pods }, (_, i) => (i < extra ? small + 1 : small));
}

/**
 * Pairs a multiplayer round (Twin Suns, Destiny free-for-all) into pods of 3-4 (five players: one
 * pod of 5) scored by placement.
 * Cost, lexicographic: repeat opponents (pairs of players who already shared a pod) first, then the
 * sum over each pod of squared score differences. Fields of up to 12 players are searched
 * exhaustively (exact); larger fields start from pods cut in standings order and improve them by
 * swapping players between pods until no swap helps, from a few seeded restarts.
 */
export function pairPods(state: TournamentState, profile: ScoringProfile, options: PodOptions = {}): Round {
  if (!profile.pods) throw new SwissError({ code: 'bad-state', message: 'pairPods needs a pods profile' });
  assertPairable(state);
  const round = options.round ?? lastRound(state) + 1;
  const players = state.players;
  const { recs, order } = tally(state, profile, round - 1);
  const rankOf = new Int32Array(players.length);
  order.forEach((r, i) => (rankOf[r.index] = i + 1));
  const warnings: PairingWarning[] = [];
  const preassigned: SwissPlayer[] = [];
  const poolIndex: number[] = [];
  players.forEach((p, i) => {
    if (!isActive(p, round)) return;
    if (p.byeRounds?.includes(round)) preassigned.push(p);
    else poolIndex.push(i);
  });
  const key = new Float64Array(players.length);
  for (const i of poolIndex) key[i] = hashString(`${state.seed}\u0000pods\u0000${round}\u0000${players[i].id}`);
  const scoreOf = (i: number): number => primaryScore(profile, recs[i]);
  poolIndex.sort((x, y) => scoreOf(y) - scoreOf(x) || key[x] - key[y]);
  const n = poolIndex.length;
  const score = poolIndex.map(scoreOf);
  const position = new Int32Array(players.length).fill(-1);
  poolIndex.forEach((i, k) => (position[i] = k));
  const met: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  poolIndex.forEach((i, k) => {
    for (const o of recs[i].opponents) if (position[o] >= 0) met[k][position[o]]++;
  });

  const sizes = podSizes(n);
  let maxGap = 0;
  for (const s of score) maxGap = Math.max(maxGap, score[0] - s);
  const repeatWeight = n * n * (maxGap * maxGap + 1) + 1;
  const podCost = (pod: readonly number[]): number => {
    let c = 0;
    for (let x = 0; x < pod.length; x++) {
      for (let y = x + 1; y < pod.length; y++) {
        const d = score[pod[x]] - score[pod[y]];
        c += repeatWeight * met[pod[x]][pod[y]] + d * d;
      }
    }
    return c;
  };

  let pods: number[][];
  if (n <= (options.exhaustiveLimit ?? 12)) {
    pods = exhaustive(n, sizes, podCost);
  } else {
    const random = createRandom(state.seed, `pods-${round}`);
    let best: number[][] | null = null;
    let bestCost = Infinity;
    for (let attempt = 0; attempt < 6; attempt++) {
      // Start: cut in score order (attempt 0), or shuffled inside score groups.
      let seq = Array.from({ length: n }, (_, i) => i);
      if (attempt > 0) {
        const groups = new Map<number, number[]>();
        for (const i of seq) groups.set(score[i], [...(groups.get(score[i]) ?? []), i]);
        seq = [...groups.keys()].sort((a, b) => b - a).flatMap((s) => shuffled(groups.get(s) ?? [], random));
      }
      const start: number[][] = [];
      let at = 0;
      for (const size of sizes) {
        start.push(seq.slice(at, at + size));
        at += size;
      }
      const improved = improveBySwaps(start, podCost);
      const cost = improved.reduce((sum, pod) => sum + podCost(pod), 0);
      if (cost < bestCost) {
        best = improved;
        bestCost = cost;
      }
      if (bestCost < repeatWeight && attempt >= 1) break;
    }
    pods = best ?? [];
  }

  // Display order: pods by their best-ranked player; players inside a pod by rank.
  const rankOfPool = (k: number): number => rankOf[poolIndex[k]];
  const ordered = pods
    .map((pod) => pod.slice().sort((a, b) => rankOfPool(a) - rankOfPool(b)))
    .sort((a, b) => rankOfPool(a[0]) - rankOfPool(b[0]));
  const seated = ordered.filter((pod) => pod.length > 1);
  const fixed = new Map<PlayerId, number>();
  for (const k of poolIndex) {
    const t = players[k].fixedTable;
    if (t !== undefined) fixed.set(players[k].id, t);
  }
  const tabled = assignTables(
    seated.map((pod) => ({ players: pod.map((k) => players[poolIndex[k]].id) })),
    fixed,
  );
  warnings.push(...tabled.warnings);
  let rematches = 0;
  let scoreDistance = 0;
  const matches: SwissMatch[] = seated.map((pod, i) => {
    const ids = pod.map((k) => players[poolIndex[k]].id);
    let repeats = 0;
    for (let x = 0; x < pod.length; x++) {
      for (let y = x + 1; y < pod.length; y++) {
        if (met[pod[x]][pod[y]] > 0) repeats++;
        const d = score[pod[x]] - score[pod[y]];
        scoreDistance += d * d;
      }
    }
    const match: SwissMatch = { round, table: tabled.tables[i], players: ids, bye: false };
    if (repeats > 0) {
      rematches += repeats;
      match.rematch = true;
      warnings.push({
        code: 'forced-rematch',
        message: `pod at table ${tabled.tables[i]} repeats opponents`,
        players: ids,
      });
    }
    if (pod.length < 3) {
      warnings.push({ code: 'odd-pod', message: `${pod.length} players cannot fill a pod of 3`, players: ids });
    }
    return match;
  });
  let byes = 0;
  for (const pod of ordered) {
    if (pod.length !== 1) continue;
    byes++;
    matches.push({ round, table: null, players: [players[poolIndex[pod[0]]].id], bye: true });
  }
  for (const p of preassigned) matches.push({ round, table: null, players: [p.id], bye: true, preassigned: true });
  return {
    number: round,
    matches,
    warnings,
    stats: {
      method: 'pods',
      players: n,
      rematches,
      byes,
      preassignedByes: preassigned.length,
      scoreDistance,
      scoreDistanceLowerBound: 0,
      optimal: n <= (options.exhaustiveLimit ?? 12),
      edges: 0,
      stages: 0,
    },
  };
}

/**
 * Every split of 0..n-1 into pods of the given sizes, cheapest first found. The pod holding the
 * smallest free player is chosen next (with each remaining size), so each split is seen once.
 */
function exhaustive(n: number, sizes: readonly number[], podCost: (pod: readonly number[]) => number): number[][] {
  const remaining = new Map<number, number>();
  for (const size of [...sizes].sort((a, b) => b - a)) remaining.set(size, (remaining.get(size) ?? 0) + 1);
  let best: number[][] = [];
  let bestCost = Infinity;
  const used = new Uint8Array(n);
  const current: number[][] = [];
  const place = (placed: number, cost: number): void => {
    if (cost >= bestCost) return;
    if (placed === n) {
      best = current.map((p) => p.slice());
      bestCost = cost;
      return;
    }
    let first = 0;
    while (used[first] === 1) first++;
    for (const [size, count] of [...remaining]) {
      if (count === 0) continue;
      remaining.set(size, count - 1);
      used[first] = 1;
      const pod = [first];
      const choose = (from: number): void => {
        if (pod.length === size) {
          current.push(pod.slice());
          place(placed + size, cost + podCost(pod));
          current.pop();
          return;
        }
        for (let i = from; i < n; i++) {
          if (used[i] === 1) continue;
          used[i] = 1;
          pod.push(i);
          choose(i + 1);
          pod.pop();
          used[i] = 0;
        }
      };
      choose(first + 1);
      used[first] = 0;
      remaining.set(size, count);
    }
  };
  place(0, 0);
  return best;
}

/** Swaps players between pods while a swap lowers the total cost (first improvement). */
function improveBySwaps(start: number[][], podCost: (pod: readonly number[]) => number): number[][] {
  const pods = start.map((p) => p.slice());
  const costs = pods.map(podCost);
  let improved = true;
  let passes = 0;
  while (improved && passes < 50) {
    improved = false;
    passes++;
    for (let a = 0; a < pods.length; a++) {
      for (let b = a + 1; b < pods.length; b++) {
        for (let x = 0; x < pods[a].length; x++) {
          for (let y = 0; y < pods[b].length; y++) {
            const pa = pods[a].slice();
            const pb = pods[b].slice();
            const tmp = pa[x];
            pa[x] = pb[y];
            pb[y] = tmp;
            const ca = podCost(pa);
            const cb = podCost(pb);
            if (ca + cb < costs[a] + costs[b]) {
              pods[a] = pa;
              pods[b] = pb;
              costs[a] = ca;
              costs[b] = cb;
              improved = true;
            }
          }
        }
      }
    }
  }
  return pods;
}
