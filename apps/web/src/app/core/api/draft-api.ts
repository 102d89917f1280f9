import { Injectable, inject } from '@angular/core';
import type { PlayerView } from '@cantina/contract';
import type { DraftLog, DraftPublicView } from '@cantina/draft';
import { Observable } from 'rxjs';
import { ApiClient } from './api-client';

/** A started pod as the organizer sees it (`GET .../pods`, socket `pod`): the engine's public view with its id. */
export type PodProgress = DraftPublicView & { id: string };

/** A pod before the start: who sits where. */
export interface PodSeats {
  id: string;
  seats: { seat: number; playerId: string | null; bot: boolean }[];
}

export type PodView = PodProgress | PodSeats;

export function isStartedPod(pod: PodView): pod is PodProgress {
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

  pause(eventId: string, podId: string, organizerToken: string): Observable<PodProgress> {
    return this.api.post<PodProgress>(`/events/${segment(eventId)}/pods/${segment(podId)}/pause`, {}, organizerToken);
  }

  resume(eventId: string, podId: string, organizerToken: string): Observable<PodProgress> {
    return this.api.post<PodProgress>(`/events/${segment(eventId)}/pods/${segment(podId)}/resume`, {}, organizerToken);
  }

  /** Organizer: a bot picks for this seat until the player takes it back. */
  handToBot(eventId: string, podId: string, seat: number, organizerToken: string): Observable<PodProgress> {
    return this.api.post<PodProgress>(
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
