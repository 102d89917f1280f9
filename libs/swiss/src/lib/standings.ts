import { compare, max as maxRational, mean, rational, type Rational, toNumber, toText } from './fraction';
import type { ScoringProfile, Tiebreaker } from './profiles';
import { hashString } from './random';
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
  matchPoints: number;
  rounds: number;
  opponents: number[];
  dropped: boolean;
  mw: Rational;
  gw: Rational;
  omw: Rational;
  ogw: Rational;
  tieKey: number;
}

/**
 * Standings computed with the profile's order: primary score (match wins for swu, match points for
 * the others), then OMW, GW, OGW (MTR Appendix C: 1/3 floor on every percentage; byes count as
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
    matchWins: r.wins + r.byes,
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
    opponents: r.opponents.map((o) => recs[o].id),
    exact: { mw: toText(r.mw), omw: toText(r.omw), gw: toText(r.gw), ogw: toText(r.ogw) },
  }));
}

/**
 * The tallies behind `standings`: one record per registered player (in `state.players` order) and
 * the same records in standings order.
 */
export function tally(
  state: TournamentState,
  profile: ScoringProfile,
  through: number,
): { recs: PlayerRecord[]; order: PlayerRecord[] } {
  const floor = rational(profile.floor.num, profile.floor.den);
  const index = new Map<PlayerId, number>();
  const recs: PlayerRecord[] = state.players.map((p, i) => {
    index.set(p.id, i);
    return {
      id: p.id,
      index: i,
      mwNum: 0,
      mwDen: 0,
      gwNum: 0,
      gwDen: 0,
      wins: 0,
      losses: 0,
      draws: 0,
      byes: 0,
      matchPoints: 0,
      rounds: 0,
      opponents: [],
      dropped: p.droppedAfterRound !== undefined && p.droppedAfterRound <= through,
      mw: floor,
      gw: floor,
      omw: floor,
      ogw: floor,
      tieKey: hashString(`${state.seed}\u0000standings\u0000${p.id}`),
    };
  });
  const get = (id: PlayerId): PlayerRecord => {
    const i = index.get(id);
    if (i === undefined) throw new Error(`match refers to unknown player ${id}`);
    return recs[i];
  };
  const { win, draw, loss } = profile.points;
  const perRound = profile.pods ? (profile.podPoints[4]?.[0] ?? 6) : win;
  const byeGames = profile.byeGameWins;

  const creditBye = (r: PlayerRecord): void => {
    r.byes++;
    r.rounds++;
    r.mwNum += perRound;
    r.mwDen += perRound;
    r.matchPoints += perRound;
    r.gwNum += profile.pods ? perRound : win * byeGames;
    r.gwDen += profile.pods ? perRound : win * byeGames;
  };
  const creditLoss = (r: PlayerRecord): void => {
    r.losses++;
    r.rounds++;
    r.mwDen += perRound;
    r.gwDen += profile.pods ? perRound : win * byeGames;
  };

  for (const m of state.matches) {
    if (m.round > through) continue;
    if (m.bye) {
      for (const id of m.players) creditBye(get(id));
      continue;
    }
    if (m.loss === true) {
      for (const id of m.players) creditLoss(get(id));
      continue;
    }
    if (needsNoResult(m) || m.result === undefined) continue;
    const result = m.result;
    const outcome = matchOutcome(m, result);
    const players = m.players.map(get);
    for (const r of players) {
      r.rounds++;
      for (const o of players) if (o !== r) r.opponents.push(o.index);
    }
    if (outcome.kind === 'placements') {
      const scale = profile.podPoints[m.players.length] ?? [];
      outcome.order.forEach((id, place) => {
        const r = get(id);
        const pts = scale[place] ?? 0;
        r.mwNum += pts;
        r.mwDen += perRound;
        r.gwNum += pts;
        r.gwDen += perRound;
        r.matchPoints += pts;
        if (place === 0) r.wins++;
        else r.losses++;
      });
      continue;
    }
    const [a, b] = players;
    const ga = result.wins?.[a.id] ?? 0;
    const gb = result.wins?.[b.id] ?? 0;
    const gd = result.draws ?? 0;
    a.gwNum += win * ga + draw * gd;
    b.gwNum += win * gb + draw * gd;
    a.gwDen += win * (ga + gb + gd);
    b.gwDen += win * (ga + gb + gd);
    a.mwDen += win;
    b.mwDen += win;
    if (outcome.kind === 'win') {
      const w = outcome.winner === a.id ? a : b;
      const l = w === a ? b : a;
      w.wins++;
      w.mwNum += win;
      w.matchPoints += win;
      l.losses++;
      l.mwNum += loss;
      l.matchPoints += loss;
    } else if (outcome.kind === 'draw') {
      for (const r of players) {
        r.draws++;
        r.mwNum += draw;
        r.matchPoints += draw;
      }
    } else {
      for (const r of players) {
        r.losses++;
        r.mwNum += loss;
        r.matchPoints += loss;
      }
    }
  }

  // Late entries: the rounds before the first one count as losses (setting `missedRounds`).
  if ((state.settings?.missedRounds ?? 'loss') === 'loss') {
    state.players.forEach((p, i) => {
      const first = p.firstRound ?? 1;
      for (let round = 1; round < first && round <= through; round++) creditLoss(recs[i]);
    });
  }

  for (const r of recs) {
    r.mw = r.mwDen > 0 ? maxRational(floor, rational(r.mwNum, r.mwDen)) : floor;
    r.gw = r.gwDen > 0 ? maxRational(floor, rational(r.gwNum, r.gwDen)) : floor;
  }
  for (const r of recs) {
    if (r.opponents.length > 0) {
      r.omw = mean(r.opponents.map((o) => recs[o].mw));
      r.ogw = mean(r.opponents.map((o) => recs[o].gw));
    }
  }

  const primary = (r: PlayerRecord): number => (profile.primary === 'matchWins' ? r.wins + r.byes : r.matchPoints);
  const value = (r: PlayerRecord, t: Tiebreaker): Rational => (t === 'omw' ? r.omw : t === 'gw' ? r.gw : r.ogw);
  const order = recs.slice().sort((x, y) => {
    const d = primary(y) - primary(x);
    if (d !== 0) return d;
    for (const t of profile.tiebreakers) {
      const c = compare(value(y, t), value(x, t));
      if (c !== 0) return c;
    }
    if (x.tieKey !== y.tieKey) return x.tieKey - y.tieKey;
    return x.id < y.id ? -1 : x.id > y.id ? 1 : 0;
  });

  return { recs, order };
}

/** The primary score a pairing groups players by (match wins for swu, match points otherwise). */
export function pairingScore(standing: Standing, profile: ScoringProfile): number {
  return profile.primary === 'matchWins' ? standing.matchWins : standing.matchPoints;
}
