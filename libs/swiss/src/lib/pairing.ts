import { SwissError } from './errors';
import { greedyWithRepair } from './local-repair';
import { minCostMatching, dualsCover, type MatchingResult } from './matching/blossom';
import { primaryScore, type ScoringProfile } from './profiles';
import { createRandom, hashString, shuffled } from './random';
import { lastRound, missingResults } from './results';
import { allocateSides, darkSidePlayer, sideConflict, sideHistory, sidePreference, type SidePreference } from './sides';
import { tally } from './standings';
import { assignTables } from './tables';
import type {
  DeckSide,
  Faction,
  PairingStats,
  PairingWarning,
  PlayerId,
  Round,
  SwissMatch,
  SwissPlayer,
  TournamentState,
} from './types';

export interface PairingOptions {
  /**
   * Largest number of matching vertices (players, plus one for the bye) paired exactly over the
   * complete graph. Bigger fields use the fast path. Default 2048.
   */
  exactLimit?: number;
  /** Fast path: candidate partners per player (the next ones in score order). Default 24. */
  candidateWidth?: number;
  /**
   * `auto` (default): greedy with exact local repair, then a sparse exact matching, each kept only
   * when proven optimal, else the complete graph (up to `exactLimit`). `complete`: always the
   * complete graph (for checks and benchmarks; the result is the same optimum).
   */
  strategy?: 'auto' | 'complete';
  /**
   * Up to this many matching vertices the complete graph is solved directly (default 256). Lower it
   * to take the greedy-repair and priced band paths on small fields (for tests).
   */
  directLimit?: number;
  /**
   * Number of the round to pair (default: the last round with matches + 1). The caller's count wins
   * when a round had no matches at all (every player dropped or not yet entered).
   */
  round?: number;
}

export const DEFAULT_EXACT_LIMIT = 2048;
export const DEFAULT_CANDIDATE_WIDTH = 24;
/** Up to this many matching vertices the complete graph is solved directly (`directLimit`). */
const SMALL_FIELD = 256;
/** Fast path: widen the candidate band while it stays under this many edges. */
const MAX_FAST_EDGES = 8_000_000;
/** Costs stay below this so that doubled weights and duals are exact in doubles. */
const COST_LIMIT = 2 ** 46;
/** Greedy repair windows: up to this many players when a priced band follows, else REPAIR_WINDOW_LARGE. */
const REPAIR_WINDOW_PRICED = 64;
const REPAIR_WINDOW_LARGE = 1500;
/** Pricing: re-solves of the band with the edges its duals do not cover, before the complete graph. */
const MAX_PRICING_ROUNDS = 6;
/** Pricing: edges added in all, before the complete graph is the cheaper way. */
const MAX_PRICED_EDGES = 200_000;

/** Whether the player can be paired in `round` (not dropped before it, already entered). */
export function isActive(player: SwissPlayer, round: number): boolean {
  const dropped = player.droppedAfterRound !== undefined && player.droppedAfterRound < round;
  return !dropped && (player.firstRound ?? 1) <= round;
}

/** Number of times each pair of players has met (pods count every pair at the table). */
export function meetings(state: TournamentState): Map<PlayerId, Map<PlayerId, number>> {
  const met = new Map<PlayerId, Map<PlayerId, number>>();
  const bump = (a: PlayerId, b: PlayerId): void => {
    let row = met.get(a);
    if (!row) {
      row = new Map();
      met.set(a, row);
    }
    row.set(b, (row.get(b) ?? 0) + 1);
  };
  for (const m of state.matches) {
    if (m.bye || m.loss === true) continue;
    for (const a of m.players) for (const b of m.players) if (a !== b) bump(a, b);
  }
  return met;
}

/** Throws unless the state can be paired: known players, no duplicate ids, every result in. */
export function assertPairable(state: TournamentState): void {
  const ids = new Set<PlayerId>();
  for (const p of state.players) {
    if (ids.has(p.id)) throw new SwissError({ code: 'bad-state', message: `duplicate player ${p.id}`, refs: [p.id] });
    ids.add(p.id);
  }
  for (const m of state.matches) {
    for (const p of m.players) {
      if (!ids.has(p)) {
        throw new SwissError({ code: 'unknown-player', message: `match refers to unknown player ${p}`, refs: [p] });
      }
    }
  }
  const missing = missingResults(state);
  if (missing.length > 0) {
    throw new SwissError({
      code: 'results-missing',
      message: `${missing.length} match(es) have no result yet`,
      refs: missing.map((m) => m.id ?? `round ${m.round} table ${m.table}`),
    });
  }
}

interface Pair {
  a: number;
  b: number;
}

interface MatchingOutcome {
  pairs: Pair[];
  byeTo: number;
  method: 'exact' | 'certified' | 'fast';
  phaseB: boolean;
  edges: number;
  stages: number;
}

/**
 * Pairs the next Swiss round as a minimum-cost perfect matching. Costs are lexicographic tiers:
 *
 * 1. rematches (forbidden outright while any rematch-free pairing exists; counted otherwise);
 * 2. the bye: to the lowest-ranked player without a bye (one per round, only when the count is odd);
 * 3. score distance: the sum of squared score differences of the pairs (so a pair-down crosses the
 *    fewest, smallest score gaps);
 * 4. dbg faction preferences (pairs that are due the same faction).
 *
 * Inside a score group the order is a seeded shuffle, so equal-cost pairings are random but
 * reproducible. Round 1 with draft seats pairs across the table. Dropped players are not paired;
 * late entries join from their first round; pre-assigned byes are handed out before pairing.
 */
export function pairRound(state: TournamentState, profile: ScoringProfile, options: PairingOptions = {}): Round {
  if (profile.pods) {
    throw new SwissError({ code: 'bad-state', message: 'multiplayer formats are paired with pairPods' });
  }
  assertPairable(state);
  const round = options.round ?? lastRound(state) + 1;
  const players = state.players;
  const { recs, order } = tally(state, profile, round - 1);
  const rankOf = new Int32Array(players.length);
  order.forEach((r, i) => (rankOf[r.index] = i + 1));
  const scoreOf = (i: number): number => primaryScore(profile, recs[i]);
  const warnings: PairingWarning[] = [];
  const preassigned: SwissPlayer[] = [];
  const poolIndex: number[] = [];
  players.forEach((p, i) => {
    if (!isActive(p, round)) return;
    if (p.byeRounds?.includes(round)) preassigned.push(p);
    else poolIndex.push(i);
  });

  // Pool order: score descending, seeded shuffle inside each score group.
  const key = new Float64Array(players.length);
  for (const i of poolIndex) key[i] = hashString(`${state.seed}\u0000pair\u0000${round}\u0000${players[i].id}`);
  poolIndex.sort((x, y) => scoreOf(y) - scoreOf(x) || key[x] - key[y] || (players[x].id < players[y].id ? -1 : 1));
  const pool = poolIndex.map((i) => players[i]);
  const ids = pool.map((p) => p.id);
  const score = poolIndex.map(scoreOf);
  const rank = poolIndex.map((i) => rankOf[i]);
  const hadBye = poolIndex.map((i) => recs[i].byes > 0);
  const position = new Int32Array(players.length).fill(-1);
  poolIndex.forEach((i, k) => (position[i] = k));
  // Earlier meetings between pool players, [other, times], from the tallies' opponent lists.
  const met: [number, number][][] = poolIndex.map((i) => {
    const out: [number, number][] = [];
    for (const o of recs[i].opponents) {
      const j = position[o];
      if (j < 0) continue;
      const seen = out.find((e) => e[0] === j);
      if (seen) seen[1]++;
      else out.push([j, 1]);
    }
    return out;
  });
  const timesMet = (a: number, b: number): number => met[a].find((e) => e[0] === b)?.[1] ?? 0;
  const random = createRandom(state.seed, `sides-${round}`);
  const history = profile.sides === 'factions' ? sideHistory(state.matches) : new Map<PlayerId, Faction[]>();
  const prefs: SidePreference[] = ids.map((id) => sidePreference(history.get(id) ?? []));

  let outcome: MatchingOutcome;
  let method: PairingStats['method'];
  if (round === 1 && pool.some((p) => p.draftSeat !== undefined)) {
    outcome = draftSeatPairs(pool, state.seed);
    method = 'draft-seats';
  } else {
    outcome = matchPool(ids, {
      score,
      rank,
      hadBye,
      met,
      prefs: profile.sides === 'factions' && profile.bestOf !== 2 ? prefs : null,
      exactLimit: options.exactLimit ?? DEFAULT_EXACT_LIMIT,
      width: options.candidateWidth ?? DEFAULT_CANDIDATE_WIDTH,
      complete: options.strategy === 'complete',
      directLimit: options.directLimit ?? SMALL_FIELD,
    });
    method = outcome.method;
  }

  // Matches in standings order of their better-ranked player (who is listed first).
  const pairs = outcome.pairs
    .map((p) => (rank[p.a] <= rank[p.b] ? p : { a: p.b, b: p.a }))
    .sort((x, y) => rank[x.a] - rank[y.a]);
  const fixed = new Map<PlayerId, number>();
  for (const p of pool) if (p.fixedTable !== undefined) fixed.set(p.id, p.fixedTable);
  const tabled = assignTables(
    pairs.map((p) => ({ players: [ids[p.a], ids[p.b]] })),
    fixed,
  );
  warnings.push(...tabled.warnings);
  const deckSides = new Map<PlayerId, DeckSide>();
  for (const p of pool) if (p.deckSide) deckSides.set(p.id, p.deckSide);

  let rematches = 0;
  let scoreDistance = 0;
  const matches: SwissMatch[] = pairs.map((p, i) => {
    const a = ids[p.a];
    const b = ids[p.b];
    const match: SwissMatch = { round, table: tabled.tables[i], players: [a, b], bye: false };
    if (timesMet(p.a, p.b) > 0) {
      rematches++;
      match.rematch = true;
      warnings.push({
        code: 'forced-rematch',
        message: `${a} and ${b} meet again: no pairing avoids it`,
        players: [a, b],
      });
    }
    const d = score[p.a] - score[p.b];
    scoreDistance += d * d;
    if (profile.sides === 'factions') {
      match.sides = allocateSides(a, b, prefs[p.a], prefs[p.b], random);
      for (const [pid, side] of Object.entries(match.sides)) {
        const last = (history.get(pid) ?? []).slice(-2);
        if (last.length === 2 && last[0] === side && last[1] === side) {
          warnings.push({ code: 'side-repeat', message: `${pid} plays ${side} a third time in a row`, players: [pid] });
        }
      }
    }
    if (profile.sides === 'deck') match.darkSide = darkSidePlayer([a, b], deckSides);
    return match;
  });
  let byes = 0;
  if (outcome.byeTo >= 0) {
    const id = ids[outcome.byeTo];
    byes = 1;
    if (hadBye[outcome.byeTo]) {
      warnings.push({
        code: 'second-bye',
        message: `${id} gets a second bye: every player has had one`,
        players: [id],
      });
    }
    matches.push({ round, table: null, players: [id], bye: true });
  }
  for (const p of preassigned) matches.push({ round, table: null, players: [p.id], bye: true, preassigned: true });
  if (pool.length === 0 && preassigned.length === 0) {
    warnings.push({ code: 'no-players', message: 'no active players to pair' });
  }

  const lowerBound = scoreDistanceBound(score, outcome.byeTo);
  const optimal = method !== 'fast';
  if (!optimal) {
    warnings.push({
      code: 'fast-path',
      message: 'large field paired on the fast path; optimality not certified (still rematch-free when possible)',
    });
  }
  return {
    number: round,
    matches,
    warnings,
    stats: {
      method,
      players: pool.length,
      rematches,
      byes,
      preassignedByes: preassigned.length,
      scoreDistance,
      scoreDistanceLowerBound: lowerBound,
      optimal,
      edges: outcome.edges,
      stages: outcome.stages,
    },
  };
}

/**
 * The least possible sum of squared score differences over all pairings of `scores` without the
 * bye recipient, rematches ignored. For a convex cost of the distance on a line, pairing neighbours in
 * sorted order is optimal (uncrossing or un-nesting two pairs never costs more), so the bound is the
 * cost of that pairing. A rematch-free pairing that gives the bye to the lowest eligible player and
 * meets this bound is therefore optimal over the complete graph.
 */
export function scoreDistanceBound(scores: readonly number[], byeTo: number): number {
  const rest = scores.filter((_, i) => i !== byeTo).sort((a, b) => b - a);
  let bound = 0;
  for (let i = 0; i + 1 < rest.length; i += 2) {
    const gap = rest[i] - rest[i + 1];
    bound += gap * gap;
  }
  return bound;
}

interface PoolData {
  score: number[];
  rank: number[];
  hadBye: boolean[];
  /** Per pool index: [other pool index, times met]. */
  met: [number, number][][];
  prefs: SidePreference[] | null;
  exactLimit: number;
  width: number;
  complete: boolean;
  directLimit: number;
}

function matchPool(ids: readonly PlayerId[], data: PoolData): MatchingOutcome {
  const P = ids.length;
  if (P === 0) return { pairs: [], byeTo: -1, method: 'exact', phaseB: false, edges: 0, stages: 0 };
  if (P === 1) return { pairs: [], byeTo: 0, method: 'exact', phaseB: false, edges: 0, stages: 0 };
  const odd = P % 2 === 1;
  const off = odd ? 1 : 0;
  const N = P + off;
  const half = N / 2;

  // Bye order: lowest-ranked players without a bye first, then those with one.
  const byeOrder = Array.from({ length: P }, (_, i) => i).sort(
    (x, y) => Number(data.hadBye[x]) - Number(data.hadBye[y]) || data.rank[y] - data.rank[x],
  );
  const byePos = new Int32Array(P);
  byeOrder.forEach((i, pos) => (byePos[i] = pos));

  let minScore = Infinity;
  let maxScore = -Infinity;
  for (const s of data.score) {
    if (s < minScore) minScore = s;
    if (s > maxScore) maxScore = s;
  }
  const dMax = maxScore - minScore;
  let maxMet = 0;
  for (const row of data.met) for (const [, t] of row) if (t > maxMet) maxMet = t;

  const tiers = (withSides: boolean) => {
    const S = withSides ? 3 : 0;
    const Us = S * half + 1;
    const Ub = half * dMax * dMax * Us + S * half + 1;
    const Ur = Ub * P + 1;
    return { S, Us, Ub, Ur };
  };

  const metMark = new Int32Array(P);
  const build = (phaseB: boolean, width: number | null, withSides: boolean, byeWidth: number | null) => {
    const { Us, Ub, Ur } = tiers(withSides);
    const prefs = withSides ? data.prefs : null;
    const cap = width === null ? (N * (N - 1)) / 2 : P * width + (odd ? P : 0);
    const eu = new Int32Array(cap);
    const ev = new Int32Array(cap);
    const cost = new Float64Array(cap);
    let m = 0;
    if (odd) {
      const limit = byeWidth === null ? P : Math.min(P, byeWidth);
      for (let pos = 0; pos < limit; pos++) {
        const i = byeOrder[pos];
        eu[m] = 0;
        ev[m] = i + off;
        cost[m] = Ub * pos;
        m++;
      }
    }
    for (let i = 0; i < P; i++) {
      const row = data.met[i];
      for (const [j, t] of row) metMark[j] = t;
      const end = width === null ? P : Math.min(P, i + 1 + width);
      const si = data.score[i];
      for (let j = i + 1; j < end; j++) {
        const t = metMark[j];
        if (t > 0 && !phaseB) continue;
        const d = si - data.score[j];
        let c = Us * d * d + t * Ur;
        if (prefs) c += sideConflict(prefs[i], prefs[j]);
        eu[m] = i + off;
        ev[m] = j + off;
        cost[m] = c;
        m++;
      }
      for (const [j] of row) metMark[j] = 0;
    }
    return { n: N, m, eu, ev, cost };
  };

  /** Whether the faction tier fits beside the others in exact integer costs. */
  const sidesFor = (phaseB: boolean): boolean => {
    const limitCost = (s: boolean) => {
      const { Us, Ub, Ur } = tiers(s);
      return Math.max(Ub * P, phaseB ? Ur * maxMet + Us * dMax * dMax + 3 : 0);
    };
    let withSides = data.prefs !== null;
    if (withSides && limitCost(true) >= COST_LIMIT) withSides = false;
    if (limitCost(withSides) >= COST_LIMIT) {
      throw new SwissError({ code: 'bad-state', message: 'field too large for exact integer costs' });
    }
    return withSides;
  };

  const toOutcome = (
    result: MatchingResult,
    phaseB: boolean,
    width: number | null,
    edges: number,
  ): MatchingOutcome | null => {
    if (!result.perfect) return null;
    const pairs: Pair[] = [];
    let byeTo = -1;
    for (let v = 0; v < N; v++) {
      const u = result.partner[v];
      if (odd && v === 0) {
        byeTo = u - off;
        continue;
      }
      if (odd && u === 0) continue;
      if (v < u) pairs.push({ a: v - off, b: u - off });
    }
    return { pairs, byeTo, method: width === null ? 'exact' : 'fast', phaseB, edges, stages: result.stages };
  };

  const solve = (phaseB: boolean, width: number | null, byeWidth: number | null): MatchingOutcome | null => {
    const graph = build(phaseB, width, sidesFor(phaseB), byeWidth);
    return toOutcome(minCostMatching(graph), phaseB, width, graph.m);
  };

  /**
   * The rematch-free band matching, proven optimal over the complete rematch-free graph by LP duality
   * ("pricing", as in column generation): the solver's final duals must cover every pair outside the
   * band (`dualsCover`). Pairs they do not cover are added and the band re-solved, a few times
   * at most. Null when the band has no perfect matching or pricing does not settle quickly.
   */
  /** Proven optimal over the complete graph (see scoreDistanceBound). */
  const certified = (found: MatchingOutcome): boolean => {
    if (found.phaseB || (found.byeTo >= 0 && byePos[found.byeTo] !== 0)) return false;
    let distance = 0;
    let sides = 0;
    for (const { a, b } of found.pairs) {
      const d = data.score[a] - data.score[b];
      distance += d * d;
      if (data.prefs) sides += sideConflict(data.prefs[a], data.prefs[b]);
    }
    return sides === 0 && distance === scoreDistanceBound(data.score, found.byeTo);
  };
  const priced = (width: number, byeWidth: number): MatchingOutcome | null => {
    const withSides = sidesFor(false);
    const { Us, Ub } = tiers(withSides);
    const prefs = withSides ? data.prefs : null;
    const band = build(false, width, withSides, byeWidth);
    const eu = Array.from(band.eu.subarray(0, band.m));
    const ev = Array.from(band.ev.subarray(0, band.m));
    const cost = Array.from(band.cost.subarray(0, band.m));
    const added = new Set<number>();
    let stages = 0;
    for (let attempt = 0; attempt < MAX_PRICING_ROUNDS; attempt++) {
      const result = minCostMatching({
        n: N,
        m: eu.length,
        eu: Int32Array.from(eu),
        ev: Int32Array.from(ev),
        cost: Float64Array.from(cost),
      });
      stages += result.stages;
      const found = toOutcome(result, false, width, eu.length);
      if (!found) return null;
      if (attempt === 0 && certified(found)) return { ...found, method: 'certified' };
      const { duals } = result;
      const y = duals.dual;
      // Lowest vertex dual from each pool position on, so that a row can stop early.
      const suffixMin = new Float64Array(P + 1).fill(Infinity);
      for (let j = P - 1; j >= 0; j--) suffixMin[j] = Math.min(suffixMin[j + 1], y[j + off]);
      let violated = 0;
      let stuck = false;
      // Reduced costs are scaled by 4 (see dualsCover). Costs grow along a row (scores are sorted), so
      // a row stops once even the lowest dual further on would cover the pair.
      const uncovered = (u: number, v: number, c: number): void => {
        if (y[u] + y[v] + 4 * c >= 0 || dualsCover(duals, u, v, -c)) return;
        const key = u * N + v;
        if (added.has(key)) stuck = true; // cannot happen with exact duals; the complete graph decides
        added.add(key);
        eu.push(u);
        ev.push(v);
        cost.push(c);
        violated++;
      };
      if (odd) {
        for (let pos = byeWidth; pos < P; pos++) uncovered(0, byeOrder[pos] + off, Ub * pos);
      }
      for (let i = 0; i < P; i++) {
        const row = data.met[i];
        for (const [j] of row) metMark[j] = 1;
        const si = data.score[i];
        const yi = y[i + off];
        for (let j = i + 1 + width; j < P; j++) {
          const d = si - data.score[j];
          const c = Us * d * d;
          if (yi + suffixMin[j] + 4 * c >= 0) break;
          if (metMark[j] > 0) continue;
          uncovered(i + off, j + off, c + (prefs ? sideConflict(prefs[i], prefs[j]) : 0));
        }
        for (const [j] of row) metMark[j] = 0;
      }
      if (violated === 0) return { ...found, method: 'certified', stages };
      if (stuck || added.size > MAX_PRICED_EDGES) return null;
    }
    return null;
  };

  const dense = (): MatchingOutcome => solve(false, null, null) ?? (solve(true, null, null) as MatchingOutcome);

  // Small fields: the complete graph is cheap, solve it directly.
  if (data.complete || N <= data.directLimit) return dense();

  // 1. Greedy with exact local repair, the bye fixed on the lowest eligible player.
  const quick = greedyWithRepair({
    score: data.score,
    met: data.met,
    prefs: data.prefs,
    byeTo: odd ? byeOrder[0] : -1,
    maxWindow: N <= data.exactLimit ? REPAIR_WINDOW_PRICED : REPAIR_WINDOW_LARGE,
  });
  if (quick) {
    const pairs: Pair[] = [];
    for (let i = 0; i < P; i++) if (quick.partner[i] > i) pairs.push({ a: i, b: quick.partner[i] });
    const found: MatchingOutcome = {
      pairs,
      byeTo: odd ? byeOrder[0] : -1,
      method: 'certified',
      phaseB: false,
      edges: quick.edges,
      stages: quick.stages,
    };
    if (certified(found)) return found;
  }

  // 2. An exact matching over a band of candidates in score order (cheap). When it provably
  // cannot be beaten (the bound, or pricing up to exactLimit) it is the answer; otherwise small and
  // mid-size fields are solved over the complete graph, and big ones widen the band.
  let width = Math.max(2, data.width);
  for (;;) {
    if (width + 1 >= P) return dense();
    const byeWidth = Math.max(64, 4 * width);
    if (N <= data.exactLimit) return priced(width, byeWidth) ?? dense();
    const found = solve(false, width, byeWidth);
    if (found && certified(found)) return { ...found, method: 'certified' };
    if (found) return found;
    const next = width * 2;
    if (next + 1 >= P) return dense();
    if (N * next > MAX_FAST_EDGES) {
      // Pathological for a big field: allow rematches on the widest band (flagged on the matches).
      return solve(true, width, null) as MatchingOutcome;
    }
    width = next;
  }
}

/** Round 1 of a draft event: across the table in each pod; odd seats and seatless players shuffled. */
function draftSeatPairs(players: readonly SwissPlayer[], seed: string): MatchingOutcome {
  const index = new Map(players.map((p, i) => [p.id, i]));
  const pods = new Map<string, SwissPlayer[]>();
  const loose: number[] = [];
  for (const p of players) {
    if (p.draftSeat === undefined) {
      loose.push(index.get(p.id) as number);
      continue;
    }
    const list = pods.get(p.draftSeat.pod) ?? [];
    list.push(p);
    pods.set(p.draftSeat.pod, list);
  }
  const pairs: Pair[] = [];
  for (const podId of [...pods.keys()].sort()) {
    const seated = (pods.get(podId) as SwissPlayer[])
      .slice()
      .sort((a, b) => (a.draftSeat?.seat ?? 0) - (b.draftSeat?.seat ?? 0));
    const halfPod = Math.floor(seated.length / 2);
    for (let i = 0; i < halfPod; i++) {
      pairs.push({ a: index.get(seated[i].id) as number, b: index.get(seated[i + halfPod].id) as number });
    }
    if (seated.length % 2 === 1) loose.push(index.get(seated[seated.length - 1].id) as number);
  }
  const rest = shuffled(
    loose.sort((a, b) => a - b),
    createRandom(seed, 'draft-seats'),
  );
  let byeTo = -1;
  if (rest.length % 2 === 1) byeTo = rest.pop() as number;
  for (let i = 0; i + 1 < rest.length; i += 2) pairs.push({ a: rest[i], b: rest[i + 1] });
  return { pairs, byeTo, method: 'exact', phaseB: false, edges: 0, stages: 0 };
}
