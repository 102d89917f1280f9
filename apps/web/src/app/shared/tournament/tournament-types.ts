import type { BracketMatchView, BracketView, MatchView, RoundView } from '@cantina/contract';

/** Web helpers over the round and bracket bodies of the API (types in `@cantina/contract`). */

/** Where a match stands, for highlighting: a report alone still counts as missing for pairing. */
/** `loss`: an assigned loss with no opponent (a round missed while dropped, issue 12); takes no result. */
export type MatchStatus = 'bye' | 'loss' | 'final' | 'disputed' | 'reported' | 'missing';

export function matchStatus(match: MatchView): MatchStatus {
  if (match.loss) return 'loss';
  if (match.bye || match.players.length < 2) return 'bye';
  if (match.result) return 'final';
  if (match.disputed) return 'disputed';
  if (match.report) return 'reported';
  return 'missing';
}

/** Matches that still hold the next round back. */
export function openMatches(round: RoundView | null | undefined): MatchView[] {
  return (round?.matches ?? []).filter((match) => {
    const status = matchStatus(match);
    return status !== 'bye' && status !== 'loss' && status !== 'final';
  });
}

/** The bracket's latest stage that has matches. */
export function currentStage(topCut: BracketView | null | undefined): number {
  return Math.max(0, ...(topCut?.matches ?? []).map((match) => match.stage));
}

/** `tournament.topCut.stages.<key>`: the final, semifinals, quarterfinals, round of 16. */
export function stageKey(size: number, stage: number): string {
  const matches = Math.max(1, Math.round(size / 2 ** stage));
  if (matches === 1) return 'final';
  if (matches === 2) return 'semifinals';
  if (matches === 4) return 'quarterfinals';
  return 'round16';
}

/** A bracket match in the shape of a Swiss match, for the shared result views. */
export function bracketMatch(match: BracketMatchView): MatchView {
  const out: MatchView = { id: match.id, table: match.table, players: match.players, bye: false };
  if (match.result) out.result = match.result;
  return out;
}
