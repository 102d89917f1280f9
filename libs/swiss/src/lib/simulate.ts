import type { ScoringProfile } from './profiles';
import { createRandom, shuffled } from './random';
import { needsNoResult } from './results';
import type { MatchResult, Round, SwissMatch, TournamentState } from './types';

/**
 * Seeded random results for a paired round — for tests, the benchmark and demo events. Each match is
 * a coin flip (2-0 or 2-1 in a best of 3); where the profile allows it, a few matches end drawn
 * (`drawRate`) or, in swu, as a double loss. Pods get a random finishing order.
 */
export function simulateResults(
  round: Round,
  profile: ScoringProfile,
  seed: string,
  options: { drawRate?: number } = {},
): SwissMatch[] {
  const random = createRandom(seed, `results-${round.number}`);
  const drawRate = options.drawRate ?? 0.05;
  return round.matches.map((m) => {
    if (needsNoResult(m)) return m;
    if (m.players.length > 2 || profile.pods) {
      return { ...m, result: { placements: shuffled(m.players, random) } };
    }
    const [a, b] = m.players;
    const need = profile.gamesToWin;
    let result: MatchResult;
    const roll = random.nextFloat();
    if (roll < drawRate && (profile.matchDraws || profile.doubleLoss) && profile.bestOf > 1) {
      const each = Math.min(need - 1, Math.floor(profile.bestOf / 2));
      result = { wins: { [a]: each, [b]: each } };
      if (!profile.matchDraws) result.outcome = 'double-loss';
    } else {
      const aWins = random.nextInt(2) === 0;
      const loserGames = profile.bestOf > need ? random.nextInt(profile.bestOf - need + 1) : 0;
      result = { wins: { [a]: aWins ? need : loserGames, [b]: aWins ? loserGames : need } };
    }
    return { ...m, result };
  });
}

/** The state with a round's matches (with or without results) appended. */
export function withMatches(state: TournamentState, matches: readonly SwissMatch[]): TournamentState {
  return { ...state, matches: [...state.matches, ...matches] };
}
