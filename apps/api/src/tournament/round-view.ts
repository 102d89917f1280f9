import type { MatchEntity } from './match.entity';
import type { ResultFlagView } from './result-flags';

export interface RoundTimerView {
  deadline: string | null;
  paused: boolean;
  remainingSeconds: number;
}

export interface MatchView {
  id: string | null;
  table: number | null;
  players: string[];
  bye: boolean;
  sides?: Record<string, string>;
  darkSide?: string | null;
  rematch?: boolean;
  result?: unknown;
  report?: unknown;
  disputed?: boolean;
}

export interface RoundView {
  number: number;
  matches: MatchView[];
  timer?: RoundTimerView;
  /** Cantina addition: stored results of this round that are corrupt (skipped by standings and pairing). */
  problems?: ResultFlagView[];
}

/** A match as the contract shows it ("Rounds and results"); swtcg matches always carry `darkSide`. */
export function matchView(m: MatchEntity, game: string, withResults: boolean): MatchView {
  return {
    id: m.id ?? null,
    table: m.table,
    players: m.players,
    bye: m.bye,
    ...(m.sides ? { sides: m.sides } : {}),
    ...(game === 'swtcg' ? { darkSide: m.darkSide } : {}),
    ...(m.rematch ? { rematch: true } : {}),
    ...(withResults
      ? {
          ...(m.result ? { result: m.result } : {}),
          ...(m.report ? { report: m.report } : {}),
          disputed: m.disputed,
        }
      : {}),
  };
}
