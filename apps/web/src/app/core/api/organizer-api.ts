import { Injectable, inject } from '@angular/core';
import type { OrganizerEventView, RegisteredDecklists, UpdateEventRequest } from '@cantina/contract';
import { Observable } from 'rxjs';
import { ApiClient } from './api-client';

const segment = encodeURIComponent;

/** The organizer's reads and changes of an event that have no place in the players' `EventsApi`. */
@Injectable({ providedIn: 'root' })
export class OrganizerApi {
  private readonly api = inject(ApiClient);

  /** Changes the name, set, day or settings until the event starts (409 `already-started` after). */
  update(eventId: string, request: UpdateEventRequest, organizerToken: string): Observable<OrganizerEventView> {
    return this.api.patch<OrganizerEventView>(`/events/${segment(eventId)}`, request, organizerToken);
  }

  /** One page of every player with their registered deck (or null), in join order. */
  decklists(eventId: string, organizerToken: string, offset = 0): Observable<RegisteredDecklists> {
    return this.api.get<RegisteredDecklists>(`/events/${segment(eventId)}/decks?offset=${offset}`, organizerToken);
  }
}
