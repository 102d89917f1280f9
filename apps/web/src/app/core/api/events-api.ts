import { Injectable, inject } from '@angular/core';
import type {
  CreateEventRequest,
  CreatedEvent,
  DeckRegistered,
  DeckSubmission,
  EventLookup,
  EventStarted,
  JoinEventRequest,
  JoinedPlayer,
  OrganizerEventView,
  PlayerView,
  PublicEventView,
} from '@cantina/contract';
import { Observable, map } from 'rxjs';
import { ApiClient } from './api-client';
import { ApiError } from './api-error';

const segment = encodeURIComponent;

@Injectable({ providedIn: 'root' })
export class EventsApi {
  private readonly api = inject(ApiClient);

  create(request: CreateEventRequest): Observable<CreatedEvent> {
    return this.api.post<CreatedEvent>('/events', request);
  }

  lookupByCode(joinCode: string): Observable<EventLookup> {
    return this.api.get<EventLookup>(`/events/by-code/${segment(joinCode)}`);
  }

  get(eventId: string): Observable<PublicEventView> {
    return this.api.get<PublicEventView>(`/events/${segment(eventId)}`);
  }

  /**
   * With the organizer token the event view also carries `joinCode` and `settings`. A view without
   * them means the server did not take the token (rotated by a new staff link): a 401, not a view.
   */
  getAsOrganizer(eventId: string, organizerToken: string): Observable<OrganizerEventView> {
    return this.api.get<OrganizerEventView>(`/events/${segment(eventId)}`, organizerToken).pipe(
      map((view) => {
        if (typeof view.joinCode !== 'string') throw new ApiError(401, 'unauthorized');
        return view;
      }),
    );
  }

  join(eventId: string, request: JoinEventRequest): Observable<JoinedPlayer> {
    return this.api.post<JoinedPlayer>(`/events/${segment(eventId)}/players`, request);
  }

  /** Organizer token drops anyone; a player token drops that player only. */
  drop(eventId: string, playerId: string, token: string): Observable<unknown> {
    return this.api.post<unknown>(`/events/${segment(eventId)}/players/${segment(playerId)}/drop`, {}, token);
  }

  /** Organizer: starts the event; sealed formats open every active player's packs. */
  start(eventId: string, organizerToken: string): Observable<EventStarted> {
    return this.api.post<EventStarted>(`/events/${segment(eventId)}/start`, {}, organizerToken);
  }

  /** The player's private view (pool and opened packs); 409 `not-started` before the start. */
  me(eventId: string, playerToken: string): Observable<PlayerView> {
    return this.api.get<PlayerView>(`/events/${segment(eventId)}/me`, playerToken);
  }

  /** A player's pool, for the organizer or that player. */
  pool(eventId: string, playerId: string, token: string): Observable<PlayerView> {
    return this.api.get<PlayerView>(`/events/${segment(eventId)}/players/${segment(playerId)}/pool`, token);
  }

  /** Registers the deck (swudb deck JSON): 200 when valid, else 422 `invalid-deck` with the deck errors. */
  registerDeck(eventId: string, playerId: string, deck: DeckSubmission, token: string): Observable<DeckRegistered> {
    return this.api.put<DeckRegistered>(`/events/${segment(eventId)}/players/${segment(playerId)}/deck`, deck, token);
  }
}
