import type { ScoringProfile } from './profiles';
import { placedPlayers } from './placements';
import { parseResult, type ResultProblem } from './result-shape';
import type { MatchResult, Placement, PlayerId, SwissMatch, TournamentState } from './types';

/** What a reported match means for each player. */
export type MatchOutcome =
  | { kind: 'win'; winner: PlayerId; loser: PlayerId }
  | { kind: 'draw' }
  | { kind: 'double-loss' }
  | { kind: 'placements'; order: Placement[] };

/** True for matches that need no reported result (byes and assigned losses). */
export function needsNoResult(match: SwissMatch): boolean {
  return match.bye || match.loss === true || match.players.length < 2;
}

/** A pod is scored by placement: any table of three or more, and every table of a multiplayer event. */
export function isPod(match: SwissMatch, profile: ScoringProfile): boolean {
  return match.players.length > 2 || profile.pods;
}

const problem = (
  path: string,
  code: ResultProblem['code'],
  kind: ResultProblem['kind'],
  message: string,
): ResultProblem => ({ path, code, kind, message });

/**
 * Checks a well-shaped result (see `parseResult`) against the match and the scoring profile. An empty
 * list means valid. `impossible` problems are results the game cannot produce (contract rev 2,
 * "Rounds and results"): win keys that are not players of the match, more games than the format has,
 * game draws in a game that always has a winner, placements on a two-player match, wins on a pod,
 * placements that are not exactly the pod's players. `rule` problems are results the event's scoring
 * does not take (a match without a winner in swu must be a double loss).
 * Best of N: a player wins at most `gamesToWin` games, not both reach it, at most `bestOf` decided
 * games and at most `bestOf` drawn games.
 */
export function validateResult(match: SwissMatch, result: MatchResult, profile: ScoringProfile): ResultProblem[] {
  if (needsNoResult(match)) {
    return [problem('', 'no-result-needed', 'rule', 'byes and assigned losses take no result')];
  }
  const players = match.players;
  const winKeys = Object.keys(result.wins ?? {});
  if (isPod(match, profile)) return validatePlacements(players, result, winKeys);
  if (result.placements !== undefined) {
    return [
      problem('placements', 'placements-not-allowed', 'impossible', 'a two-player match reports wins, not placements'),
    ];
  }
  const problems: ResultProblem[] = [];
  for (const id of winKeys) {
    if (!players.includes(id)) {
      problems.push(problem(`wins.${id}`, 'unknown-player', 'impossible', `${id} is not in this match`));
    }
  }
  const counts = players.map((p) => result.wins?.[p] ?? 0);
  const draws = result.draws ?? 0;
  counts.forEach((c, i) => {
    if (!Number.isInteger(c) || c < 0) {
      problems.push(problem(`wins.${players[i]}`, 'bad-number', 'shape', 'wins must be a whole number >= 0'));
    } else if (c > profile.gamesToWin) {
      problems.push(
        problem(
          `wins.${players[i]}`,
          'too-many-wins',
          'impossible',
          `at most ${profile.gamesToWin} game wins in this match format`,
        ),
      );
    }
  });
  if (!Number.isInteger(draws) || draws < 0) {
    problems.push(problem('draws', 'bad-number', 'shape', 'draws must be a whole number >= 0'));
  }
  if (problems.length > 0) return problems;
  if (draws > 0 && !profile.gameDraws) {
    problems.push(problem('draws', 'game-draw-not-allowed', 'impossible', 'a game of this kind always has a winner'));
  }
  const [a, b] = counts;
  if (a === profile.gamesToWin && b === profile.gamesToWin) {
    problems.push(problem('wins', 'too-many-games', 'impossible', 'both players cannot win the match'));
  } else if (a + b > profile.bestOf) {
    problems.push(problem('wins', 'too-many-games', 'impossible', `more games than a best of ${profile.bestOf}`));
  }
  // Drawn games do not count toward the games a match needs (MTR 2.3), so they are bounded on their own.
  if (draws > profile.bestOf) {
    problems.push(
      problem('draws', 'too-many-games', 'impossible', `more drawn games than a best of ${profile.bestOf}`),
    );
  }
  if (problems.length > 0) return problems;
  if (result.outcome === 'double-loss') {
    if (!profile.doubleLoss) {
      problems.push(problem('outcome', 'double-loss-not-allowed', 'rule', 'this game has no double loss'));
    } else if (a !== b) {
      problems.push(
        problem('outcome', 'double-loss-with-winner', 'rule', 'a double loss needs equal game wins (no winner)'),
      );
    }
  } else if (a === b && !profile.matchDraws) {
    problems.push(
      profile.doubleLoss
        ? problem(
            'wins',
            'draw-not-allowed',
            'rule',
            'no draws: a match without a winner is reported as outcome "double-loss"',
          )
        : problem(
            'wins',
            'draw-not-allowed',
            'impossible',
            'this match format has no draws: a match always has a winner',
          ),
    );
  }
  return problems;
}

function validatePlacements(players: readonly PlayerId[], result: MatchResult, winKeys: string[]): ResultProblem[] {
  const problems: ResultProblem[] = [];
  if (winKeys.length > 0 || (result.draws ?? 0) > 0 || result.outcome !== undefined) {
    problems.push(
      problem('wins', 'wins-not-allowed', 'impossible', 'pods report placements, not wins, draws or outcomes'),
    );
  }
  const order = result.placements;
  if (order === undefined) {
    problems.push(problem('placements', 'placements-required', 'impossible', 'pods report placements'));
    return problems;
  }
  const sorted = placedPlayers(order).sort();
  const expected = [...players].sort();
  if (sorted.length !== expected.length || sorted.some((p, i) => p !== expected[i])) {
    problems.push(
      problem(
        'placements',
        'placements-mismatch',
        'impossible',
        'placements must list every player of the pod exactly once (ties as lists)',
      ),
    );
  }
  return problems;
}

/**
 * Problems of a result as stored (any JSON): its shape first, then `validateResult`. Used to keep a
 * corrupt row (written before these checks, or by hand) out of standings, pairing and top cut.
 */
export function storedResultProblems(match: SwissMatch, stored: unknown, profile: ScoringProfile): ResultProblem[] {
  const parsed = parseResult(stored);
  if (!parsed.ok) return parsed.problems;
  return validateResult(match, parsed.result, profile);
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
