import { Injectable, inject } from '@angular/core';
import type { PublicEventView, RoundTimerPush, RoundView } from '@cantina/contract';
import { Observable, switchMap } from 'rxjs';
import { EVENTS_SOCKET_FACTORY } from '../../core/socket/events-socket-factory';
import { type ConnectionState, connectionState, listen, sharedSocket } from '../../core/socket/socket-streams';

/** The `/events` socket as the tournament pages use it: results, pairings, the round timer. */
export interface TournamentConnection {
  readonly event$: Observable<PublicEventView>;
  readonly pairings$: Observable<RoundView>;
  /** The round clock, whenever the organizer starts, pauses, resumes or extends it. */
  readonly roundTimer$: Observable<RoundTimerPush>;
  readonly state$: Observable<ConnectionState>;
}

/** One socket per page, opened on first subscription and closed when nobody listens. */
@Injectable({ providedIn: 'root' })
export class TournamentFeed {
  private readonly factory = inject(EVENTS_SOCKET_FACTORY);

  connect(token: string): TournamentConnection {
    const socket$ = sharedSocket(() => this.factory({ token }));
    return {
      event$: socket$.pipe(switchMap((socket) => listen(socket, 'event'))),
      pairings$: socket$.pipe(switchMap((socket) => listen(socket, 'pairings'))),
      roundTimer$: socket$.pipe(switchMap((socket) => listen(socket, 'roundTimer'))),
      state$: socket$.pipe(switchMap(connectionState)),
    };
  }
}
