import type { MatchResultBody } from '@cantina/contract';
import { findFormat } from '@cantina/games';

/**
 * What a match of this event may end as (mirrors the scoring profiles of libs/swiss, scoring version
 * 2): best of 1 or 3, drawn matches (swu, swtcg), the intentional draw 0-0-3 (swu), the double loss
 * (swu, a penalty only the organizer enters), placements for multiplayer pods.
 */
export interface ResultRules {
  pods: boolean;
  bestOf: 1 | 3;
  draws: boolean;
  intentionalDraw: boolean;
  doubleLoss: boolean;
}

/** Who enters the result: a player of the match, or the organizer (who alone gives a double loss). */
export type ResultEntrant = 'player' | 'organizer';

export function resultRules(
  game: string,
  format: string,
  matchFormat?: string | null,
  entrant: ResultEntrant = 'organizer',
): ResultRules {
  return {
    pods: findFormat(game, format)?.multiplayer === true,
    // The API's default: best of 1 for destiny and dbg, best of 3 for swu and swtcg.
    bestOf: matchFormat === 'bo1' ? 1 : matchFormat === 'bo3' ? 3 : game === 'destiny' || game === 'dbg' ? 1 : 3,
    draws: game === 'swtcg' || game === 'swu',
    intentionalDraw: game === 'swu',
    doubleLoss: game === 'swu' && entrant === 'organizer',
  };
}

/** A quick result button, read from the first player's side: `2-1` = the first player won 2-1. */
export interface ResultOption {
  key: string;
  kind: 'score' | 'draw' | 'double-loss';
  a: number;
  b: number;
  draws: number;
  /** Shown among the first buttons; the others behind "more results". */
  main: boolean;
}

function score(a: number, b: number, main: boolean): ResultOption {
  return { key: `${a}-${b}`, kind: 'score', a, b, draws: 0, main };
}

/**
 * The buttons for a two-player match. `needsWinner` (top-cut brackets) leaves out draws and double
 * losses.
 */
export function resultOptions(rules: ResultRules, needsWinner = false): ResultOption[] {
  const options =
    rules.bestOf === 1
      ? [score(1, 0, true), score(0, 1, true)]
      : [
          score(2, 0, true),
          score(2, 1, true),
          score(1, 2, true),
          score(0, 2, true),
          score(1, 0, false),
          score(0, 1, false),
        ];
  if (needsWinner) return options;
  if (rules.draws) {
    options.push(
      rules.bestOf === 1
        ? { key: 'draw', kind: 'draw', a: 0, b: 0, draws: 1, main: true }
        : { key: '1-1', kind: 'draw', a: 1, b: 1, draws: 0, main: true },
    );
  }
  // The intentional draw is 0-0-3 (three drawn games); in best of 1 the drawn game above is all there is.
  if (rules.intentionalDraw && rules.bestOf === 3) {
    options.push({ key: 'id', kind: 'draw', a: 0, b: 0, draws: 3, main: true });
  }
  if (rules.doubleLoss) options.push({ key: 'double-loss', kind: 'double-loss', a: 0, b: 0, draws: 0, main: true });
  return options;
}

/** The result body of an option for players `[a, b]` in that order. */
export function resultBody(option: ResultOption, [a, b]: readonly string[]): MatchResultBody {
  const body: MatchResultBody = { wins: { [a]: option.a, [b]: option.b } };
  if (option.draws > 0) body.draws = option.draws;
  if (option.kind === 'double-loss') body.outcome = 'double-loss';
  return body;
}

/** A result as seen from one side: games won by `a`, by `b`, drawn games, double loss. */
export interface Score {
  a: number;
  b: number;
  draws: number;
  doubleLoss: boolean;
}

export function scoreOf(result: MatchResultBody, [a, b]: readonly string[]): Score {
  return {
    a: result.wins?.[a] ?? 0,
    b: result.wins?.[b] ?? 0,
    draws: result.draws ?? 0,
    doubleLoss: result.outcome === 'double-loss',
  };
}

/** `2-1`, `1-1-1` (with drawn games). */
export function scoreText(score: Score): string {
  return score.draws > 0 ? `${score.a}-${score.b}-${score.draws}` : `${score.a}-${score.b}`;
}

/** The outcome for side `a`. */
export function outcomeFor(score: Score): 'win' | 'loss' | 'draw' | 'double-loss' {
  if (score.doubleLoss) return 'double-loss';
  if (score.a > score.b) return 'win';
  if (score.a < score.b) return 'loss';
  return 'draw';
}

/** True when two result bodies say the same thing (a confirmation must repeat the report). */
export function sameResult(x: MatchResultBody, y: MatchResultBody, players: readonly string[]): boolean {
  if (x.placements || y.placements) return placementKey(x.placements ?? []) === placementKey(y.placements ?? []);
  const sx = scoreOf(x, players);
  const sy = scoreOf(y, players);
  return sx.a === sy.a && sx.b === sy.b && sx.draws === sy.draws && sx.doubleLoss === sy.doubleLoss;
}

/** Placements where the order inside a tie (`[a, [b, c], d]`) does not matter. */
function placementKey(placements: readonly (string | string[])[]): string {
  return JSON.stringify(placements.map((entry) => (Array.isArray(entry) ? [...entry].sort() : [entry])));
}
