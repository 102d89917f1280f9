import { compare, max as maxRational, mean, rational, type Rational, toNumber, toText } from './fraction';
import { primaryScore, type ScoringProfile, type Tiebreaker } from './profiles';
import { hashString } from './random';
import { placesOf } from './placements';
import { lastRound, matchOutcome, needsNoResult } from './results';
import type { PlayerId, TournamentState } from './types';

/** One row of the standings (contract "Rounds and results", plus exact values and details). */
export interface Standing {
  rank: number;
  playerId: PlayerId;
  /** 3 x matchWins + draws (pods: placement points, a bye worth a first place). */
  matchPoints: number;
  /** wins + byes. */
  matchWins: number;
  /** Played matches won (pods: first places). */
  wins: number;
  /** Played matches lost, double losses, assigned losses and missed rounds of a late entry. */
  losses: number;
  draws: number;
  byes: number;
  /** Own match-win % (floored). */
  mw: number;
  omw: number;
  gw: number;
  ogw: number;
  dropped: boolean;
  /** Rounds counted in the own percentages (byes and losses for missed rounds included). */
  roundsPlayed: number;
  /** Real opponents, one entry per match (byes excluded). */
  opponents: PlayerId[];
  /** The same percentages as exact reduced fractions, "num/den". */
  exact: { mw: string; omw: string; gw: string; ogw: string };
}

export interface StandingsOptions {
  /** Standings as they were after this round (default: every round with results). */
  throughRound?: number;
}

/** Internal per-player tally (indices refer to `state.players`). */
export interface PlayerRecord {
  id: PlayerId;
  index: number;
  mwNum: number;
  mwDen: number;
  gwNum: number;
  gwDen: number;
  wins: number;
  losses: number;
  draws: number;
  byes: number;
  /** wins + byes. */
  matchWins: number;
  matchPoints: number;
  rounds: number;
  /** Indices of real opponents, one per match (a view into a shared array). */
  opponents: Int32Array;
  dropped: boolean;
  mw: Rational;
  gw: Rational;
  omw: Rational;
  ogw: Rational;
  tieKey: number;
}

/**
 * Standings computed with the profile's order: primary score (match points; match wins for swu under
 * scoring version 1), then OMW, GW, OGW (MTR Appendix C: 1/3 floor on every percentage; byes count as
 * match wins and 2-0 in games for the player but are left out of opponents' averages; dropped
 * players still count as opponents with their whole-event record), then a seeded random order.
 * Every registered player appears exactly once; dropped players are flagged and ranked normally.
 */
export function standings(state: TournamentState, profile: ScoringProfile, options: StandingsOptions = {}): Standing[] {
  const { recs, order } = tally(state, profile, options.throughRound ?? lastRound(state));
  return order.map((r, i) => ({
    rank: i + 1,
    playerId: r.id,
    matchPoints: r.matchPoints,
    matchWins: r.matchWins,
    wins: r.wins,
    losses: r.losses,
    draws: r.draws,
    byes: r.byes,
    mw: toNumber(r.mw),
    omw: toNumber(r.omw),
    gw: toNumber(r.gw),
    ogw: toNumber(r.ogw),
    dropped: r.dropped,
    roundsPlayed: r.rounds,
    opponents: Array.from(r.opponents, (o) => recs[o].id),
    exact: { mw: toText(r.mw), omw: toText(r.omw), gw: toText(r.gw), ogw: toText(r.ogw) },
  }));
}

/**
 * The tallies behind `standings`: one record per registered player (in `state.players` order) and
 * the same records in standings order. Counters live in typed arrays and opponents in one flat
 * array (each record's `opponents` is a view into it), which keeps 10,000-player events cheap.
 */
export function tally(
  state: TournamentState,
  profile: ScoringProfile,
  through: number,
): { recs: PlayerRecord[]; order: PlayerRecord[] } {
  const players = state.players;
  const n = players.length;
  const floor = rational(profile.floor.num, profile.floor.den);
  const index = new Map<PlayerId, number>();
  players.forEach((p, i) => index.set(p.id, i));
  const at = (id: PlayerId): number => {
    const i = index.get(id);
    if (i === undefined) throw new Error(`match refers to unknown player ${id}`);
    return i;
  };
  const mwNum = new Float64Array(n);
  const mwDen = new Float64Array(n);
  const gwNum = new Float64Array(n);
  const gwDen = new Float64Array(n);
  const points = new Float64Array(n);
  const wins = new Int32Array(n);
  const losses = new Int32Array(n);
  const draws = new Int32Array(n);
  const byes = new Int32Array(n);
  const rounds = new Int32Array(n);
  /** Opponent relations as a flat list of (player, opponent) index pairs. */
  const relations: number[] = [];
  const { win, draw, loss } = profile.points;
  const perRound = profile.pods ? (profile.podPoints[4]?.[0] ?? 6) : win;
  const byeGamePoints = profile.pods ? perRound : win * profile.byeGameWins;

  const creditBye = (i: number): void => {
    byes[i]++;
    rounds[i]++;
    mwNum[i] += perRound;
    mwDen[i] += perRound;
    points[i] += perRound;
    gwNum[i] += byeGamePoints;
    gwDen[i] += byeGamePoints;
  };
  const creditLoss = (i: number): void => {
    losses[i]++;
    rounds[i]++;
    mwDen[i] += perRound;
    gwDen[i] += byeGamePoints;
  };

  for (const m of state.matches) {
    if (m.round > through) continue;
    if (m.bye) {
      for (const id of m.players) creditBye(at(id));
      continue;
    }
    if (m.loss === true) {
      for (const id of m.players) creditLoss(at(id));
      continue;
    }
    if (needsNoResult(m) || m.result === undefined) continue;
    const result = m.result;
    if (m.players.length === 2 && result.placements === undefined) {
      // The common case, without allocations.
      const a = at(m.players[0]);
      const b = at(m.players[1]);
      rounds[a]++;
      rounds[b]++;
      relations.push(a, b, b, a);
      const ga = result.wins?.[m.players[0]] ?? 0;
      const gb = result.wins?.[m.players[1]] ?? 0;
      const gd = result.draws ?? 0;
      gwNum[a] += win * ga + draw * gd;
      gwNum[b] += win * gb + draw * gd;
      gwDen[a] += win * (ga + gb + gd);
      gwDen[b] += win * (ga + gb + gd);
      mwDen[a] += win;
      mwDen[b] += win;
      if (result.outcome === 'double-loss') {
        losses[a]++;
        losses[b]++;
        mwNum[a] += loss;
        mwNum[b] += loss;
        points[a] += loss;
        points[b] += loss;
      } else if (ga === gb) {
        draws[a]++;
        draws[b]++;
        mwNum[a] += draw;
        mwNum[b] += draw;
        points[a] += draw;
        points[b] += draw;
      } else {
        const w = ga > gb ? a : b;
        const l = w === a ? b : a;
        wins[w]++;
        mwNum[w] += win;
        points[w] += win;
        losses[l]++;
        mwNum[l] += loss;
        points[l] += loss;
      }
      continue;
    }
    // Pods (and any other multi-player table): scored by placement.
    const seated = m.players.map(at);
    for (const i of seated) {
      rounds[i]++;
      for (const j of seated) if (j !== i) relations.push(i, j);
    }
    const outcome = matchOutcome(m, result);
    const order = outcome.kind === 'placements' ? outcome.order : m.players;
    const scale = profile.podPoints[m.players.length] ?? [];
    // Tied players share the place (a tie for first shares the victory); the next place counts after them.
    placesOf(order).forEach(({ id, place }) => {
      const i = at(id);
      const pts = scale[place] ?? 0;
      mwNum[i] += pts;
      mwDen[i] += perRound;
      gwNum[i] += pts;
      gwDen[i] += perRound;
      points[i] += pts;
      if (place === 0) wins[i]++;
      else losses[i]++;
    });
  }

  // Late entries: the rounds before the first one count as losses (setting `missedRounds`).
  if ((state.settings?.missedRounds ?? 'loss') === 'loss') {
    players.forEach((p, i) => {
      const first = p.firstRound ?? 1;
      for (let round = 1; round < first && round <= through; round++) creditLoss(i);
    });
  }

  // Opponents, grouped per player (in match order).
  const start = new Int32Array(n + 1);
  for (let k = 0; k < relations.length; k += 2) start[relations[k] + 1]++;
  for (let i = 0; i < n; i++) start[i + 1] += start[i];
  const opponents = new Int32Array(relations.length / 2);
  {
    const fill = start.slice(0, n);
    for (let k = 0; k < relations.length; k += 2) opponents[fill[relations[k]]++] = relations[k + 1];
  }

  const mw: Rational[] = new Array(n);
  const gw: Rational[] = new Array(n);
  for (let i = 0; i < n; i++) {
    mw[i] = mwDen[i] > 0 ? maxRational(floor, rational(mwNum[i], mwDen[i])) : floor;
    gw[i] = gwDen[i] > 0 ? maxRational(floor, rational(gwNum[i], gwDen[i])) : floor;
  }
  const scratch: Rational[] = [];
  const meanOver = (values: Rational[], from: number, to: number): Rational => {
    scratch.length = 0;
    for (let k = from; k < to; k++) scratch.push(values[opponents[k]]);
    return mean(scratch);
  };
  const recs: PlayerRecord[] = players.map((p, i) => {
    const has = start[i + 1] > start[i];
    return {
      id: p.id,
      index: i,
      mwNum: mwNum[i],
      mwDen: mwDen[i],
      gwNum: gwNum[i],
      gwDen: gwDen[i],
      wins: wins[i],
      losses: losses[i],
      draws: draws[i],
      byes: byes[i],
      matchWins: wins[i] + byes[i],
      matchPoints: points[i],
      rounds: rounds[i],
      opponents: opponents.subarray(start[i], start[i + 1]),
      dropped: p.droppedAfterRound !== undefined && p.droppedAfterRound <= through,
      mw: mw[i],
      gw: gw[i],
      omw: has ? meanOver(mw, start[i], start[i + 1]) : floor,
      ogw: has ? meanOver(gw, start[i], start[i + 1]) : floor,
      tieKey: hashString(`${state.seed}\u0000standings\u0000${p.id}`),
    };
  });

  const primary = new Float64Array(n);
  for (const r of recs) primary[r.index] = primaryScore(profile, r);
  const value = (r: PlayerRecord, t: Tiebreaker): Rational => (t === 'omw' ? r.omw : t === 'gw' ? r.gw : r.ogw);
  const tiebreakers = profile.tiebreakers;
  // Float approximations decide whenever they differ by more than rounding could explain; exact
  // comparison otherwise.
  const approx = tiebreakers.map((t) => Float64Array.from(recs, (r) => toNumber(value(r, t))));
  const order = recs.slice().sort((x, y) => {
    const d = primary[y.index] - primary[x.index];
    if (d !== 0) return d;
    for (let k = 0; k < tiebreakers.length; k++) {
      const fx = approx[k][x.index];
      const fy = approx[k][y.index];
      if (fy - fx > 1e-9) return 1;
      if (fx - fy > 1e-9) return -1;
      const c = compare(value(y, tiebreakers[k]), value(x, tiebreakers[k]));
      if (c !== 0) return c;
    }
    if (x.tieKey !== y.tieKey) return x.tieKey - y.tieKey;
    return x.id < y.id ? -1 : x.id > y.id ? 1 : 0;
  });
  return { recs, order };
}
