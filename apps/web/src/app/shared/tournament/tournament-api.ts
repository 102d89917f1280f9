import { Injectable, inject } from '@angular/core';
import { Observable } from 'rxjs';
import { ApiClient } from '../../core/api/api-client';
import type {
  MatchResultBody,
  ReportStatus,
  Round,
  RoundTimer,
  StandingRow,
  TimerAction,
  TopCut,
  TopCutSize,
} from './tournament-types';

const segment = encodeURIComponent;

/** Rounds, results, standings, top cut and the round timer (`/api/v1`). */
@Injectable({ providedIn: 'root' })
export class TournamentApi {
  private readonly api = inject(ApiClient);

  /** Organizer: pairs the next round; with `preview` the proposal is returned and not saved. */
  pairNext(eventId: string, token: string, preview: boolean): Observable<Round> {
    const query = preview ? '?preview=true' : '';
    return this.api.post<Round>(`/events/${segment(eventId)}/rounds${query}`, {}, token);
  }

  rounds(eventId: string, token?: string | null): Observable<Round[]> {
    return this.api.get<Round[]>(`/events/${segment(eventId)}/rounds`, token);
  }

  round(eventId: string, number: number, token?: string | null): Observable<Round> {
    return this.api.get<Round>(`/events/${segment(eventId)}/rounds/${number}`, token);
  }

  /** A player's report (provisional until confirmed) or the organizer's final entry. */
  report(matchId: string, body: MatchResultBody, token: string): Observable<{ status: ReportStatus }> {
    return this.api.post<{ status: ReportStatus }>(`/matches/${segment(matchId)}/result`, body, token);
  }

  standings(eventId: string, token?: string | null): Observable<StandingRow[]> {
    return this.api.get<StandingRow[]>(`/events/${segment(eventId)}/standings`, token);
  }

  createTopCut(eventId: string, size: TopCutSize, token: string): Observable<TopCut> {
    return this.api.post<TopCut>(`/events/${segment(eventId)}/top-cut`, { size }, token);
  }

  topCut(eventId: string, token?: string | null): Observable<TopCut> {
    return this.api.get<TopCut>(`/events/${segment(eventId)}/top-cut`, token);
  }

  timer(eventId: string, round: number, action: TimerAction, token: string, minutes?: number): Observable<RoundTimer> {
    const body = minutes === undefined ? { action } : { action, minutes };
    return this.api.post<RoundTimer>(`/events/${segment(eventId)}/rounds/${round}/timer`, body, token);
  }
}
