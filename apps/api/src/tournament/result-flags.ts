import type { ProblemFieldError, ResultFlagView } from '@cantina/contract';
import { corruptResultFlag, type ResultFlag, type ScoringProfile } from '@cantina/swiss';
import type { MatchEntity } from './match.entity';
import { swissMatch } from './tournament-state';

export function flagView(flag: ResultFlag): ResultFlagView {
  return {
    matchId: flag.matchId ?? null,
    round: flag.round,
    table: flag.table,
    code: flag.code,
    message: flag.message,
    problems: flag.problems.map((p) => ({ path: p.path, code: p.code, message: p.message })),
  };
}

/** The flags of each player's matches. */
export function flagsByPlayer(flags: readonly ResultFlag[]): Map<string, ResultFlagView[]> {
  const byPlayer = new Map<string, ResultFlagView[]>();
  for (const flag of flags) {
    for (const p of flag.players) byPlayer.set(p, [...(byPlayer.get(p) ?? []), flagView(flag)]);
  }
  return byPlayer;
}

/** A flag as a field error of a problem document. */
export function flagError(flag: ResultFlag): ProblemFieldError {
  return { path: `matches.${flag.matchId ?? ''}`, code: flag.code, message: flag.message };
}

/** The stored results of these matches that the engine would skip as corrupt. */
export function corruptResults(matches: readonly MatchEntity[], profile: ScoringProfile): ResultFlagView[] {
  const flags: ResultFlagView[] = [];
  for (const m of matches) {
    const flag = corruptResultFlag(swissMatch(m), profile);
    if (flag) flags.push(flagView(flag));
  }
  return flags;
}
