import { inject } from '@angular/core';
import type { Standing } from '@cantina/contract';
import { EMPTY, type Observable, filter, map, merge } from 'rxjs';
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

/** What else makes a public page read again, besides the fallback poll and new pairings. */
export interface ViewerReloadOptions {
  /** Every change of the event (status, a final result): for a single screen such as the projector. */
  onEvent: boolean;
  /** Every standings signal, even one that carries the standings (the projector also reads the bracket). */
  onEveryStandings: boolean;
}

/**
 * When a public page reads again: once on (re)connect and every `pollMs` only while the socket is
 * down, on new pairings, on a standings signal that came without the standings (and, as `options`
 * say, on every event change or standings signal); without a socket, every `pollMs`. Emits at once.
 * A phone's standings page takes pushed standings as they come instead of re-reading them, so a
 * room full of phones does not read them all at the same moment.
 */
export function viewerReloads(
  connection: TournamentConnection | null,
  pollMs: number,
  options: ViewerReloadOptions = { onEvent: false, onEveryStandings: false },
): Observable<unknown> {
  if (!connection) return pollTicks(pollMs);
  return merge(
    fallbackTicks(connection.state$, pollMs),
    connection.pairings$,
    connection.standings$.pipe(filter((signal) => options.onEveryStandings || !signal.standings)),
    options.onEvent ? connection.event$ : EMPTY,
  );
}

/** The standings a `standings` push carries (pushes without them are left out). */
export function pushedStandings(connection: TournamentConnection | null): Observable<Standing[]> {
  return (connection?.standings$ ?? EMPTY).pipe(
    map((signal) => signal.standings),
    filter((standings): standings is Standing[] => standings !== undefined),
  );
}
