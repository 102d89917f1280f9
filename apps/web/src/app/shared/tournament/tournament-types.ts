/**
 * Round, result, standings and top-cut bodies of the API (contract "Rounds and results" plus the
 * Cantina additions: previews, provisional reports, disputes, the round timer, the bracket).
 */

export type Faction = 'empire' | 'rebel';

/** `POST /matches/{id}/result` body: game wins per player, or the pod's placements (first to last). */
export interface MatchResultBody {
  wins?: Record<string, number>;
  draws?: number;
  outcome?: 'double-loss';
  placements?: string[];
  /** Organizer corrections: why (kept in the audit log). */
  reason?: string;
}

/** A player's report awaiting the opponent's confirmation. */
export interface MatchReport {
  by: string;
  result: MatchResultBody;
}

export interface RoundTimer {
  deadline: string | null;
  paused: boolean;
  remainingSeconds: number;
}

export interface RoundMatch {
  id: string;
  table: number | null;
  /** Two players, one for a bye, 3-4 for a pod. */
  players: string[];
  bye: boolean;
  sides?: Record<string, Faction>;
  darkSide?: string | null;
  /** The pairing could not avoid this rematch (shown in the review). */
  rematch?: boolean;
  /** Final (confirmed or entered by the organizer); absent while missing. */
  result?: MatchResultBody;
  report?: MatchReport;
  disputed?: boolean;
}

export interface Round {
  number: number;
  matches: RoundMatch[];
  timer?: RoundTimer;
}

export type ReportStatus = 'reported' | 'confirmed' | 'final';

export interface StandingRow {
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
}

export type TopCutSize = 4 | 8 | 16;

export interface TopCutMatch {
  id: string;
  stage: number;
  table: number | null;
  players: string[];
  seeds: number[];
  result?: MatchResultBody;
  winner?: string | null;
  report?: MatchReport;
  disputed?: boolean;
}

export interface TopCut {
  size: number;
  matches: TopCutMatch[];
}

export type TimerAction = 'start' | 'pause' | 'resume' | 'extend';

/** Where a match stands, for highlighting: a report alone still counts as missing for pairing. */
export type MatchStatus = 'bye' | 'final' | 'disputed' | 'reported' | 'missing';

export function matchStatus(match: RoundMatch): MatchStatus {
  if (match.bye || match.players.length < 2) return 'bye';
  if (match.result) return 'final';
  if (match.disputed) return 'disputed';
  if (match.report) return 'reported';
  return 'missing';
}

/** Matches that still hold the next round back. */
export function openMatches(round: Round | null | undefined): RoundMatch[] {
  return (round?.matches ?? []).filter((match) => {
    const status = matchStatus(match);
    return status !== 'bye' && status !== 'final';
  });
}

/** The bracket's latest stage that has matches. */
export function currentStage(topCut: TopCut | null | undefined): number {
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
export function bracketMatch(match: TopCutMatch): RoundMatch {
  const out: RoundMatch = { id: match.id, table: match.table, players: match.players, bye: false };
  if (match.result) out.result = match.result;
  if (match.report) out.report = match.report;
  if (match.disputed) out.disputed = true;
  return out;
}
