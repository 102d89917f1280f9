import { Injectable, inject } from '@angular/core';
import type { JoinedPlayer, PublicPlayer } from '@cantina/contract';
import { Observable } from 'rxjs';
import { ApiClient } from '../../core/api/api-client';

const segment = encodeURIComponent;

/** The organizer's calls at the counter: add a player (no join code needed), drop, take a drop back. */
@Injectable({ providedIn: 'root' })
export class PlayersDeskApi {
  private readonly api = inject(ApiClient);

  add(eventId: string, name: string, organizerToken: string): Observable<JoinedPlayer> {
    return this.api.post<JoinedPlayer>(`/events/${segment(eventId)}/players`, { name }, organizerToken);
  }

  drop(eventId: string, playerId: string, organizerToken: string): Observable<PublicPlayer> {
    return this.api.post<PublicPlayer>(
      `/events/${segment(eventId)}/players/${segment(playerId)}/drop`,
      {},
      organizerToken,
    );
  }

  reinstate(eventId: string, playerId: string, organizerToken: string): Observable<PublicPlayer> {
    return this.api.post<PublicPlayer>(
      `/events/${segment(eventId)}/players/${segment(playerId)}/reinstate`,
      {},
      organizerToken,
    );
  }
}
