import { Injectable, inject } from '@angular/core';
import type { MatchPush, PublicEventView, RoundTimerPush, RoundView, StandingsSignal } from '@cantina/contract';
import { Observable, switchMap } from 'rxjs';
import { EVENTS_SOCKET_FACTORY } from '../../core/socket/events-socket-factory';
import { type ConnectionState, connectionState, listen, sharedSocket } from '../../core/socket/socket-streams';

/** The `/events` socket as the tournament pages use it: results, pairings, the round timer. */
export interface TournamentConnection {
  readonly event$: Observable<PublicEventView>;
  readonly pairings$: Observable<RoundView>;
  /** A match after a report, a confirmation, a dispute or the organizer's entry. */
  readonly match$: Observable<MatchPush>;
  /** The standings (and the bracket) changed: read them again. */
  readonly standings$: Observable<StandingsSignal>;
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
      match$: socket$.pipe(switchMap((socket) => listen(socket, 'match'))),
      standings$: socket$.pipe(switchMap((socket) => listen(socket, 'standings'))),
      roundTimer$: socket$.pipe(switchMap((socket) => listen(socket, 'roundTimer'))),
      state$: socket$.pipe(switchMap(connectionState)),
    };
  }
}
