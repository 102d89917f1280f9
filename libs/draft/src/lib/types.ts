/**
 * Types of the draft engine. Everything here is plain JSON (no classes, Maps, Dates or `undefined`
 * fields in the state), because the API stores the state as jsonb and replays commands on it.
 */

/** Games that have a draft format (contract "Games and formats": swu-draft, destiny-draft, swtcg-draft). */
export type DraftGame = 'swu' | 'destiny' | 'swtcg';

/** Seats are numbered clockwise: LEFT passes to seat i+1, RIGHT to seat i-1 (mod pod size). */
export type PassDirection = 'left' | 'right';

/** One physical card of the draft (contract "Limited play": `{ instanceId, cardId }`). */
export interface DraftCard {
  instanceId: string;
  cardId: string;
}

/** A pack as handed to `createDraft`: its cards, or its cards with an id chosen by the caller. */
export type DraftPackInput = readonly DraftCard[] | { readonly id: string; readonly cards: readonly DraftCard[] };

/** Who sits in a seat: a player, or a bot (`playerId` null). */
export interface DraftSeatInput {
  playerId: string | null;
  bot: boolean;
}

/**
 * Card facts a bot needs (rarity, aspects or colours, cost). Values are the card model's
 * (`@cantina/games`): swu rarities and aspects, destiny rarity + colour + affiliation, swtcg rarity +
 * side; see `cardInfoFromCard`.
 */
export interface BotCardInfo {
  rarity?: string;
  cost?: number | null;
  /** swu aspects; destiny `[colour, affiliation]`; swtcg `[side]`. Neutral values may be left out. */
  aspects?: readonly string[];
  /** Never drafted: moved from any pack to the pod's shared pile (swu tokens and common bases). */
  setAside?: boolean;
}

export type BotCardLookup = Readonly<Record<string, BotCardInfo>> | ((cardId: string) => BotCardInfo | undefined);

/** `off`; `casual`: a fixed clock per pick; `competitive`: the organized-play schedule (swu.md "Pick timers"). */
export type TimerMode = 'off' | 'casual' | 'competitive';

/** Timer settings as given by the organizer; missing numbers take the mode's defaults (`TIMER_DEFAULTS`). */
export interface TimerSettings {
  mode: TimerMode;
  /** casual: seconds for every pack pick. */
  pickSeconds?: number;
  /** casual: seconds for every leader pick (defaults to `pickSeconds`). */
  leaderSeconds?: number;
  /** Review time between pack rounds before the next clock starts. */
  reviewSeconds?: number;
}

/** Timer settings with every default applied, as stored in the state. */
export interface ResolvedTimer {
  mode: TimerMode;
  pickSeconds: number;
  leaderSeconds: number;
  reviewSeconds: number;
}

export interface CreateDraftInput {
  /** Id of the pod; used in pack ids and in the draft log. */
  podId: string;
  game: DraftGame;
  seats: readonly DraftSeatInput[];
  /** `packs[seat][round]`: the draft packs each seat opens in each pack round (swu: 3 x 14 cards). */
  packs: readonly (readonly DraftPackInput[])[];
  /** swu only, required there: `leaders[seat]`, the leaders taken out of that seat's packs (3). */
  leaders?: readonly DraftPackInput[];
  /** Cards set aside for the whole pod, never drafted (swu tokens and common bases). */
  sharedPile?: readonly DraftCard[];
  /** Pass direction of each pack round; default alternates starting LEFT (swu: left, right, left). */
  directions?: readonly PassDirection[];
  timer?: TimerSettings;
  /** Card facts for the bots (and for setting aside swu tokens/common bases). */
  cards?: BotCardLookup;
  /** Seed of the bots' tie-breaking; the same seed and commands always give the same draft. */
  seed: string;
}

/** Compact bot facts stored per card id: rarity rank 0-3, cost (null when none), aspects. */
export interface CardFacts {
  r: number;
  c: number | null;
  a: string[];
}

export interface DraftRound {
  /** 0 = swu leader round, then 1, 2, 3... */
  packNumber: number;
  direction: PassDirection;
  leaders: boolean;
}

export interface DraftSeat {
  playerId: string | null;
  /** A bot seat from the start (no player can take it). */
  bot: boolean;
  /** Picks are made by the bot: a bot seat, or a player's seat handed to a bot. */
  botControlled: boolean;
}

export interface DraftPack {
  id: string;
  /** Index into `rounds`. */
  round: number;
  /** Seat that opened the pack. */
  seat: number;
  /** The pack as generated; never changes. */
  cards: DraftCard[];
  /** Indexes into `cards` of the cards still in the pack, in display order. */
  left: number[];
}

/** How a pick was made: 0 by the player, 1 by a bot seat, 2 on timeout, 3 the last card of a pack. */
export type PickReason = 0 | 1 | 2 | 3;
export const PICK_REASONS = ['player', 'bot', 'timeout', 'last-card'] as const;
export type PickReasonName = (typeof PICK_REASONS)[number];

/** `[seat, pack index, card index in pack.cards, reason]`. */
export type PickRecord = [number, number, number, PickReason];

/** The whole state of a pod's draft. */
export interface DraftState {
  /** Schema version of this state. */
  v: 1;
  podId: string;
  game: DraftGame;
  seed: string;
  timer: ResolvedTimer;
  rounds: DraftRound[];
  seats: DraftSeat[];
  packs: DraftPack[];
  sharedPile: DraftCard[];
  facts: Record<string, CardFacts>;
  /** Index of the current round; `rounds.length` once the draft is done. */
  round: number;
  /** Per seat: the packs waiting, head first (indexes into `packs`). */
  queues: number[][];
  /** Per seat: picks made in the current round. */
  made: number[];
  /** Per seat: epoch ms by which the head pack must be picked; null without a clock. */
  deadlines: (number | null)[];
  /** Clocks of the current round do not run before this epoch ms (review time between packs). */
  clockAt: number;
  /**
   * Between two pack rounds with a review time: the next round's packs stay closed until `clockAt`
   * and every seat may look at its pool (swu.md "Pick timers"; "Tournaments": competitive-tier limited).
   * States stored before this field existed lack it: read as false.
   */
  reviewing: boolean;
  /** Epoch ms the pod was paused at; null when running. */
  pausedAt: number | null;
  /** Every pick in order. */
  picks: PickRecord[];
}

export type DraftCommand =
  | { type: 'pick'; seat: number; packId: string; instanceId: string }
  | { type: 'tick' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'hand-to-bot'; seat: number }
  | { type: 'take-back'; seat: number };

export type DraftEvent =
  | {
      type: 'picked';
      seat: number;
      packId: string;
      packNumber: number;
      pickNumber: number;
      instanceId: string;
      cardId: string;
      auto: boolean;
      reason: PickReasonName;
    }
  | { type: 'passed'; packId: string; from: number; to: number }
  | { type: 'round-started'; packNumber: number; direction: PassDirection; clockAt: number }
  | { type: 'review-started'; packNumber: number; until: number }
  | { type: 'finished' }
  | { type: 'deadline'; seat: number; deadline: number | null }
  | { type: 'paused'; at: number }
  | { type: 'resumed'; at: number; pausedMs: number }
  | { type: 'seat-control'; seat: number; botControlled: boolean };

/** Stable error codes; the API maps them to 409 (`invalid-input` and `unknown-command` to 400). */
export const DRAFT_ERROR_CODES = [
  'invalid-input',
  'unknown-command',
  'unknown-seat',
  'unknown-pack',
  'not-your-pack',
  'card-not-in-pack',
  'seat-is-bot',
  'bot-seat',
  'paused',
  'draft-finished',
] as const;
export type DraftErrorCode = (typeof DRAFT_ERROR_CODES)[number];

export interface DraftError {
  code: DraftErrorCode;
  message: string;
}

export type DraftResult =
  | {
      ok: true;
      state: DraftState;
      events: DraftEvent[];
      /** The command was a pick already applied: nothing changed (contract: duplicate picks are idempotent). */
      duplicate: boolean;
    }
  | { ok: false; error: DraftError };

export type DraftPhase = 'leaders' | 'packs' | 'done';

/** A player's private view: exactly the contract's `me` body (contract "Limited play"). */
export interface DraftSeatView {
  phase: DraftPhase;
  packNumber: number;
  pickNumber: number;
  passDirection: PassDirection;
  pack: { id: string; cards: DraftCard[] } | null;
  queue: number;
  pool: DraftCard[];
  deadline: string | null;
  /**
   * Competitive timers only (contract rev 2): true while a pack round runs, when `pool` is `[]`
   * because the pool may be looked at only between packs; false during the review and once done.
   */
  poolHidden?: boolean;
  /** During the review between packs: when the next packs open (iso). */
  reviewUntil?: string;
  /** Cantina: this seat's number in the pod, 0-based like the pod's seats (phones show it + 1). */
  seat?: number;
  /** Cantina: the pod is paused; no pick is taken until the organizer resumes it. */
  paused?: boolean;
  /** Cantina: a bot picks for this seat (the organizer handed it to a bot); the player may take it back. */
  botControlled?: boolean;
  /** Cantina: this seat's latest pick, when it was made for the player because their time ran out. */
  lastAutoPick?: DraftAutoPick;
}

/** A pick the engine made for a seat whose clock ran out. */
export interface DraftAutoPick {
  instanceId: string;
  cardId: string;
  packNumber: number;
  /** 1-based within that seat's pack round. */
  pickNumber: number;
}

/** What everyone in the pod (and the organizer) may see: progress, public leaders, the shared pile. */
export interface DraftPublicView {
  podId: string;
  game: DraftGame;
  phase: DraftPhase;
  packNumber: number;
  passDirection: PassDirection;
  paused: boolean;
  seats: {
    seat: number;
    playerId: string | null;
    bot: boolean;
    botControlled: boolean;
    pickNumber: number;
    /** Cards drafted so far. */
    picks: number;
    /** Packs the seat holds: the one it picks from and those waiting behind it. */
    packs: number;
    deadline: string | null;
  }[];
  /** swu: the leaders each seat has drafted so far (public, swu rules "Draft" step 1); [] otherwise. */
  leaders: { seat: number; cards: DraftCard[] }[];
  sharedPile: DraftCard[];
}

/** The contract's draft log (`GET .../draft-log`) for one pod. */
export interface DraftLog {
  packs: { id: string; podId: string; seat: number; packNumber: number; cards: DraftCard[] }[];
  picks: {
    podId: string;
    seat: number;
    packNumber: number;
    pickNumber: number;
    packId: string;
    instanceId: string;
    cardId: string;
    auto: boolean;
  }[];
}
