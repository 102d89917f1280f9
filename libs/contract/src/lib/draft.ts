import type { CardInstance } from './events';

/**
 * Draft pods and the draft log (contract "Limited play"). The shapes are the draft engine's
 * (`@cantina/draft` `publicView`, `draftLog`), written out here so the web needs no domain types;
 * `draft.spec.ts` checks the engine's values still fit them.
 */

/** Games with a draft format (swu-draft, destiny-draft, swtcg-draft). */
export type DraftGame = 'swu' | 'destiny' | 'swtcg';
export type DraftPhase = 'leaders' | 'packs' | 'done';
/** Seats are numbered clockwise: left passes to seat i+1, right to seat i-1. */
export type PassDirection = 'left' | 'right';

/** `POST /api/v1/events/{id}/pods` and, before the start, `GET .../pods`: who sits where. */
export interface PodSeatsView {
  id: string;
  seats: { seat: number; playerId: string | null; bot: boolean }[];
}

/** One seat's progress as the whole pod may see it: counts, never cards. */
export interface DraftSeatProgress {
  seat: number;
  playerId: string | null;
  bot: boolean;
  /** Picks are made by a bot: a bot seat, or a player's seat handed to a bot. */
  botControlled: boolean;
  pickNumber: number;
  /** Cards drafted so far. */
  picks: number;
  /** Packs the seat holds: the one it picks from and those waiting behind it. */
  packs: number;
  deadline: string | null;
}

/** swu: the leaders a seat has drafted so far (public, swu rules "Draft" step 1). */
export interface SeatLeaders {
  seat: number;
  cards: CardInstance[];
}

/** What everyone in the pod (and the organizer) may see: progress, public leaders, the shared pile. */
export interface DraftPublicView {
  podId: string;
  game: DraftGame;
  phase: DraftPhase;
  packNumber: number;
  passDirection: PassDirection;
  paused: boolean;
  seats: DraftSeatProgress[];
  /** [] outside swu. */
  leaders: SeatLeaders[];
  sharedPile: CardInstance[];
}

/** A started pod as the organizer sees it (`GET .../pods`, pod controls, socket `pod`). */
export type PodProgressView = DraftPublicView & { id: string };

/** An entry of `GET /api/v1/events/{id}/pods` (organizer): seated, or started. */
export type PodView = PodSeatsView | PodProgressView;

/** A pack as generated (leader packs included). */
export interface DraftLogPack {
  id: string;
  podId: string;
  seat: number;
  packNumber: number;
  cards: CardInstance[];
}

export interface DraftLogPick {
  podId: string;
  seat: number;
  packNumber: number;
  /** 1-based within that seat's pack round. */
  pickNumber: number;
  packId: string;
  instanceId: string;
  cardId: string;
  /** Made for the player: a bot seat, a timeout, or the last card of a pack. */
  auto: boolean;
}

/** `GET /api/v1/events/{id}/draft-log`: every pack as generated and every pick in order. */
export interface DraftLog {
  packs: DraftLogPack[];
  picks: DraftLogPick[];
}

/** Socket `pickTimer` (Cantina addition): the player's pick deadline, to that player only. */
export interface PickTimerPush {
  deadline: string | null;
}
