import type { ScoringProfile } from './profiles';
import type { MatchResult, PlayerId, SwissMatch, TournamentState } from './types';

export interface ResultProblem {
  /** JSON path into the result body, e.g. `wins.p1`. */
  path: string;
  code:
    | 'unknown-player'
    | 'bad-number'
    | 'too-many-wins'
    | 'too-many-games'
    | 'draw-not-allowed'
    | 'double-loss-not-allowed'
    | 'double-loss-with-winner'
    | 'placements-required'
    | 'placements-mismatch'
    | 'no-result-needed';
  message: string;
}

/** What a reported match means for each player. */
export type MatchOutcome =
  | { kind: 'win'; winner: PlayerId; loser: PlayerId }
  | { kind: 'draw' }
  | { kind: 'double-loss' }
  | { kind: 'placements'; order: PlayerId[] };

/** True for matches that need no reported result (byes and assigned losses). */
export function needsNoResult(match: SwissMatch): boolean {
  return match.bye || match.loss === true || match.players.length < 2;
}

/**
 * Checks a reported result against the match and the scoring profile. An empty list means valid.
 * Best of N: a player wins at most `gamesToWin` games, not both reach it, at most `bestOf` decided
 * games. Equal game wins are a draw where the profile allows draws, a double loss where it uses
 * them (swu: then `outcome: 'double-loss'` must be sent), and invalid otherwise.
 */
export function validateResult(match: SwissMatch, result: MatchResult, profile: ScoringProfile): ResultProblem[] {
  const problems: ResultProblem[] = [];
  if (needsNoResult(match)) {
    return [{ path: '', code: 'no-result-needed', message: 'byes and assigned losses take no result' }];
  }
  const players = match.players;
  if (players.length > 2 || profile.pods) {
    const order = result.placements;
    if (!order) {
      return [{ path: 'placements', code: 'placements-required', message: 'pods report placements' }];
    }
    const sorted = [...order].sort();
    const expected = [...players].sort();
    if (sorted.length !== expected.length || sorted.some((p, i) => p !== expected[i])) {
      problems.push({
        path: 'placements',
        code: 'placements-mismatch',
        message: 'placements must list every player of the pod exactly once',
      });
    }
    return problems;
  }
  for (const id of Object.keys(result.wins ?? {})) {
    if (!players.includes(id)) {
      problems.push({ path: `wins.${id}`, code: 'unknown-player', message: `${id} is not in this match` });
    }
  }
  const counts = players.map((p) => result.wins?.[p] ?? 0);
  const draws = result.draws ?? 0;
  counts.forEach((c, i) => {
    if (!Number.isInteger(c) || c < 0) {
      problems.push({ path: `wins.${players[i]}`, code: 'bad-number', message: 'wins must be a whole number >= 0' });
    } else if (c > profile.gamesToWin) {
      problems.push({
        path: `wins.${players[i]}`,
        code: 'too-many-wins',
        message: `at most ${profile.gamesToWin} game wins in this match format`,
      });
    }
  });
  if (!Number.isInteger(draws) || draws < 0) {
    problems.push({ path: 'draws', code: 'bad-number', message: 'draws must be a whole number >= 0' });
  }
  if (problems.length > 0) return problems;
  const [a, b] = counts;
  if (a + b > profile.bestOf || (a === profile.gamesToWin && b === profile.gamesToWin)) {
    problems.push({ path: 'wins', code: 'too-many-games', message: `more games than a best of ${profile.bestOf}` });
  }
  if (draws > profile.bestOf) {
    problems.push({
      path: 'draws',
      code: 'too-many-games',
      message: `more drawn games than a best of ${profile.bestOf}`,
    });
  }
  if (problems.length > 0) return problems;
  if (result.outcome === 'double-loss') {
    if (!profile.doubleLoss) {
      problems.push({ path: 'outcome', code: 'double-loss-not-allowed', message: 'this game has no double loss' });
    } else if (a !== b) {
      problems.push({
        path: 'outcome',
        code: 'double-loss-with-winner',
        message: 'a double loss needs equal game wins (no winner)',
      });
    }
  } else if (a === b && !profile.matchDraws) {
    problems.push({
      path: 'wins',
      code: 'draw-not-allowed',
      message: profile.doubleLoss
        ? 'no draws: a match without a winner is reported as outcome "double-loss"'
        : 'this match format has no draws',
    });
  }
  return problems;
}

/** The outcome of a reported two-player match or pod (pods report placements). Assumes a valid result. */
export function matchOutcome(match: SwissMatch, result: MatchResult): MatchOutcome {
  if (match.players.length > 2 || result.placements !== undefined) {
    return { kind: 'placements', order: result.placements ?? [] };
  }
  const [p, q] = match.players;
  const a = result.wins?.[p] ?? 0;
  const b = result.wins?.[q] ?? 0;
  if (result.outcome === 'double-loss') return { kind: 'double-loss' };
  if (a > b) return { kind: 'win', winner: p, loser: q };
  if (b > a) return { kind: 'win', winner: q, loser: p };
  return { kind: 'draw' };
}

/** Matches (of `round`, or of any round) that still need a result. */
export function missingResults(state: TournamentState, round?: number): SwissMatch[] {
  return state.matches.filter(
    (m) => (round === undefined || m.round === round) && !needsNoResult(m) && m.result === undefined,
  );
}

/** Number of the last paired round (0 before round 1). */
export function lastRound(state: TournamentState): number {
  let last = 0;
  for (const m of state.matches) if (m.round > last) last = m.round;
  return last;
}
