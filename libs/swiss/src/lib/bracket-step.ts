import { winnerOf } from './result-rules';
import { type AdvancingPlayer, nextStageEntrants } from './top-cut';
import type { MatchResult, PlayerId } from './types';

/** A top-cut match as stored: its two players with their Swiss seeds, and its final result if any. */
export interface BracketFeeder {
  players: readonly PlayerId[];
  /** Seeds of `players`, in the same order. */
  seeds: readonly [number, number];
  result?: MatchResult | null;
}

/** The top-cut match whose result just became final (or was corrected). */
export interface DecidedBracketMatch extends BracketFeeder {
  stage: number;
  slot: number;
  table: number | null;
  round: number;
}

/** The stored match of the next stage the winner goes on to; `report` is passed through untouched. */
export interface NextBracketMatch<R = unknown> {
  id: string;
  stage: number;
  players: readonly PlayerId[];
  seeds: readonly [number, number] | null;
  result?: MatchResult | null;
  report: R;
}

export interface BracketStepInput<R = unknown> {
  /** Top-cut size (4, 8, 16): the final is stage log2(size). */
  size: number;
  decided: DecidedBracketMatch;
  /** The match of the neighbouring slot (slot ^ 1) in the same stage, if stored. */
  partner: BracketFeeder | null;
  /** The match at the next stage's slot (slot >> 1), if stored. */
  next: NextBracketMatch<R> | null;
}

export type BracketStep<R = unknown> =
  /** The final was decided: the event is finished. */
  | { kind: 'finished' }
  /** The neighbouring match has no winner yet. */
  | { kind: 'waiting' }
  /** The next match already has these two players. */
  | { kind: 'unchanged' }
  /** Store the next-stage match. */
  | {
      kind: 'create';
      match: {
        stage: number;
        slot: number;
        round: number;
        table: number;
        players: PlayerId[];
        seeds: [number, number];
      };
    }
  /**
   * The next match, not played yet, gets new players: clear its result, report and dispute and
   * audit-log the change (`before` -> players and seeds, with `reason`).
   */
  | {
      kind: 'replace';
      matchId: string;
      players: PlayerId[];
      seeds: [number, number];
      before: { players: readonly PlayerId[]; seeds: readonly [number, number] | null; report: R };
      reason: string;
    }
  /** The next match has a result between other players: correct it first (409 `bracket-has-later-results`). */
  | { kind: 'blocked'; matchId: string; stage: number };

/** The winner of a top-cut match, or null while it has no final result with a winner. */
export function bracketWinner(match: { players: readonly PlayerId[]; result?: MatchResult | null }): PlayerId | null {
  return match.result ? winnerOf(match.result, match.players) : null;
}

function advancing(match: BracketFeeder, winner: PlayerId): AdvancingPlayer {
  return { id: winner, seed: match.seeds[match.players.indexOf(winner)] };
}

/**
 * What a final top-cut result does to the next stage: the winner meets the winner of the
 * neighbouring slot (slots 2k and 2k+1 feed slot k), better seed first. A correction that keeps the
 * same two players leaves the next match alone; one that changes them is blocked while the next match
 * has a result, and otherwise replaces its players (dropping any provisional report).
 */
export function nextBracketStep<R>(input: BracketStepInput<R>): BracketStep<R> {
  const { decided, partner, next } = input;
  const { stage, slot } = decided;
  if (stage >= Math.log2(input.size)) return { kind: 'finished' };
  const winner = bracketWinner(decided);
  const partnerWinner = partner ? bracketWinner(partner) : null;
  if (partner === null || winner === null || partnerWinner === null) return { kind: 'waiting' };
  const mine = advancing(decided, winner);
  const theirs = advancing(partner, partnerWinner);
  const entrants = slot % 2 === 0 ? nextStageEntrants(mine, theirs) : nextStageEntrants(theirs, mine);
  const { players, seeds } = entrants;
  if (next === null) {
    const nextSlot = slot >> 1;
    return {
      kind: 'create',
      match: { stage: stage + 1, slot: nextSlot, round: decided.round + 1, table: nextSlot + 1, players, seeds },
    };
  }
  if (next.players.length === 2 && next.players.every((p, i) => p === players[i])) return { kind: 'unchanged' };
  if (next.result) return { kind: 'blocked', matchId: next.id, stage: next.stage };
  return {
    kind: 'replace',
    matchId: next.id,
    players,
    seeds,
    before: { players: next.players, seeds: next.seeds, report: next.report },
    reason: `entrants changed by the result of stage ${stage} table ${decided.table ?? slot + 1}`,
  };
}
