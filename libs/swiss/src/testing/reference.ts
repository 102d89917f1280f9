/**
 * Plain reference implementations for the property tests: standings straight from the MTR
 * formulas (floats, one player at a time) and brute-force pairing over every perfect matching.
 * Deliberately simple and slow; they share no code with the engine beyond the types.
 */
import type { ScoringProfile } from '../lib/profiles';
import { createRandom, type Random } from '../lib/random';
import { sideConflict, sideHistory, sidePreference } from '../lib/sides';
import type { MatchResult, PlayerId, SwissMatch, SwissPlayer, TournamentState } from '../lib/types';

export interface ReferenceRow {
  primary: number;
  mw: number;
  gw: number;
  omw: number;
  ogw: number;
}

export function referenceStandings(state: TournamentState, profile: ScoringProfile): Map<PlayerId, ReferenceRow> {
  const floor = profile.floor.num / profile.floor.den;
  const own = new Map<
    PlayerId,
    { mp: number; rounds: number; gp: number; games: number; wins: number; opps: PlayerId[] }
  >();
  const last = Math.max(0, ...state.matches.map((m) => m.round));
  for (const p of state.players) {
    let mp = 0;
    let rounds = 0;
    let gp = 0;
    let games = 0;
    let wins = 0;
    const opps: PlayerId[] = [];
    for (const m of state.matches) {
      if (!m.players.includes(p.id)) continue;
      if (m.bye) {
        mp += 3;
        rounds += 1;
        gp += 3 * profile.byeGameWins;
        games += profile.byeGameWins;
        wins += 1;
        continue;
      }
      if (m.loss) {
        rounds += 1;
        games += profile.byeGameWins;
        continue;
      }
      const r = m.result as MatchResult;
      const other = m.players.find((x) => x !== p.id) as PlayerId;
      opps.push(other);
      rounds += 1;
      const mine = r.wins?.[p.id] ?? 0;
      const theirs = r.wins?.[other] ?? 0;
      const draws = r.draws ?? 0;
      gp += 3 * mine + draws;
      games += mine + theirs + draws;
      if (r.outcome === 'double-loss') continue;
      if (mine > theirs) {
        mp += 3;
        wins += 1;
      } else if (mine === theirs) {
        mp += 1;
      }
    }
    if ((state.settings?.missedRounds ?? 'loss') === 'loss') {
      for (let round = 1; round < (p.firstRound ?? 1) && round <= last; round++) {
        rounds += 1;
        games += profile.byeGameWins;
      }
    }
    own.set(p.id, { mp, rounds, gp, games, wins, opps });
  }
  const mwOf = (id: PlayerId): number => {
    const o = own.get(id);
    return o && o.rounds > 0 ? Math.max(floor, o.mp / (3 * o.rounds)) : floor;
  };
  const gwOf = (id: PlayerId): number => {
    const o = own.get(id);
    return o && o.games > 0 ? Math.max(floor, o.gp / (3 * o.games)) : floor;
  };
  const avg = (xs: number[]): number => (xs.length === 0 ? floor : xs.reduce((a, b) => a + b, 0) / xs.length);
  const out = new Map<PlayerId, ReferenceRow>();
  for (const [id, o] of own) {
    out.set(id, {
      primary: profile.primary === 'matchWins' ? o.wins : o.mp,
      mw: mwOf(id),
      gw: gwOf(id),
      omw: avg(o.opps.map(mwOf)),
      ogw: avg(o.opps.map(gwOf)),
    });
  }
  return out;
}

/** Random previous rounds: random pairings (rematches allowed) with random results. */
export function randomHistory(
  players: SwissPlayer[],
  rounds: number,
  profile: ScoringProfile,
  random: Random,
  options: { sides?: boolean } = {},
): SwissMatch[] {
  const matches: SwissMatch[] = [];
  for (let round = 1; round <= rounds; round++) {
    const ids = players.map((p) => p.id);
    for (let i = ids.length - 1; i > 0; i--) {
      const j = random.nextInt(i + 1);
      [ids[i], ids[j]] = [ids[j], ids[i]];
    }
    let table = 1;
    if (ids.length % 2 === 1) {
      matches.push({ round, table: null, players: [ids.pop() as PlayerId], bye: true });
    }
    for (let i = 0; i + 1 < ids.length; i += 2) {
      const [a, b] = [ids[i], ids[i + 1]];
      const aWins = random.nextInt(2) === 0;
      const wins = { [a]: aWins ? profile.gamesToWin : 0, [b]: aWins ? 0 : profile.gamesToWin };
      if (profile.bestOf === 3 && random.nextInt(3) === 0) wins[aWins ? b : a] = 1;
      const result: MatchResult = { wins };
      if (random.nextInt(8) === 0 && (profile.matchDraws || profile.doubleLoss) && profile.bestOf === 3) {
        result.wins = { [a]: 1, [b]: 1 };
        if (!profile.matchDraws) result.outcome = 'double-loss';
      }
      const match: SwissMatch = { round, table: table++, players: [a, b], bye: false, result };
      if (options.sides) {
        const aEmpire = random.nextInt(2) === 0;
        match.sides = { [a]: aEmpire ? 'empire' : 'rebel', [b]: aEmpire ? 'rebel' : 'empire' };
      }
      matches.push(match);
    }
  }
  return matches;
}

export interface PairingCost {
  rematches: number;
  byePosition: number;
  scoreDistance: number;
  sideConflicts: number;
}

export function compareCost(a: PairingCost, b: PairingCost): number {
  return (
    a.rematches - b.rematches ||
    a.byePosition - b.byePosition ||
    a.scoreDistance - b.scoreDistance ||
    a.sideConflicts - b.sideConflicts
  );
}

export interface PoolFacts {
  ids: PlayerId[];
  score: Map<PlayerId, number>;
  /** Bye position: lowest-ranked without a bye = 0. */
  byePosition: Map<PlayerId, number>;
  met: (a: PlayerId, b: PlayerId) => number;
  conflict: (a: PlayerId, b: PlayerId) => number;
}

/** The facts a pairing is judged by, from plain scans of the state and the given ranking. */
export function poolFacts(
  state: TournamentState,
  profile: ScoringProfile,
  pool: PlayerId[],
  ranking: { playerId: PlayerId; rank: number; matchWins: number; matchPoints: number }[],
): PoolFacts {
  const rank = new Map(ranking.map((s) => [s.playerId, s.rank]));
  const score = new Map(
    ranking.map((s) => [s.playerId, profile.primary === 'matchWins' ? s.matchWins : s.matchPoints]),
  );
  const hadBye = new Set(state.matches.filter((m) => m.bye).flatMap((m) => m.players));
  const order = [...pool].sort(
    (x, y) => Number(hadBye.has(x)) - Number(hadBye.has(y)) || (rank.get(y) ?? 0) - (rank.get(x) ?? 0),
  );
  const byePosition = new Map(order.map((id, i) => [id, i]));
  const metCache = new Map<string, number>();
  const met = (a: PlayerId, b: PlayerId): number => {
    const k = a < b ? `${a}|${b}` : `${b}|${a}`;
    let v = metCache.get(k);
    if (v === undefined) {
      v = state.matches.filter((m) => !m.bye && m.players.includes(a) && m.players.includes(b)).length;
      metCache.set(k, v);
    }
    return v;
  };
  const history = sideHistory(state.matches);
  const useSides = profile.sides === 'factions' && profile.bestOf !== 2;
  const conflict = (a: PlayerId, b: PlayerId): number =>
    useSides ? sideConflict(sidePreference(history.get(a) ?? []), sidePreference(history.get(b) ?? [])) : 0;
  return { ids: pool, score, byePosition, met, conflict };
}

export function pairingCost(facts: PoolFacts, pairs: [PlayerId, PlayerId][], bye: PlayerId | null): PairingCost {
  let rematches = 0;
  let scoreDistance = 0;
  let sideConflicts = 0;
  for (const [a, b] of pairs) {
    if (facts.met(a, b) > 0) rematches += facts.met(a, b);
    const d = (facts.score.get(a) ?? 0) - (facts.score.get(b) ?? 0);
    scoreDistance += d * d;
    sideConflicts += facts.conflict(a, b);
  }
  return { rematches, byePosition: bye === null ? 0 : (facts.byePosition.get(bye) ?? 0), scoreDistance, sideConflicts };
}

/** The lexicographically cheapest pairing of the pool by enumerating every perfect matching. */
export function bruteForceBest(facts: PoolFacts): PairingCost {
  const ids = facts.ids;
  let best: PairingCost | null = null;
  const pairs: [PlayerId, PlayerId][] = [];
  const rec = (rest: PlayerId[], bye: PlayerId | null): void => {
    if (rest.length === 0) {
      const c = pairingCost(facts, pairs, bye);
      if (best === null || compareCost(c, best) < 0) best = c;
      return;
    }
    const [first, ...others] = rest;
    for (let i = 0; i < others.length; i++) {
      pairs.push([first, others[i]]);
      rec(
        others.filter((_, j) => j !== i),
        bye,
      );
      pairs.pop();
    }
  };
  if (ids.length % 2 === 1) {
    for (const b of ids)
      rec(
        ids.filter((x) => x !== b),
        b,
      );
  } else {
    rec(ids, null);
  }
  return best ?? { rematches: 0, byePosition: 0, scoreDistance: 0, sideConflicts: 0 };
}

export function seededRandom(seed: string): Random {
  return createRandom(seed, 'test');
}
