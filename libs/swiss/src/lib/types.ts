/**
 * Serialisable data that goes in and out of the Swiss engine. Everything here is plain JSON (no
 * classes, no bigint, no Date), so pairing can run in a worker thread and the API can store it as is.
 */

export type PlayerId = string;

/** dbg factions. Empire always takes the first turn. */
export type Faction = 'empire' | 'rebel';

/**
 * swtcg deck side. "Dark over Vong over Light" (SWTCG rulebook (es) l.416, primary rule 2): the Dark
 * Side acts first in everything, the Light Side last, a Yuuzhan Vong deck between them.
 */
export type DeckSide = 'light' | 'dark' | 'vong';

export interface DraftSeat {
  /** Pod id from the draft. */
  pod: string;
  /** Seat index in the pod (seat i's left neighbour is seat i+1). */
  seat: number;
}

export interface SwissPlayer {
  id: PlayerId;
  /**
   * Last round the player took part in before dropping. A drop takes effect from the next round on:
   * `droppedAfterRound: 3` means paired in rounds 1-3 and never again. 0 = dropped before round 1.
   * Dropped players stay in the standings (flagged) and still count as opponents.
   */
  droppedAfterRound?: number;
  /**
   * First round the player can be paired in (late entry, default 1). The rounds before it count as
   * losses when the event's `missedRounds` setting is `loss` (the default).
   */
  firstRound?: number;
  /** Rounds in which the player has a pre-assigned bye (earned byes, e.g. a store champion). */
  byeRounds?: number[];
  /** Table the player must sit at (accessibility, "static table"). */
  fixedTable?: number;
  /** Draft seat, used to pair round 1 across the table. */
  draftSeat?: DraftSeat;
  /** swtcg: side of the registered deck. */
  deckSide?: DeckSide;
}

/** One place of a pod's result: a player, or the players tied for it. */
export type Placement = PlayerId | PlayerId[];

/** Result of a two-player match, as the contract's result body. */
export interface MatchResult {
  /** Games won by each player (players missing from the map won 0). Pods send placements instead. */
  wins?: Record<PlayerId, number>;
  /** Drawn games (an intentional draw is 0-0-3 in MTR terms). */
  draws?: number;
  /** swu: the match ended with no winner; a loss for both players. */
  outcome?: 'double-loss';
  /**
   * Pods: players from first to last place; an inner array is a tie, `[a, [b, c], d]` (contract rev 2):
   * tied players share the place and the next place counts after them.
   */
  placements?: Placement[];
  /** dbg: faction played by each player in each game, in order (for two-game matches). */
  gameSides?: Record<PlayerId, Faction>[];
}

export interface SwissMatch {
  /** Opaque id, passed through (the API assigns one). */
  id?: string;
  round: number;
  /** Table number; null for byes and assigned losses. */
  table: number | null;
  /** Two players, 3-4 for pods, one for a bye or an assigned loss. */
  players: PlayerId[];
  /** A bye (pairing-allocated or pre-assigned): a match win, 2-0 in games. */
  bye: boolean;
  /** The bye was pre-assigned by the organizer (does not count against the one-bye-per-round rule). */
  preassigned?: boolean;
  /** An assigned loss with no opponent (e.g. a penalty). */
  loss?: boolean;
  /** dbg: faction of each player. */
  sides?: Record<PlayerId, Faction>;
  /**
   * swtcg: the player who acts first (contract `darkSide`): the Dark Side deck, or the Yuuzhan Vong deck
   * against a Light Side deck; null when no single player does.
   */
  darkSide?: PlayerId | null;
  /** The pairing could not avoid this rematch. */
  rematch?: boolean;
  /** Missing until reported and confirmed. Byes and assigned losses need none. */
  result?: MatchResult;
}

export interface TournamentSettings {
  /** How rounds missed by a late entry count: `loss` (default) or `none` (not counted at all). */
  missedRounds?: 'loss' | 'none';
}

export interface TournamentState {
  /** Event seed: every random choice derives from it. */
  seed: string;
  players: SwissPlayer[];
  /** Every match of every Swiss round paired so far. */
  matches: SwissMatch[];
  settings?: TournamentSettings;
}

export interface PairingWarning {
  code:
    | 'forced-rematch'
    | 'second-bye'
    | 'fixed-table-conflict'
    | 'side-repeat'
    | 'odd-pod'
    | 'fast-path'
    | 'no-players';
  message: string;
  players?: PlayerId[];
}

export interface PairingStats {
  /**
   * `exact`: minimum-cost matching over the complete graph; `certified`: matching over a sparse
   * candidate graph that provably equals the complete-graph optimum (rematch-free, bye to the lowest
   * eligible player, score distance at its lower bound, no faction conflict; or its LP duals cover
   * every pair outside the graph); `fast`: big field,
   * sparse candidate graph, optimality not proven (still rematch-free whenever the band allows);
   * `draft-seats`: round 1 across the draft table; `pods`: multiplayer pods; `manual`: the organizer's
   * own pairings (contract rev 2).
   */
  method: 'exact' | 'certified' | 'fast' | 'draft-seats' | 'pods' | 'manual';
  /** Players paired (without pre-assigned byes). */
  players: number;
  rematches: number;
  /** Pairing-allocated byes (0 or 1). */
  byes: number;
  preassignedByes: number;
  /** Sum of squared score differences over the pairs (0 = everyone paired inside the score group). */
  scoreDistance: number;
  /** Least score distance of any pairing with this bye when rematches are ignored. */
  scoreDistanceLowerBound: number;
  /** The pairing is the lexicographic optimum over the complete graph (every method but `fast`). */
  optimal: boolean;
  /** Graph edges given to the matcher and matcher stages, for diagnostics. */
  edges: number;
  stages: number;
}

export interface Round {
  number: number;
  matches: SwissMatch[];
  warnings: PairingWarning[];
  stats: PairingStats;
}
