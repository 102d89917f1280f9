import type { MatchResult, Placement } from './types';

/**
 * Bounds on a result body. A two-player match has two players and a pod at most five (contract
 * "manual pairing": pods of 3-5); anything past these limits is malformed, not merely wrong, and is
 * rejected before any work grows with it (and before it reaches every phone through the rounds feed).
 */
export const RESULT_LIMITS = {
  /** Keys of `wins`. */
  maxWinsKeys: 8,
  /** Players named by `placements`, ties included (`[a, [b, c]]` names 3). */
  maxPlacements: 8,
  /** Characters of a player id (ids are UUIDs: 36). */
  maxPlayerIdLength: 64,
  /** Game wins of one player, or drawn games: more than any match format plays. */
  maxGames: 5,
} as const;

/** Why a result was refused: `shape` malformed, `impossible` the game cannot produce it, `rule` the event's rules forbid it. */
export type ResultProblemKind = 'shape' | 'impossible' | 'rule';

export interface ResultProblem {
  /** JSON path into the result body, e.g. `wins.p1`. */
  path: string;
  code:
    | 'bad-shape'
    | 'too-many-entries'
    | 'too-long'
    | 'unknown-player'
    | 'bad-number'
    | 'too-many-wins'
    | 'too-many-games'
    | 'game-draw-not-allowed'
    | 'draw-not-allowed'
    | 'double-loss-not-allowed'
    | 'double-loss-with-winner'
    | 'placements-required'
    | 'placements-not-allowed'
    | 'wins-not-allowed'
    | 'placements-mismatch'
    | 'no-result-needed';
  kind: ResultProblemKind;
  message: string;
}

export type ParsedResult = { ok: true; result: MatchResult } | { ok: false; problems: ResultProblem[] };

const shape = (path: string, code: ResultProblem['code'], message: string): ResultProblem => ({
  path,
  code,
  kind: 'shape',
  message,
});

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isGameCount = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= RESULT_LIMITS.maxGames;

function playerIdProblem(path: string, id: unknown): ResultProblem | null {
  if (typeof id !== 'string' || id.length === 0) return shape(path, 'bad-shape', `${path} must be a player id`);
  if (id.length > RESULT_LIMITS.maxPlayerIdLength) {
    return shape(path, 'too-long', `${path} is longer than ${RESULT_LIMITS.maxPlayerIdLength} characters`);
  }
  return null;
}

/**
 * Reads a result body (or a stored result) into a `MatchResult`, checking only its shape and size:
 * `wins` an object of at most 8 player ids to whole numbers 0-5, `draws` 0-5, `outcome` "double-loss",
 * `placements` at most 8 player ids in all, each entry an id or a list of 2+ tied ids (a list of one
 * is read as the id). Whether the match could have ended so is `validateResult`'s job.
 * Never throws, whatever it is given.
 */
export function parseResult(body: unknown): ParsedResult {
  if (!isPlainObject(body)) return { ok: false, problems: [shape('', 'bad-shape', 'a result is an object')] };
  const problems: ResultProblem[] = [];
  const wins: Record<string, number> = {};
  if (body['wins'] !== undefined) {
    const given = body['wins'];
    if (!isPlainObject(given)) {
      problems.push(shape('wins', 'bad-shape', 'wins must be an object of player ids to game wins'));
    } else {
      const keys = Object.keys(given);
      if (keys.length > RESULT_LIMITS.maxWinsKeys) {
        problems.push(shape('wins', 'too-many-entries', `wins lists at most ${RESULT_LIMITS.maxWinsKeys} players`));
      } else {
        for (const id of keys) {
          const idProblem = playerIdProblem('wins', id);
          if (idProblem) problems.push(idProblem);
          else if (!isGameCount(given[id])) {
            problems.push(
              shape(
                `wins.${id}`,
                'bad-number',
                `wins.${id} must be a whole number from 0 to ${RESULT_LIMITS.maxGames}`,
              ),
            );
          } else wins[id] = given[id];
        }
      }
    }
  }
  const draws = body['draws'];
  if (draws !== undefined && !isGameCount(draws)) {
    problems.push(shape('draws', 'bad-number', `draws must be a whole number from 0 to ${RESULT_LIMITS.maxGames}`));
  }
  const outcome = body['outcome'];
  if (outcome !== undefined && outcome !== 'double-loss') {
    problems.push(shape('outcome', 'bad-shape', 'outcome can only be "double-loss"'));
  }
  const placements = body['placements'] === undefined ? undefined : parsePlacements(body['placements'], problems);
  if (problems.length > 0) return { ok: false, problems };
  if (placements === undefined && Object.keys(wins).length === 0 && outcome === undefined && draws === undefined) {
    return { ok: false, problems: [shape('', 'bad-shape', 'a result needs wins, draws, outcome or placements')] };
  }
  return {
    ok: true,
    result: {
      wins,
      ...(draws !== undefined ? { draws: draws as number } : {}),
      ...(outcome !== undefined ? { outcome: 'double-loss' as const } : {}),
      ...(placements !== undefined ? { placements } : {}),
    },
  };
}

/** `placements`: ids and lists of tied ids, one level deep, at most `maxPlacements` ids in all. */
function parsePlacements(given: unknown, problems: ResultProblem[]): Placement[] | undefined {
  if (!Array.isArray(given)) {
    problems.push(shape('placements', 'bad-shape', 'placements must be a list of player ids (ties as lists)'));
    return undefined;
  }
  // The outer length first, so counting the tied ids stays bounded too.
  const named = () => given.reduce((sum: number, entry: unknown) => sum + (Array.isArray(entry) ? entry.length : 1), 0);
  if (given.length > RESULT_LIMITS.maxPlacements || named() > RESULT_LIMITS.maxPlacements) {
    problems.push(
      shape('placements', 'too-many-entries', `placements lists at most ${RESULT_LIMITS.maxPlacements} players`),
    );
    return undefined;
  }
  const placements: Placement[] = [];
  given.forEach((entry: unknown, i) => {
    if (!Array.isArray(entry)) {
      const idProblem = playerIdProblem(`placements[${i}]`, entry);
      if (idProblem) problems.push(idProblem);
      else placements.push(entry as string);
      return;
    }
    if (entry.length === 0) {
      problems.push(shape(`placements[${i}]`, 'bad-shape', `placements[${i}] is an empty tie`));
      return;
    }
    const tied: string[] = [];
    entry.forEach((id: unknown, j) => {
      const idProblem = playerIdProblem(`placements[${i}][${j}]`, id);
      if (idProblem) problems.push(idProblem);
      else tied.push(id as string);
    });
    placements.push(tied.length === 1 ? tied[0] : tied);
  });
  return placements;
}
