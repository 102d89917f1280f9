import type { Problem } from './problem';
import type { PickTimerPush, PodProgressView } from './draft';
import type { PlayerView, PublicEventView } from './events';
import type { MatchPush, RoundTimerView, RoundView, StandingsSignal } from './tournament';

/** Socket.IO namespace of the live event feed (contract: "Socket.IO"). */
export const EVENTS_NAMESPACE = '/events';

/** Sent as the handshake `auth` of the `/events` namespace. */
export interface EventsSocketAuth {
  token: string;
}

/** Who a socket speaks for once its token is resolved. */
export type SocketIdentity =
  | { role: 'organizer'; eventId: string }
  | { role: 'player'; eventId: string; playerId: string };

export interface PickCommand {
  packId: string;
  instanceId: string;
}

export type PickAck = { ok: true; me: PlayerView } | { ok: false; error: Problem };

/** Socket `roundTimer` (Cantina addition): a round's clock after the organizer changed it, to the whole event. */
export type RoundTimerPush = RoundTimerView & { round: number };

/**
 * The contract's `timer` frame, still sent for other tools: `{ deadline }` to a player for their pick
 * clock, or a `RoundTimerPush` to the whole event. Cantina's app listens to `pickTimer`/`roundTimer`.
 */
export type TimerFrame = { deadline: string | null } & Partial<RoundTimerPush>;

/** Server -> client events (contract "Limited play": `me`, `event`, `pairings`, `timer`; the rest Cantina's). */
export interface EventsServerToClient {
  event: (view: PublicEventView) => void;
  identity: (identity: SocketIdentity) => void;
  me: (me: PlayerView) => void;
  /** A round was paired (to the whole event); results come with `GET .../rounds/{number}`. */
  pairings: (round: RoundView) => void;
  /** A match's result changed (report, confirmation, dispute, organizer entry), to the whole event. */
  match: (push: MatchPush) => void;
  /** The standings changed (a round completed, a completed round corrected, a top-cut result). */
  standings: (signal: StandingsSignal) => void;
  timer: (timer: TimerFrame) => void;
  pickTimer: (timer: PickTimerPush) => void;
  roundTimer: (timer: RoundTimerPush) => void;
  /** Organizer only: a draft pod's public progress (seats, packs waiting, paused). */
  pod: (pod: PodProgressView) => void;
  /** Organizer only (Cantina addition): which players have a live socket now; on connect and on every change. */
  presence: (presence: PresencePush) => void;
}

/** Socket `presence` (Cantina addition): the ids of the event's players connected right now, on any node. */
export interface PresencePush {
  connected: string[];
}

/** Client -> server events. */
export interface EventsClientToServer {
  pick: (command: PickCommand, ack: (result: PickAck) => void) => void;
  /** Cantina addition: answered at once, so a client notices a dead connection in seconds, not at ping timeout. */
  heartbeat: (ack: () => void) => void;
}
