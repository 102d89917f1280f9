import type { FormatKind, GameId } from '@cantina/games';

/** Contract: "Games and formats". */
export interface FormatView {
  id: string;
  name: string;
  kind: FormatKind;
  multiplayer: boolean;
  deckless: boolean;
}
export interface GameView {
  id: GameId;
  name: string;
  formats: FormatView[];
}

export const EVENT_STATUSES = ['registration', 'drafting', 'deckbuilding', 'playing', 'top-cut', 'finished'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const PICK_TIMERS = ['off', 'casual', 'competitive'] as const;
export type PickTimer = (typeof PICK_TIMERS)[number];
export const MATCH_FORMATS = ['bo1', 'bo3'] as const;
export type MatchFormat = (typeof MATCH_FORMATS)[number];
export const DECKLIST_POLICIES = ['required', 'optional', 'none'] as const;
export type DecklistPolicy = (typeof DECKLIST_POLICIES)[number];
export const TOP_CUT_SIZES = [0, 4, 8, 16] as const;
export type TopCutSize = (typeof TOP_CUT_SIZES)[number];

export interface EventSettings {
  podSize?: number;
  bots?: boolean;
  pickTimer?: PickTimer;
  /** Cantina addition: seconds per pick with the casual pick timer (default 90, 10-600). */
  pickSeconds?: number;
  rounds?: number;
  matchFormat?: MatchFormat;
  decklists?: DecklistPolicy;
  topCut?: TopCutSize;
  /** Cantina addition: boosters per player in sealed (swu 6, destiny 8, swtcg 5) and draft (3) events. */
  packsPerPlayer?: number;
  /** Cantina addition: Swiss round length in minutes (default 50; SWU rules "Tournaments"). */
  roundMinutes?: number;
  /** Cantina addition: most players the event takes (default 1,024); one more is `409 too-many-players`. */
  maxPlayers?: number;
  /**
   * Contract rev 2: the day the event is played (`YYYY-MM-DD`, default the day it is created); decks
   * are registered against the format's legality on that day. Also accepted as the top-level `date`.
   */
  date?: string;
}

/** `POST /api/v1/events` body. */
export interface CreateEventRequest {
  name: string;
  game: GameId;
  format: string;
  set?: string;
  seed?: string;
  /** Contract rev 2: the day the event is played (`YYYY-MM-DD`); default: the day it is created. */
  date?: string;
  settings?: EventSettings;
}

export interface PublicPlayer {
  id: string;
  name: string;
  dropped: boolean;
  /** Cantina addition: a valid deck is registered (always sent by the API). */
  deckRegistered?: boolean;
}

/** `GET /api/v1/events/{id}`: what anyone may see. */
export interface PublicEventView {
  id: string;
  name: string;
  game: GameId;
  format: string;
  set: string | null;
  status: EventStatus;
  players: PublicPlayer[];
  rounds: number;
  createdAt: string;
  /** Cantina addition: best of 1 or 3, so players' result buttons match the event. */
  matchFormat?: MatchFormat;
  /** Cantina addition: players may join with the join code (the organizer can close and reopen it). */
  registrationOpen?: boolean;
  /** Contract rev 2: the day the event is played (`YYYY-MM-DD`); decks are checked as of that day. */
  date?: string;
}

/**
 * `PATCH /api/v1/events/{id}` body (Cantina addition, organizer, until the event starts): the fields
 * given replace the stored ones, checked by the same rules as create; `set: null` clears the set.
 */
export interface UpdateEventRequest {
  name?: string;
  set?: string | null;
  date?: string;
  settings?: EventSettings;
}

/** `201` of `POST /api/v1/events`; the organizer token is shown this once only. */
export interface CreatedEvent extends PublicEventView {
  joinCode: string;
  organizerToken: string;
  settings: Required<EventSettings>;
}

/** `200` of `POST /api/v1/events/{id}/start` (organizer): the status the event moved to. */
export interface EventStarted {
  status: EventStatus;
}

/** `POST /api/v1/events/{id}/players` body. */
export interface JoinEventRequest {
  name: string;
  joinCode?: string;
}

/** `201` of a join; the player token is shown this once only. */
export interface JoinedPlayer {
  id: string;
  name: string;
  token: string;
  eventId: string;
}

/** `200` of `POST /api/v1/events/{id}/organizer-token` (Cantina addition): the old token stops working. */
export interface RotatedOrganizerToken {
  organizerToken: string;
}

/** Extra, organizer-only view (not in the public contract): join code and settings. */
export interface OrganizerEventView extends PublicEventView {
  joinCode: string;
  settings: Required<EventSettings>;
}

/** `GET /api/v1/events/by-code/{joinCode}` (Cantina addition): find an event to join from its code. */
export interface EventLookup {
  id: string;
  name: string;
  game: GameId;
  format: string;
  status: EventStatus;
}

export const NAME_MAX_LENGTH = 100;
export const ID_MAX_LENGTH = 64;

export interface CardInstance {
  instanceId: string;
  cardId: string;
}

/** A sealed pack as opened (Cantina addition to `me`, for the reveal). */
export interface OpenedPack {
  index: number;
  cards: (CardInstance & { foil: boolean; slot: string })[];
}

/** `GET /api/v1/events/{id}/me` and the socket `me` event: what one player may see (contract "Limited play"). */
export interface PlayerView {
  phase: 'leaders' | 'packs' | 'done';
  packNumber: number;
  pickNumber: number;
  passDirection: 'left' | 'right';
  pack: { id: string; cards: CardInstance[] } | null;
  queue: number;
  pool: CardInstance[];
  deadline: string | null;
  /**
   * (rev 2) `pickTimer: "competitive"`: true during a pack round, when `pool` is `[]` (the pool may be
   * looked at only between packs); false during the review between packs and once the draft is done.
   */
  poolHidden?: boolean;
  /** Cantina addition: during the review between packs, when the next packs open (iso). */
  reviewUntil?: string;
  /** Sealed: the opened packs in order. */
  packs?: OpenedPack[];
  /** swu drafts: the leaders each seat has drafted so far (public, SWU rules "Draft" step 1). */
  leaders?: { seat: number; cards: CardInstance[] }[];
  /** Cantina addition (draft): this player's seat in the pod, 0-based like the pods' seats (shown + 1). */
  seat?: number;
  /** Cantina addition (draft): the pod is paused; no pick is taken until the organizer resumes it. */
  paused?: boolean;
  /** Cantina addition (draft): a bot picks for this seat; `POST .../take-back` gives it back to the player. */
  botControlled?: boolean;
  /** Cantina addition (draft): the seat's latest pick, when it was made for the player as their time ran out. */
  lastAutoPick?: AutoPickView;
}

/** A pick made for a player whose pick clock ran out (Cantina addition to `me`). */
export interface AutoPickView {
  instanceId: string;
  cardId: string;
  packNumber: number;
  /** 1-based within that seat's pack round. */
  pickNumber: number;
}
