import { Injectable, inject } from '@angular/core';
import type {
  PickAck,
  PickCommand,
  PickTimerPush,
  PlayerView,
  PodProgressView,
  PublicEventView,
} from '@cantina/contract';
import { Observable, switchMap } from 'rxjs';
import { ApiError } from '../api/api-error';
import { EVENTS_SOCKET_FACTORY, EventsSocketClient } from './events-socket-factory';
import { type ConnectionState, connectionState, listen, sharedSocket } from './socket-streams';

/** How long a pick waits for the server's ack before the page says it was not confirmed. */
export const PICK_ACK_TIMEOUT_MS = 10_000;

export type { ConnectionState } from './socket-streams';

/** One live feed. The socket opens on first subscription and closes when nobody listens. */
export interface EventsConnection {
  readonly event$: Observable<PublicEventView>;
  /** The player's private view (player tokens only): sent on connect and whenever it changes. */
  readonly me$: Observable<PlayerView>;
  readonly state$: Observable<ConnectionState>;
  /** The player's pick deadline, when it changes (null: no clock). */
  readonly pickTimer$: Observable<PickTimerPush>;
  /** Organizer only: a started pod's progress, whenever it changes. */
  readonly pod$: Observable<PodProgressView>;
  /**
   * Sends a pick on the open socket and resolves with the server's ack. Rejects with an `ApiError`
   * `network-error` when no socket is open or no ack came within `timeoutMs` (the pick may still have
   * been applied: the next `me` tells).
   */
  pick(command: PickCommand, timeoutMs?: number): Promise<PickAck>;
}

/**
 * The `/events` Socket.IO feed: the public event view, pushed on connect and on every change, and
 * for a player their private view (`me`).
 */
@Injectable({ providedIn: 'root' })
export class EventsSocket {
  private readonly factory = inject(EVENTS_SOCKET_FACTORY);

  connect(token: string): EventsConnection {
    let open: EventsSocketClient | null = null;
    const socket$ = sharedSocket(
      () => {
        open = this.factory({ token });
        return open;
      },
      (socket) => {
        if (open === socket) open = null;
      },
    );

    return {
      event$: socket$.pipe(switchMap((socket) => listen(socket, 'event'))),
      me$: socket$.pipe(switchMap((socket) => listen(socket, 'me'))),
      state$: socket$.pipe(switchMap(connectionState)),
      pickTimer$: socket$.pipe(switchMap((socket) => listen(socket, 'pickTimer'))),
      pod$: socket$.pipe(switchMap((socket) => listen(socket, 'pod'))),
      pick: (command, timeoutMs = PICK_ACK_TIMEOUT_MS) => sendPick(open, command, timeoutMs),
    };
  }
}

/** socket.io buffers an emit made while reconnecting and sends it once connected; the ack still arrives. */
function sendPick(socket: EventsSocketClient | null, command: PickCommand, timeoutMs: number): Promise<PickAck> {
  return new Promise<PickAck>((resolve, reject) => {
    if (!socket) {
      reject(new ApiError(0, 'network-error'));
      return;
    }
    const timer = setTimeout(() => reject(new ApiError(0, 'network-error')), timeoutMs);
    socket.emit('pick', { packId: command.packId, instanceId: command.instanceId }, (ack: PickAck) => {
      clearTimeout(timer);
      resolve(ack);
    });
  });
}
