import { inject } from '@angular/core';
import { type Observable, map, merge } from 'rxjs';
import { TokenStore } from '../../core/storage/token-store';
import { fallbackTicks } from './fallback-poll';
import { pollTicks } from './poll';
import { TournamentFeed, type TournamentConnection } from './tournament-feed';

/**
 * The live feed of a public page (standings, projector) opened on a device that holds a token for
 * the event (the organizer's laptop at the projector, a player's phone); `null` without one (the
 * socket needs a token), and the page polls instead. Call in an injection context.
 */
export function injectViewerFeed(): (eventId: string) => TournamentConnection | null {
  const tokens = inject(TokenStore);
  const feed = inject(TournamentFeed);
  return (eventId) => {
    const token = tokens.organizerToken(eventId) ?? tokens.player(eventId)?.token ?? null;
    return token ? feed.connect(token) : null;
  };
}

/**
 * When a public page reads again: on a standings signal or a change of the event (a final result,
 * a new round), once on (re)connect and every `pollMs` only while the socket is down; without a
 * socket, every `pollMs`. Emits at once either way.
 */
export function viewerReloads(connection: TournamentConnection | null, pollMs: number): Observable<unknown> {
  if (!connection) return pollTicks(pollMs);
  return merge(
    fallbackTicks(connection.state$, pollMs),
    connection.standings$,
    connection.pairings$,
    connection.event$.pipe(map(() => 'event')),
  );
}
