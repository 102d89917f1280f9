import { Injectable, inject } from '@angular/core';
import type {
  PickAck,
  PickCommand,
  PickTimerPush,
  PlayerView,
  PodProgressView,
  PresencePush,
  PublicEventView,
} from '@cantina/contract';
import { EMPTY, Observable, ReplaySubject, combineLatest, distinctUntilChanged, map, of, switchMap } from 'rxjs';
import { ApiError } from '../api/api-error';
import { EVENTS_SOCKET_FACTORY, EventsSocketClient } from './events-socket-factory';
import { LIVENESS_TIMES, NETWORK_STATUS, SocketLiveness } from './socket-liveness';
import { type ConnectionState, connectionState, listen, sharedSocket } from './socket-streams';

/** How long a pick waits for the server's ack, connected, before the page says it was not confirmed. */
export const PICK_ACK_TIMEOUT_MS = 10_000;
/** However the connection comes and goes, a pick is given up after this long. */
export const PICK_GIVE_UP_MS = 60_000;

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
   * Organizer only: the players connected now, on connect and on every change; the latest one is
   * replayed to a late subscriber (the dashboard appears once the draft starts, after the greeting).
   */
  readonly presence$: Observable<PresencePush>;
  /**
   * Sends a pick on the open socket and resolves with the server's ack. A connection lost before the
   * ack sends the same pick again once it is back (the server applies a repeated pick once). Rejects
   * with an `ApiError` `network-error` when no socket is open, or no ack came within `timeoutMs` of
   * connected time or `PICK_GIVE_UP_MS` in all (the pick may still have been applied: the next `me` tells).
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
  private readonly network = inject(NETWORK_STATUS);
  private readonly times = inject(LIVENESS_TIMES);

  connect(token: string): EventsConnection {
    let open: EventsSocketClient | null = null;
    let liveness: SocketLiveness | null = null;
    let presence: ReplaySubject<PresencePush> | null = null;
    const socket$ = sharedSocket(
      () => {
        const socket = this.factory({ token });
        open = socket;
        liveness = new SocketLiveness(socket, this.network, this.times, () => socket.io?.engine?.close());
        const latest = new ReplaySubject<PresencePush>(1);
        presence = latest;
        socket.on('presence', (push) => latest.next(push));
        return socket;
      },
      (socket) => {
        if (open !== socket) return;
        liveness?.dispose();
        presence?.complete();
        open = null;
        liveness = null;
        presence = null;
      },
    );
    // Opened synchronously with its socket, so each socket$ value finds its own watcher here.
    const down$ = () => liveness?.down$ ?? of(false);

    return {
      event$: socket$.pipe(switchMap((socket) => listen(socket, 'event'))),
      me$: socket$.pipe(switchMap((socket) => listen(socket, 'me'))),
      state$: socket$.pipe(
        switchMap((socket) =>
          combineLatest([connectionState(socket), down$()]).pipe(
            map(([state, down]): ConnectionState => (down && state !== 'connecting' ? 'reconnecting' : state)),
          ),
        ),
        distinctUntilChanged(),
      ),
      pickTimer$: socket$.pipe(switchMap((socket) => listen(socket, 'pickTimer'))),
      pod$: socket$.pipe(switchMap((socket) => listen(socket, 'pod'))),
      presence$: socket$.pipe(switchMap(() => presence ?? EMPTY)),
      pick: (command, timeoutMs = PICK_ACK_TIMEOUT_MS) => {
        liveness?.probe();
        return sendPick(open, command, timeoutMs);
      },
    };
  }
}

/**
 * socket.io buffers an emit made while disconnected and sends it once connected, but drops the ack of
 * one written to a connection that died: so the pick is emitted again on every disconnect before its
 * ack (same pack and card: the server applies it once and acks the repeat with the current view).
 * The ack clock runs only while connected.
 */
function sendPick(socket: EventsSocketClient | null, command: PickCommand, timeoutMs: number): Promise<PickAck> {
  return new Promise<PickAck>((resolve, reject) => {
    if (!socket) {
      reject(new ApiError(0, 'network-error'));
      return;
    }
    let ackTimer: ReturnType<typeof setTimeout> | undefined;
    const giveUp = setTimeout(() => settle(() => reject(new ApiError(0, 'network-error'))), PICK_GIVE_UP_MS);
    const send = () =>
      socket.emit('pick', { packId: command.packId, instanceId: command.instanceId }, (ack: PickAck) =>
        settle(() => resolve(ack)),
      );
    const armAck = () => {
      clearTimeout(ackTimer);
      ackTimer = setTimeout(() => settle(() => reject(new ApiError(0, 'network-error'))), timeoutMs);
    };
    const onDisconnect = () => {
      clearTimeout(ackTimer);
      send();
    };
    let settled = false;
    function settle(done: () => void): void {
      if (settled) return;
      settled = true;
      clearTimeout(ackTimer);
      clearTimeout(giveUp);
      socket?.off('disconnect', onDisconnect);
      socket?.off('connect', armAck);
      done();
    }
    socket.on('disconnect', onDisconnect);
    socket.on('connect', armAck);
    send();
    if (socket.connected) armAck();
  });
}
