import { Injectable, inject } from '@angular/core';
import type { PublicEventView } from '@cantina/contract';
import { Observable, distinctUntilChanged, filter, shareReplay, switchMap } from 'rxjs';
import { EVENTS_SOCKET_FACTORY, EventsSocketClient } from '../../core/socket/events-socket-factory';
import type { ConnectionState } from '../../core/socket/events-socket';
import type { Round, RoundTimer } from './tournament-types';

/** The `/events` socket as the tournament pages use it: results, pairings, the round timer. */
export interface TournamentConnection {
  readonly event$: Observable<PublicEventView>;
  readonly pairings$: Observable<Round>;
  readonly timer$: Observable<RoundTimer>;
  readonly state$: Observable<ConnectionState>;
}

interface Listenable {
  on(name: string, handler: (payload: unknown) => void): void;
  off(name: string, handler: (payload: unknown) => void): void;
}

function listen(socket: EventsSocketClient, name: string): Observable<unknown> {
  return new Observable<unknown>((subscriber) => {
    const handler = (payload: unknown) => subscriber.next(payload);
    const target = socket as unknown as Listenable;
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

/** The round timer push; the draft's pick timer (`{ deadline }` only) shares the event name. */
export function isRoundTimer(value: unknown): value is RoundTimer {
  if (typeof value !== 'object' || value === null) return false;
  const timer = value as Partial<RoundTimer>;
  return typeof timer.paused === 'boolean' && typeof timer.remainingSeconds === 'number';
}

function isRound(value: unknown): value is Round {
  if (typeof value !== 'object' || value === null) return false;
  const round = value as Partial<Round>;
  return typeof round.number === 'number' && Array.isArray(round.matches);
}

/** One socket per page, opened on first subscription and closed when nobody listens. */
@Injectable({ providedIn: 'root' })
export class TournamentFeed {
  private readonly factory = inject(EVENTS_SOCKET_FACTORY);

  connect(token: string): TournamentConnection {
    const socket$ = new Observable<EventsSocketClient>((subscriber) => {
      const socket = this.factory({ token });
      subscriber.next(socket);
      return () => socket.disconnect();
    }).pipe(shareReplay({ bufferSize: 1, refCount: true }));
    return {
      event$: socket$.pipe(switchMap((socket) => listen(socket, 'event') as Observable<PublicEventView>)),
      pairings$: socket$.pipe(
        switchMap((socket) => listen(socket, 'pairings')),
        filter(isRound),
      ),
      timer$: socket$.pipe(
        switchMap((socket) => listen(socket, 'timer')),
        filter(isRoundTimer),
      ),
      state$: socket$.pipe(switchMap(connectionState)),
    };
  }
}
