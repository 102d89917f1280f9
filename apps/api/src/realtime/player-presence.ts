import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { PresencePush, SocketIdentity } from '@cantina/contract';
import { PushCoalescer } from './push-coalescer';

/** Presence pushes (a scan of the event's sockets on every node) go out at most this often per event. */
const PRESENCE_PUSH_WINDOW_MS = 300;

/** What presence needs of the namespace: the event's sockets on every node, and a way to the organizer. */
export interface PresenceRooms {
  /** The identities of the sockets in the event's room, on every node (socket.io `fetchSockets`). */
  identitiesIn(eventId: string): Promise<SocketIdentity[]>;
  toOrganizers(eventId: string, presence: PresencePush): void;
}

/** The distinct players among `identities`, sorted (organizer sockets are not players). */
export function connectedPlayers(identities: readonly (SocketIdentity | undefined)[]): string[] {
  const ids = new Set<string>();
  for (const identity of identities) if (identity?.role === 'player') ids.add(identity.playerId);
  return [...ids].sort();
}

/**
 * Which players have a phone connected now, for the organizer's draft dashboard. Computed from the
 * sockets themselves (`fetchSockets` over the adapter, so a phone on another node counts, and a node that
 * dies takes its sockets with it) instead of a counter that two nodes would have to share. A player
 * socket that connects or leaves schedules one recount per event and window; an organizer that connects
 * gets the current list at once.
 */
@Injectable()
export class PlayerPresence implements OnModuleDestroy {
  private readonly logger = new Logger('PlayerPresence');
  private rooms: PresenceRooms | null = null;
  private readonly pushes = new PushCoalescer(PRESENCE_PUSH_WINDOW_MS, (eventId) => this.push(eventId));

  /** Set by the gateway once its namespace exists. */
  attach(rooms: PresenceRooms): void {
    this.rooms = rooms;
  }

  /** A player socket of the event connected or went away. */
  changed(eventId: string): void {
    this.pushes.schedule(eventId);
  }

  /** The current list, for an organizer socket that just connected. */
  async snapshot(eventId: string): Promise<PresencePush> {
    if (!this.rooms) return { connected: [] };
    return { connected: connectedPlayers(await this.rooms.identitiesIn(eventId)) };
  }

  onModuleDestroy(): void {
    this.pushes.clear();
  }

  private async push(eventId: string): Promise<void> {
    try {
      this.rooms?.toOrganizers(eventId, await this.snapshot(eventId));
    } catch (error) {
      // A node that stopped answering (fetchSockets timed out): the next change counts again.
      this.logger.warn(`no presence for event ${eventId}: ${String(error)}`);
    }
  }
}
