import type { BracketView, MatchView, RoundView } from '@cantina/contract';
import { bracketMatch, currentStage, stageKey } from '../../shared/tournament/tournament-types';

/** What the player has to do now. */
export type MatchStep = 'report' | 'reported' | 'confirm' | 'disputed' | 'final';

export type Situation =
  | { kind: 'waiting' }
  | { kind: 'not-paired'; round: number }
  | { kind: 'bye'; round: number }
  | {
      kind: 'match';
      /** Swiss round number, or null for a top-cut match. */
      round: number | null;
      stage: number | null;
      /** Top cut: `final`, `semifinals`, … (see stageKey). */
      stageName: string | null;
      match: MatchView;
      opponents: string[];
      step: MatchStep;
    };

export function matchStep(match: MatchView, me: string): MatchStep {
  if (match.result) return 'final';
  if (match.disputed) return 'disputed';
  if (match.report) return match.report.by === me ? 'reported' : 'confirm';
  return 'report';
}

function asMatch(match: MatchView, round: number | null, stage: number | null, me: string, size = 0): Situation {
  return {
    kind: 'match',
    round,
    stage,
    stageName: stage === null ? null : stageKey(size, stage),
    match,
    opponents: match.players.filter((id) => id !== me),
    step: matchStep(match, me),
  };
}

/**
 * The player's match: in the top cut, their match of the latest stage they reached (while the
 * bracket goes on); else their match of the latest Swiss round.
 */
export function situationOf(me: string, round: RoundView | null, topCut: BracketView | null): Situation {
  const stage = currentStage(topCut);
  if (topCut && stage > 0) {
    const mine = topCut.matches.filter((match) => match.players.includes(me)).sort((x, y) => y.stage - x.stage)[0];
    if (mine) {
      return asMatch(bracketMatch(mine), null, mine.stage, me, topCut.size);
    }
  }
  if (!round) return { kind: 'waiting' };
  const match = round.matches.find((candidate) => candidate.players.includes(me));
  if (!match) return { kind: 'not-paired', round: round.number };
  // A round missed while dropped (an assigned loss, issue 12): the player is not paired in it.
  if (match.loss) return { kind: 'not-paired', round: round.number };
  if (match.bye || match.players.length < 2) return { kind: 'bye', round: round.number };
  return asMatch(match, round.number, null, me);
}
