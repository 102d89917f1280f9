import { isActive, meetings } from './pairing';
import type { ScoringProfile } from './profiles';
import { createRandom } from './random';
import { allocateSides, darkSidePlayer, sideHistory, sidePreference } from './sides';
import type { DeckSide, PlayerId, Round, SwissMatch, TournamentState } from './types';

/** One match of a round the organizer pairs by hand (contract rev 2 "Manual pairing"). */
export interface ManualMatch {
  players: readonly PlayerId[];
  bye?: boolean;
}

/** Why a manual round is refused, with the players concerned. */
export interface ManualPairingProblem {
  code: 'unknown-player' | 'inactive-player' | 'repeated-player' | 'missing-player' | 'wrong-match-size';
  message: string;
  players: PlayerId[];
}

export type ManualRoundResult = { ok: true; round: Round } | { ok: false; problems: ManualPairingProblem[] };

/** Players a match of this profile seats: two, or 3-5 in pods (five players play one pod of 5). */
function sizeProblem(match: ManualMatch, profile: ScoringProfile, index: number): ManualPairingProblem | null {
  const n = match.players.length;
  if (match.bye === true) {
    return n === 1 ? null : problem('wrong-match-size', `match ${index + 1}: a bye holds exactly one player`, match);
  }
  if (profile.pods) {
    return n >= 3 && n <= 5
      ? null
      : problem('wrong-match-size', `match ${index + 1}: a pod seats 3 to 5 players`, match);
  }
  if (n === 2) return null;
  const hint = n === 1 ? ' (a bye must say "bye": true)' : '';
  return problem('wrong-match-size', `match ${index + 1}: a match seats exactly two players${hint}`, match);
}

function problem(code: ManualPairingProblem['code'], message: string, match: ManualMatch): ManualPairingProblem {
  return { code, message, players: [...match.players] };
}

/**
 * Round `number` with exactly the organizer's pairings: every active player exactly once, known and
 * active players only, byes explicit, tables in the given order. Matches carry what automatic pairing
 * gives them (rematch flag, swtcg `darkSide`, dbg factions by the same preferences).
 */
export function manualRound(
  state: TournamentState,
  profile: ScoringProfile,
  number: number,
  matches: readonly ManualMatch[],
): ManualRoundResult {
  const players = new Map(state.players.map((p) => [p.id, p]));
  const problems: ManualPairingProblem[] = [];
  const seen = new Set<PlayerId>();
  const repeated = new Set<PlayerId>();
  const unknown: PlayerId[] = [];
  const inactive: PlayerId[] = [];
  matches.forEach((match, i) => {
    const size = sizeProblem(match, profile, i);
    if (size) problems.push(size);
    for (const id of match.players) {
      if (seen.has(id)) repeated.add(id);
      seen.add(id);
      const player = players.get(id);
      if (player === undefined) unknown.push(id);
      else if (!isActive(player, number)) inactive.push(id);
    }
  });
  const missing = state.players.filter((p) => isActive(p, number) && !seen.has(p.id)).map((p) => p.id);
  const add = (code: ManualPairingProblem['code'], ids: PlayerId[], what: string) => {
    if (ids.length > 0) problems.push({ code, message: `${what}: ${ids.join(', ')}`, players: ids });
  };
  add('unknown-player', unknown, 'not players of this event');
  add('inactive-player', inactive, 'dropped or not yet playing in this round');
  add('repeated-player', [...repeated], 'paired more than once');
  add('missing-player', missing, 'active players left out');
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, round: buildRound(state, profile, number, matches) };
}

function buildRound(
  state: TournamentState,
  profile: ScoringProfile,
  number: number,
  matches: readonly ManualMatch[],
): Round {
  const met = meetings(state);
  const deckSides = new Map<PlayerId, DeckSide>();
  for (const p of state.players) if (p.deckSide) deckSides.set(p.id, p.deckSide);
  const history = sideHistory(state.matches);
  const random = createRandom(state.seed, `manual-round:${number}`);
  let table = 0;
  let rematches = 0;
  let byes = 0;
  const built: SwissMatch[] = matches.map((input) => {
    const players = [...input.players];
    if (input.bye === true) {
      byes += 1;
      return { round: number, table: null, players, bye: true };
    }
    const match: SwissMatch = { round: number, table: ++table, players, bye: false };
    if (players.some((a, i) => players.slice(i + 1).some((b) => (met.get(a)?.get(b) ?? 0) > 0))) {
      match.rematch = true;
      rematches += 1;
    }
    if (profile.sides === 'factions' && players.length === 2) {
      const [a, b] = players;
      match.sides = allocateSides(
        a,
        b,
        sidePreference(history.get(a) ?? []),
        sidePreference(history.get(b) ?? []),
        random,
      );
    }
    if (profile.sides === 'deck') match.darkSide = darkSidePlayer(players, deckSides);
    return match;
  });
  return {
    number,
    matches: built,
    warnings: [],
    stats: {
      method: 'manual',
      players: built.reduce((sum, m) => sum + m.players.length, 0),
      rematches,
      byes,
      preassignedByes: 0,
      scoreDistance: 0,
      scoreDistanceLowerBound: 0,
      optimal: false,
      edges: 0,
      stages: 0,
    },
  };
}
