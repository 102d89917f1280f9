import type { TopCutSize } from './events';
import type { ProblemFieldError } from './problem';

/**
 * Rounds, results, standings and the top cut (contract "Rounds and results") plus Cantina's additions:
 * provisional reports, disputes, the round clock, corrupt-result flags and the bracket.
 */

/** dbg: the faction a player plays in a match (the organizer assigns and balances them). */
export type Faction = 'empire' | 'rebel';

/** A match result as stored and shown: game wins per player, or a pod's placements (first to last). */
export interface MatchResultView {
  wins?: Record<string, number>;
  /** Drawn games (`draws: 3` with no wins is an intentional draw). */
  draws?: number;
  /** A loss for both players (a penalty; organizer only). */
  outcome?: 'double-loss';
  /** Pods: players from first to last place; an inner array is a tie (rev 2: `[a, [b, c], d]`). */
  placements?: (string | string[])[];
}

/** `POST /api/v1/matches/{matchId}/result` body. */
export interface MatchResultBody extends MatchResultView {
  /** Organizer corrections: why (kept in the audit log). */
  reason?: string;
}

/** `200` of a result: provisional until confirmed (`reported`), `confirmed` by the opponent, `final` from the organizer. */
export type ResultStatus = 'reported' | 'confirmed' | 'final';

export interface ResultStatusView {
  status: ResultStatus;
}

/** A player's report awaiting the opponent's (in a pod: every other player's) confirmation. */
export interface MatchReport {
  by: string;
  result: MatchResultView;
  /** Pods: players who confirmed the same result so far. */
  confirmedBy?: string[];
}

/** A round's clock: a deadline while running, the seconds left while paused. */
export interface RoundTimerView {
  deadline: string | null;
  paused: boolean;
  remainingSeconds: number;
}

/** What `POST /api/v1/events/{id}/rounds/{number}/timer` (organizer, Cantina addition) does to the clock. */
export type TimerAction = 'start' | 'pause' | 'resume' | 'extend';

/** `POST .../rounds/{number}/timer` body; `minutes` (1-120, default 5) for `extend`. `200` is the `RoundTimerView`. */
export interface TimerRequest {
  action: TimerAction;
  minutes?: number;
}

/** A stored result that standings and pairing skipped, as the organizer sees it (Cantina addition). */
export interface ResultFlagView {
  matchId: string | null;
  round: number;
  table: number | null;
  /** `corrupt-result`: counted as missing; `unknown-player`: the whole match is left out. */
  code: 'corrupt-result' | 'unknown-player';
  message: string;
  problems: ProblemFieldError[];
}

/** A match as the contract shows it; results only once the round is read back (not in the pairing push). */
export interface MatchView {
  id: string;
  /** Null for byes. */
  table: number | null;
  /** Two players, one for a bye, 3-5 for a pod. */
  players: string[];
  bye: boolean;
  /** Cantina addition (issue 12): an assigned loss with no opponent (a round missed while dropped). */
  loss?: boolean;
  /** dbg: each player's faction. */
  sides?: Record<string, Faction>;
  /** swtcg: the player whose deck is Dark Side (acts first); null when neither or both are. */
  darkSide?: string | null;
  /** The pairing could not avoid this rematch. */
  rematch?: boolean;
  /** Final (confirmed, or entered by the organizer); absent while missing. */
  result?: MatchResultView;
  report?: MatchReport;
  disputed?: boolean;
  /**
   * Cantina addition: while `disputed`, the other player's differing claim (the first stays in
   * `report`), so the organizer sees both side by side and can accept either.
   */
  counterReport?: MatchReport;
}

/**
 * Socket `match` (Cantina addition), to the whole event: a match after a report, a confirmation, a
 * dispute or the organizer's entry, as `GET .../rounds/{round}` shows it (top-cut matches carry `stage`).
 */
export interface MatchPush {
  round: number;
  stage?: number;
  match: MatchView;
}

/**
 * Socket `standings` (Cantina addition), to the whole event: the standings (and the bracket) changed
 * because a round's last result came in, a completed round was corrected, or a top-cut match was decided.
 * Screens take the standings from it and read the bracket (`.../top-cut`) again.
 */
export interface StandingsSignal {
  round: number;
  /** The standings as `GET .../standings` answers them (absent when the server could not compute them). */
  standings?: Standing[];
}

/** `POST /api/v1/events/{id}/rounds`, `GET .../rounds/{number}` and the socket `pairings` event. */
export interface RoundView {
  number: number;
  matches: MatchView[];
  timer?: RoundTimerView;
  /** Cantina addition: stored results of this round that are corrupt (skipped by standings and pairing). */
  problems?: ResultFlagView[];
}

/** A match of a pairing preview: not saved, so no id and no result yet. */
export interface ProposedMatch extends Omit<MatchView, 'id' | 'result' | 'report' | 'disputed' | 'counterReport'> {
  id: null;
}

/**
 * (rev 2) Manual pairing: the `POST /api/v1/events/{id}/rounds` body that publishes exactly these
 * pairings (tables in this order; a bye is one player with `bye: true`; pods list 3-5 players).
 */
export interface ManualRoundBody {
  matches: { players: string[]; bye?: boolean }[];
}

/** `POST /api/v1/events/{id}/rounds?preview=true` (Cantina addition): the pairing the organizer would get. */
export interface RoundProposal {
  number: number;
  matches: ProposedMatch[];
}

/** A row of `GET /api/v1/events/{id}/standings`; percentages are numbers in [0, 1]. */
export interface Standing {
  rank: number;
  playerId: string;
  name: string;
  matchPoints: number;
  matchWins: number;
  wins: number;
  losses: number;
  draws: number;
  byes: number;
  omw: number;
  gw: number;
  ogw: number;
  dropped: boolean;
  /** Cantina addition: stored results of this player's matches that were skipped as corrupt. */
  problems?: ResultFlagView[];
}

/** The bracket sizes an organizer may ask for. */
export type BracketSize = Exclude<TopCutSize, 0>;

/** `POST /api/v1/events/{id}/top-cut` body (organizer). */
export interface TopCutRequest {
  size: BracketSize;
}

export interface BracketMatchView {
  id: string;
  /** 1 = first elimination round. */
  stage: number;
  slot: number;
  table: number | null;
  players: string[];
  seeds: [number, number];
  result?: MatchResultView;
  winner: string | null;
}

/** `POST` and `GET /api/v1/events/{id}/top-cut`: the bracket with every stage and result so far. */
export interface BracketView {
  size: number;
  matches: BracketMatchView[];
}
