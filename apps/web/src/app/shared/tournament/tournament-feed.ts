import { Injectable, inject } from '@angular/core';
import type { PublicEventView } from '@cantina/contract';
import { Observable, filter, switchMap } from 'rxjs';
import { EVENTS_SOCKET_FACTORY } from '../../core/socket/events-socket-factory';
import { type ConnectionState, connectionState, listen, sharedSocket } from '../../core/socket/socket-streams';
import type { Round, RoundTimer } from './tournament-types';

/** The `/events` socket as the tournament pages use it: results, pairings, the round timer. */
export interface TournamentConnection {
  readonly event$: Observable<PublicEventView>;
  readonly pairings$: Observable<Round>;
  readonly timer$: Observable<RoundTimer>;
  readonly state$: Observable<ConnectionState>;
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
    const socket$ = sharedSocket(() => this.factory({ token }));
    return {
      event$: socket$.pipe(switchMap((socket) => listen<PublicEventView>(socket, 'event'))),
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
