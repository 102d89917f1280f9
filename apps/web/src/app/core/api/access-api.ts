import { Injectable, inject } from '@angular/core';
import type { EventAccess, ReenteredPlayer, ReentryCredential, RotatedOrganizerToken } from '@cantina/contract';
import { Observable } from 'rxjs';
import { ApiClient } from './api-client';

const segment = encodeURIComponent;

/** Keys that move between devices: staff link (organizer token) and player re-entry codes (issue 12). */
@Injectable({ providedIn: 'root' })
export class AccessApi {
  private readonly api = inject(ApiClient);

  /** A new organizer token; the old one (and every staff link carrying it) stops working. */
  rotateOrganizerToken(eventId: string, organizerToken: string): Observable<RotatedOrganizerToken> {
    return this.api.post<RotatedOrganizerToken>(`/events/${segment(eventId)}/organizer-token`, {}, organizerToken);
  }

  /** Organizer (any player) or the player themself: a one-time code, replacing the previous one. */
  issueReentry(eventId: string, playerId: string, token: string): Observable<ReentryCredential> {
    return this.api.post<ReentryCredential>(
      `/events/${segment(eventId)}/players/${segment(playerId)}/reentry`,
      {},
      token,
    );
  }

  /** Trades a code for the player's seat on this device (a fresh token). */
  reenter(code: string): Observable<ReenteredPlayer> {
    return this.api.post<ReenteredPlayer>('/reentry', { code });
  }

  /** Whom the token speaks for in the event; 401 once replaced or rotated, 404 once the event is gone. */
  access(eventId: string, token: string): Observable<EventAccess> {
    return this.api.get<EventAccess>(`/events/${segment(eventId)}/access`, token);
  }
}
