import type { Problem } from './problem';
import type { PlayerView, PublicEventView } from './events';

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

/** Server -> client events. `me`, `pairings` and `timer` arrive with later features. */
export interface EventsServerToClient {
  event: (view: PublicEventView) => void;
  identity: (identity: SocketIdentity) => void;
  me: (me: PlayerView) => void;
  pairings: (pairings: unknown) => void;
  timer: (timer: { deadline: string | null }) => void;
  /** Organizer only: a draft pod's public progress (seats, packs waiting, paused). */
  pod: (pod: unknown) => void;
  problem: (problem: Problem) => void;
}

/** Client -> server events. */
export interface EventsClientToServer {
  pick: (command: PickCommand, ack: (result: PickAck) => void) => void;
}
