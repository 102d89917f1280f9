import { type Signal, inject } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { ActivatedRoute } from '@angular/router';
import type { PublicEventView } from '@cantina/contract';
import { EMPTY, Observable, distinctUntilChanged, map, merge, of, shareReplay, switchMap } from 'rxjs';
import { type LoadState, toLoadState } from '../core/load-state';
import type { ConnectionState } from '../core/socket/socket-streams';
import { liveView } from '../core/socket/live-view';
import { type PlayerIdentity, TokenStore } from '../core/storage/token-store';

/** A player's page of one event: the identity this device holds for it, and its live feed. */
export interface PlayerSession<C> {
  eventId: string;
  identity: PlayerIdentity | null;
  connection: C | null;
}

/** An organizer's page of one event: the organizer token this device holds, and its live feed. */
export interface OrganizerSession<C> {
  eventId: string;
  token: string | null;
  connection: C | null;
}

/** The route's `:id`, once per change. Call in an injection context. */
function routeEventId(): Observable<string> {
  return inject(ActivatedRoute).paramMap.pipe(
    map((params) => params.get('id') ?? ''),
    distinctUntilChanged(),
  );
}

/** The event of the route as a player sees it; connected (via `connect`) only with an identity. */
export function playerSession<C>(connect: (token: string) => C): Observable<PlayerSession<C>> {
  const tokens = inject(TokenStore);
  return routeEventId().pipe(
    map((eventId) => {
      const identity = tokens.player(eventId);
      return { eventId, identity, connection: identity ? connect(identity.token) : null };
    }),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
}

/** The event of the route as its organizer sees it; connected (via `connect`) only with the token. */
export function organizerSession<C>(connect: (token: string) => C): Observable<OrganizerSession<C>> {
  const tokens = inject(TokenStore);
  return routeEventId().pipe(
    map((eventId) => {
      const token = tokens.organizerToken(eventId);
      return { eventId, token, connection: token ? connect(token) : null };
    }),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
}

/** A loaded event view overlaid with its pushes (see `liveView`), as a page's load state. */
export function liveLoadState<T extends PublicEventView>(
  loaded$: Observable<T>,
  updates$: Observable<PublicEventView>,
): Observable<LoadState<T>> {
  return liveView(loaded$, updates$).pipe(toLoadState());
}

/** The live feed's state of the current session (`connecting` until it says otherwise). */
export function connectionStateOf(
  session$: Observable<{ connection: { state$: Observable<ConnectionState> } | null }>,
): Signal<ConnectionState> {
  return toSignal(session$.pipe(switchMap(({ connection }) => connection?.state$ ?? EMPTY)), {
    initialValue: 'connecting' as ConnectionState,
  });
}

/**
 * A player page's event: read with `load`, kept live by the session's feed (and by `refreshed$`, the
 * page's own re-reads); `no-access` without an identity.
 */
export function playerEventState<T extends PublicEventView>(
  session$: Observable<{ eventId: string; connection: { event$: Observable<PublicEventView> } | null }>,
  load: (eventId: string) => Observable<T>,
  refreshed$: Observable<PublicEventView> = EMPTY,
): Signal<LoadState<T>> {
  return toSignal(
    session$.pipe(
      switchMap(({ eventId, connection }) => {
        if (!connection) return of<LoadState<T>>({ status: 'no-access' });
        return liveLoadState(load(eventId), merge(connection.event$, refreshed$));
      }),
    ),
    { initialValue: { status: 'loading' } as LoadState<T> },
  );
}
