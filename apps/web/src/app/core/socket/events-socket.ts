import { Injectable, inject } from '@angular/core';
import type { EventsServerToClient, PlayerView, Problem, PublicEventView } from '@cantina/contract';
import { Observable, distinctUntilChanged, shareReplay, switchMap } from 'rxjs';
import { EVENTS_SOCKET_FACTORY, EventsSocketClient } from './events-socket-factory';

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
}

type Payload<E extends keyof EventsServerToClient> = Parameters<EventsServerToClient[E]>[0];

function listen<E extends 'event' | 'me' | 'problem'>(socket: EventsSocketClient, name: E): Observable<Payload<E>> {
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
    const socket$ = new Observable<EventsSocketClient>((subscriber) => {
      const socket = this.factory({ token });
      subscriber.next(socket);
      return () => socket.disconnect();
    }).pipe(shareReplay({ bufferSize: 1, refCount: true }));

    return {
      event$: socket$.pipe(switchMap((socket) => listen(socket, 'event'))),
      me$: socket$.pipe(switchMap((socket) => listen(socket, 'me'))),
      problem$: socket$.pipe(switchMap((socket) => listen(socket, 'problem'))),
      state$: socket$.pipe(switchMap(connectionState)),
    };
  }
}
