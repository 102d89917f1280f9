import { Injectable, inject } from '@angular/core';
import type { DraftLog, PlayerView, PodProgressView, PodView } from '@cantina/contract';
import { Observable } from 'rxjs';
import { ApiClient } from './api-client';

/** A started pod (the engine's public view with its id), not one only seated. */
export function isStartedPod(pod: PodView): pod is PodProgressView {
  return 'phase' in pod;
}

const segment = encodeURIComponent;

/** Limited play, draft side (contract "Limited play"): pods, pod controls, take-back, the draft log. */
@Injectable({ providedIn: 'root' })
export class DraftApi {
  private readonly api = inject(ApiClient);

  /** Organizer: every pod, seated or started. */
  pods(eventId: string, organizerToken: string): Observable<PodView[]> {
    return this.api.get<PodView[]>(`/events/${segment(eventId)}/pods`, organizerToken);
  }

  pause(eventId: string, podId: string, organizerToken: string): Observable<PodProgressView> {
    return this.api.post<PodProgressView>(
      `/events/${segment(eventId)}/pods/${segment(podId)}/pause`,
      {},
      organizerToken,
    );
  }

  resume(eventId: string, podId: string, organizerToken: string): Observable<PodProgressView> {
    return this.api.post<PodProgressView>(
      `/events/${segment(eventId)}/pods/${segment(podId)}/resume`,
      {},
      organizerToken,
    );
  }

  /** Organizer: a bot picks for this seat until the player takes it back. */
  handToBot(eventId: string, podId: string, seat: number, organizerToken: string): Observable<PodProgressView> {
    return this.api.post<PodProgressView>(
      `/events/${segment(eventId)}/pods/${segment(podId)}/seats/${seat}/bot`,
      {},
      organizerToken,
    );
  }

  /** Player: takes their seat back from the bot. */
  takeBack(eventId: string, playerToken: string): Observable<PlayerView> {
    return this.api.post<PlayerView>(`/events/${segment(eventId)}/take-back`, {}, playerToken);
  }

  /** Organizer any time; players once the draft is over. */
  log(eventId: string, token: string): Observable<DraftLog> {
    return this.api.get<DraftLog>(`/events/${segment(eventId)}/draft-log`, token);
  }
}
