import { findFormat, type GameId } from '@cantina/games';

/** Tiebreakers after the primary score, in the MTR sense (anchors/tournament.md §3.2). */
export type Tiebreaker = 'omw' | 'gw' | 'ogw';

export type ProfileId = 'swu' | 'mtr' | 'destiny' | 'swtcg' | 'dbg' | 'pods';

/**
 * How a game scores matches and orders standings. Plain data, so it can be stored with an event and
 * versioned (tiebreak rules change between tournament-rule versions).
 */
export interface ScoringProfile {
  id: ProfileId;
  name: string;
  /** The scoring rules' version (see `SCORING_VERSION`): an event keeps the version it was created with. */
  version: ScoringVersion;
  /** First ordering key: MTR match points, or match wins (swu before scoring version 2). */
  primary: 'matchWins' | 'matchPoints';
  tiebreakers: readonly Tiebreaker[];
  /** Match points behind the percentages (3/1/0 everywhere). */
  points: { win: number; draw: number; loss: number };
  /** Games in a match (bo1 = 1, bo3 = 3; dbg two-game matches = 2). */
  bestOf: number;
  /** Game wins that end the match (2 in bo3; 2 in a two-game match means 2-0). */
  gamesToWin: number;
  /** A match may end drawn (equal game wins, or an intentional draw). */
  matchDraws: boolean;
  /** A single game may end drawn (false for Destiny and the Deckbuilding Game: a game always has a winner). */
  gameDraws: boolean;
  /** A match may be scored as a loss for both players (swu). */
  doubleLoss: boolean;
  /**
   * Who may enter a double loss: `organizer` when it is a penalty (swu since March 2025), `players`
   * when it was the only way to report a match without a winner (swu, scoring version 1).
   */
  doubleLossBy: 'players' | 'organizer';
  /** Floor on every percentage (1/3). */
  floor: { num: number; den: number };
  /** Game record credited for a bye (2-0); an assigned or missed-round loss counts 0-2 likewise. */
  byeGameWins: number;
  /** dbg: the organizer assigns Empire/Rebel; swtcg: the deck's side decides who is Dark Side. */
  sides: 'none' | 'factions' | 'deck';
  /** Multiplayer pods of 3-4 (one pod of 5 for five players) scored by placement. */
  pods: boolean;
  /**
   * Placement points by pod size, first place first. The default scale gives 6 to the winner and 0 to
   * the last player, evenly spaced, so pods of 3 and 4 are worth the same on average (3 points); a pod
   * of 5 gives 6, 4, 3, 2, 0 (whole points, the same average).
   */
  podPoints: Record<number, readonly number[]>;
}

/**
 * Versions of the scoring rules. 1: swu orders by match wins and a match without a winner is a double
 * loss (Cantina before issue 11); 2: every game orders by match points, swu takes drawn matches and
 * intentional draws (SWU Tournament Regulations since March 2025, contract rev 2). The other games
 * score the same in both.
 */
export type ScoringVersion = 1 | 2;
export const SCORING_VERSION: ScoringVersion = 2;
/** The version of events stored without one (created before versions existed). */
export const LEGACY_SCORING_VERSION: ScoringVersion = 1;

const FLOOR = { num: 1, den: 3 };
const POINTS = { win: 3, draw: 1, loss: 0 };
const POD_POINTS: Record<number, readonly number[]> = {
  1: [6],
  2: [6, 0],
  3: [6, 3, 0],
  4: [6, 4, 2, 0],
  // Five players play one pod of 5 (contract rev 2): whole points, still 3 on average.
  5: [6, 4, 3, 2, 0],
};

const base = {
  version: SCORING_VERSION,
  doubleLossBy: 'organizer' as const,
  tiebreakers: ['omw', 'gw', 'ogw'] as const,
  points: POINTS,
  floor: FLOOR,
  byeGameWins: 2,
  pods: false,
  podPoints: POD_POINTS,
};

/** The built-in profiles. Use `profileFor` to get one adjusted to an event's settings. */
export const PROFILES: Readonly<Record<ProfileId, ScoringProfile>> = {
  swu: {
    ...base,
    id: 'swu',
    name: 'Star Wars: Unlimited (3/1/0 match points, OMW, GW, OGW; draws and intentional draws; double loss a penalty)',
    primary: 'matchPoints',
    bestOf: 3,
    gamesToWin: 2,
    matchDraws: true,
    gameDraws: true,
    doubleLoss: true,
    sides: 'none',
  },
  mtr: {
    ...base,
    id: 'mtr',
    name: 'Generic MTR (3/1/0 match points, draws and intentional draws allowed)',
    primary: 'matchPoints',
    bestOf: 3,
    gamesToWin: 2,
    matchDraws: true,
    gameDraws: true,
    doubleLoss: false,
    sides: 'none',
  },
  destiny: {
    ...base,
    id: 'destiny',
    name: 'Star Wars: Destiny (best of 1, 3/0 match points; the game has no draws)',
    primary: 'matchPoints',
    bestOf: 1,
    gamesToWin: 1,
    matchDraws: false,
    gameDraws: false,
    doubleLoss: false,
    sides: 'none',
  },
  swtcg: {
    ...base,
    id: 'swtcg',
    name: 'Star Wars TCG (DCI: 3/1/0, best of 3, draws allowed; Dark Side shown)',
    primary: 'matchPoints',
    bestOf: 3,
    gamesToWin: 2,
    matchDraws: true,
    gameDraws: true,
    doubleLoss: false,
    sides: 'deck',
  },
  dbg: {
    ...base,
    id: 'dbg',
    name: 'Star Wars: The Deckbuilding Game (one game per round, factions balanced)',
    primary: 'matchPoints',
    bestOf: 1,
    gamesToWin: 1,
    matchDraws: false,
    gameDraws: false,
    doubleLoss: false,
    sides: 'factions',
  },
  pods: {
    ...base,
    id: 'pods',
    name: 'Multiplayer pods (Twin Suns, Destiny free-for-all): placement points',
    primary: 'matchPoints',
    bestOf: 1,
    gamesToWin: 1,
    matchDraws: false,
    gameDraws: false,
    doubleLoss: false,
    sides: 'none',
    pods: true,
  },
};

/**
 * swu as Cantina scored it before scoring version 2 (and as older organizer material says): match
 * wins first, a match without a winner is a double loss that the players report. Kept so events
 * created then keep their standings.
 */
export const SWU_MATCH_WINS_PROFILE: ScoringProfile = {
  ...PROFILES.swu,
  version: 1,
  name: 'Star Wars: Unlimited, scoring version 1 (match wins, OMW, GW, OGW; no draws: double loss)',
  primary: 'matchWins',
  matchDraws: false,
  doubleLossBy: 'players',
};

/**
 * The first ordering key of the standings, and the score a pairing groups players by: match wins
 * (wins + byes) for swu scoring version 1; MTR match points (pods: placement points) otherwise.
 */
export function primaryScore(
  profile: Pick<ScoringProfile, 'primary'>,
  record: { matchWins: number; matchPoints: number },
): number {
  return profile.primary === 'matchWins' ? record.matchWins : record.matchPoints;
}

export interface ProfileSettings {
  /** Contract `matchFormat`: best of 1 or best of 3. */
  matchFormat?: 'bo1' | 'bo3';
  /** dbg: two games per match with factions swapped (1-1 is a draw). */
  twoGameMatches?: boolean;
  /** Pods instead of pairs (destiny free-for-all; implied by multiplayer formats such as Twin Suns). */
  multiplayer?: boolean;
  /** Scoring rules' version the event runs with (default: the current `SCORING_VERSION`). */
  version?: ScoringVersion;
}

/** The built-in profile of a game under a scoring version. */
export function baseProfile(game: GameId, version: ScoringVersion = SCORING_VERSION): ScoringProfile {
  return game === 'swu' && version === 1 ? SWU_MATCH_WINS_PROFILE : PROFILES[game];
}

/**
 * The scoring profile of a game and format, adjusted to the event's settings. Without a `matchFormat`
 * the profile's own match length holds: best of 3 for swu and swtcg, best of 1 for destiny and dbg.
 */
export function profileFor(game: GameId, formatId?: string, settings: ProfileSettings = {}): ScoringProfile {
  const format = formatId === undefined ? undefined : findFormat(game, formatId);
  if (settings.multiplayer || format?.multiplayer) return PROFILES.pods;
  let profile: ScoringProfile = { ...baseProfile(game, settings.version) };
  if (settings.matchFormat === 'bo1') profile = { ...profile, bestOf: 1, gamesToWin: 1 };
  if (settings.matchFormat === 'bo3') profile = { ...profile, bestOf: 3, gamesToWin: 2 };
  if (game === 'dbg' && settings.twoGameMatches) {
    profile = { ...profile, bestOf: 2, gamesToWin: 2, matchDraws: true };
  }
  return profile;
}
