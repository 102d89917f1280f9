import type { ScoringProfile } from './profiles';
import type { ResultProblem } from './result-shape';
import { needsNoResult, storedResultProblems } from './results';
import type { PlayerId, SwissMatch, TournamentState } from './types';

/** A stored match the engine left out (a corrupt result, or a player who is not in the event). */
export interface ResultFlag {
  matchId?: string;
  round: number;
  table: number | null;
  players: PlayerId[];
  /** `corrupt-result`: counted as missing; `unknown-player`: the whole match is left out. */
  code: 'corrupt-result' | 'unknown-player';
  message: string;
  problems: ResultProblem[];
}

export interface ScreenedState {
  /** The state with corrupt results removed (those matches count as missing a result). */
  state: TournamentState;
  flags: ResultFlag[];
}

/**
 * Screens stored matches before standings, pairing or a top cut use them, so one bad row can never
 * take the event down: a result that `parseResult`/`validateResult` refuse is dropped (the match
 * counts as missing and the organizer can enter it again), and a match naming a player who is not
 * in the event is left out entirely. Each is flagged for the organizer.
 */
export function screenResults(state: TournamentState, profile: ScoringProfile): ScreenedState {
  const known = new Set(state.players.map((p) => p.id));
  const flags: ResultFlag[] = [];
  const matches: SwissMatch[] = [];
  for (const m of state.matches) {
    if (!Array.isArray(m.players) || m.players.some((p) => !known.has(p))) {
      flags.push({
        ...(m.id !== undefined ? { matchId: m.id } : {}),
        round: m.round,
        table: m.table,
        players: Array.isArray(m.players) ? m.players.filter((p) => known.has(p)) : [],
        code: 'unknown-player',
        message: 'this match names a player who is not in the event; it is left out',
        problems: [],
      });
      continue;
    }
    const flag = corruptResultFlag(m, profile);
    if (!flag) {
      matches.push(m);
      continue;
    }
    const withoutResult: SwissMatch = { ...m };
    delete withoutResult.result;
    matches.push(withoutResult);
    flags.push(flag);
  }
  return { state: flags.length === 0 ? state : { ...state, matches }, flags };
}

/** The flag of a match whose stored result (any JSON) is not one it can have; null when it is fine or has none. */
export function corruptResultFlag(match: SwissMatch, profile: ScoringProfile): ResultFlag | null {
  if (match.result === undefined || needsNoResult(match)) return null;
  const problems = storedResultProblems(match, match.result, profile);
  if (problems.length === 0) return null;
  return {
    ...(match.id !== undefined ? { matchId: match.id } : {}),
    round: match.round,
    table: match.table,
    players: [...match.players],
    code: 'corrupt-result',
    message: 'the stored result is not one this match can have; enter it again',
    problems,
  };
}
