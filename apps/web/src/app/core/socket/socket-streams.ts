import type { EventsServerToClient } from '@cantina/contract';
import { Observable, distinctUntilChanged, shareReplay } from 'rxjs';
import type { EventsSocketClient } from './events-socket-factory';

/**
 * `connecting` before the first connection, `reconnecting` while socket.io retries,
 * `closed` when it gave up (token refused, or the server ended the session).
 */
export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'closed';

interface Listenable {
  on(name: string, handler: (payload: unknown) => void): void;
  off(name: string, handler: (payload: unknown) => void): void;
}

/**
 * One socket for all who subscribe: opened on the first subscription, disconnected when nobody
 * listens any more (`closed` is told which one before it goes).
 */
export function sharedSocket(
  open: () => EventsSocketClient,
  closed?: (socket: EventsSocketClient) => void,
): Observable<EventsSocketClient> {
  return new Observable<EventsSocketClient>((subscriber) => {
    const socket = open();
    subscriber.next(socket);
    return () => {
      closed?.(socket);
      socket.disconnect();
    };
  }).pipe(shareReplay({ bufferSize: 1, refCount: true }));
}

/** What the server sends with event `E` (contract `EventsServerToClient`). */
export type ServerPayload<E extends keyof EventsServerToClient> = Parameters<EventsServerToClient[E]>[0];

/** The payloads of one server event, while subscribed. */
export function listen<E extends keyof EventsServerToClient>(
  socket: EventsSocketClient,
  name: E,
): Observable<ServerPayload<E>> {
  return new Observable<ServerPayload<E>>((subscriber) => {
    const handler = (payload: unknown) => subscriber.next(payload as ServerPayload<E>);
    const target = socket as unknown as Listenable;
    target.on(name, handler);
    return () => target.off(name, handler);
  });
}

/** Handshake refusals the server lifts by itself (rate limit, database briefly away): worth another try. */
const TRANSIENT_REFUSALS: ReadonlySet<string> = new Set(['rate-limited', 'unavailable']);

export function isTransientRefusal(error: unknown): boolean {
  return error instanceof Error && TRANSIENT_REFUSALS.has(error.message);
}

/** How long to wait before trying again after a transient refusal: 2-5 s, spread so a room does not retry at once. */
export function refusalRetryDelayMs(random: () => number = Math.random): number {
  return 2000 + Math.floor(random() * 3000);
}

/**
 * socket.io gives up for good when the server refuses the handshake; a refusal that lifts by itself
 * (rate limit, database restarting) is tried again after a short, jittered delay instead.
 */
export function retryTransientRefusals(socket: EventsSocketClient): void {
  socket.on('connect_error', (error: Error) => {
    if (!socket.active && isTransientRefusal(error)) {
      setTimeout(() => {
        if (!socket.active) socket.connect();
      }, refusalRetryDelayMs());
    }
  });
}

export function connectionState(socket: EventsSocketClient): Observable<ConnectionState> {
  return new Observable<ConnectionState>((subscriber) => {
    subscriber.next(socket.connected ? 'connected' : 'connecting');
    const onConnect = () => subscriber.next('connected');
    const onDown = (error?: unknown) =>
      subscriber.next(socket.active || isTransientRefusal(error) ? 'reconnecting' : 'closed');
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
