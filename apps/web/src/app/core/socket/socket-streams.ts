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

/** The payloads of one server event, while subscribed. */
export function listen<T>(socket: EventsSocketClient, name: string): Observable<T> {
  return new Observable<T>((subscriber) => {
    const handler = (payload: unknown) => subscriber.next(payload as T);
    const target = socket as unknown as Listenable;
    target.on(name, handler);
    return () => target.off(name, handler);
  });
}

export function connectionState(socket: EventsSocketClient): Observable<ConnectionState> {
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
