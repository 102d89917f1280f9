import { Injectable, inject } from '@angular/core';
import type {
  EventsServerToClient,
  PickAck,
  PickCommand,
  PlayerView,
  Problem,
  PublicEventView,
} from '@cantina/contract';
import { Observable, distinctUntilChanged, shareReplay, switchMap } from 'rxjs';
import { ApiError } from '../api/api-error';
import type { PodProgress } from '../api/draft-api';
import { EVENTS_SOCKET_FACTORY, EventsSocketClient } from './events-socket-factory';

/** How long a pick waits for the server's ack before the page says it was not confirmed. */
export const PICK_ACK_TIMEOUT_MS = 10_000;

/**
 * `connecting` before the first connection, `reconnecting` while socket.io retries,
 * `closed` when it gave up (token refused, or the server ended the session).
 */
export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'closed';

/** One live feed. The socket opens on first subscription and closes when nobody listens. */
export interface EventsConnection {
  readonly event$: Observable<PublicEventView>;
  /** The player's private view (player tokens only): sent on connect and whenever it changes. */
  readonly me$: Observable<PlayerView>;
  readonly problem$: Observable<Problem>;
  readonly state$: Observable<ConnectionState>;
  /** The player's pick deadline, when it changes (null: no clock). */
  readonly timer$: Observable<{ deadline: string | null }>;
  /** Organizer only: a started pod's progress, whenever it changes. */
  readonly pod$: Observable<PodProgress>;
  /**
   * Sends a pick on the open socket and resolves with the server's ack. Rejects with an `ApiError`
   * `network-error` when no socket is open or no ack came within `timeoutMs` (the pick may still have
   * been applied: the next `me` tells).
   */
  pick(command: PickCommand, timeoutMs?: number): Promise<PickAck>;
}

type Payload<E extends keyof EventsServerToClient> = Parameters<EventsServerToClient[E]>[0];

function listen<E extends 'event' | 'me' | 'problem' | 'timer' | 'pod'>(
  socket: EventsSocketClient,
  name: E,
): Observable<Payload<E>> {
  return new Observable<Payload<E>>((subscriber) => {
    const handler = (payload: Payload<E>) => subscriber.next(payload);
    const target = socket as unknown as {
      on(name: string, handler: (payload: Payload<E>) => void): void;
      off(name: string, handler: (payload: Payload<E>) => void): void;
    };
    target.on(name, handler);
    return () => target.off(name, handler);
  });
}

function connectionState(socket: EventsSocketClient): Observable<ConnectionState> {
  return new Observable<ConnectionState>((subscriber) => {
    subscriber.next(socket.connected ? 'connected' : 'connecting');
    const onConnect = () => subscriber.next('connected');
    const onDown = () => subscriber.next(socket.active ? 'reconnecting' : 'closed');
    socket.on('connect', onConnect);
    socket.on('disconnect', onDown);
    socket.on('connect_error', onDown);
    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDown);
      socket.off('connect_error', onDown);
    };
  }).pipe(distinctUntilChanged());
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
    const socket$ = new Observable<EventsSocketClient>((subscriber) => {
      const socket = this.factory({ token });
      open = socket;
      subscriber.next(socket);
      return () => {
        if (open === socket) open = null;
        socket.disconnect();
      };
    }).pipe(shareReplay({ bufferSize: 1, refCount: true }));

    return {
      event$: socket$.pipe(switchMap((socket) => listen(socket, 'event'))),
      me$: socket$.pipe(switchMap((socket) => listen(socket, 'me'))),
      problem$: socket$.pipe(switchMap((socket) => listen(socket, 'problem'))),
      state$: socket$.pipe(switchMap(connectionState)),
      timer$: socket$.pipe(switchMap((socket) => listen(socket, 'timer'))),
      pod$: socket$.pipe(switchMap((socket) => listen(socket, 'pod') as Observable<PodProgress>)),
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
