import { Injectable, inject } from '@angular/core';
import type {
  BracketSize,
  BracketView,
  ManualRoundBody,
  MatchResultBody,
  ResultStatusView,
  RoundProposal,
  RoundTimerView,
  RoundView,
  Standing,
  TimerAction,
  TimerRequest,
  TopCutRequest,
} from '@cantina/contract';
import { Observable } from 'rxjs';
import { ApiClient } from '../../core/api/api-client';

const segment = encodeURIComponent;

/** Rounds, results, standings, top cut and the round timer (`/api/v1`). */
@Injectable({ providedIn: 'root' })
export class TournamentApi {
  private readonly api = inject(ApiClient);

  /** Organizer: pairs the next round; with `preview` the proposal is returned and not saved. */
  pairNext(eventId: string, token: string, preview: true): Observable<RoundProposal>;
  pairNext(eventId: string, token: string, preview: false): Observable<RoundView>;
  pairNext(eventId: string, token: string, preview: boolean): Observable<RoundProposal | RoundView> {
    const query = preview ? '?preview=true' : '';
    return this.api.post<RoundProposal | RoundView>(`/events/${segment(eventId)}/rounds${query}`, {}, token);
  }

  /** Organizer (contract rev 2): publishes the next round with exactly these pairings. */
  publishManual(eventId: string, token: string, body: ManualRoundBody): Observable<RoundView> {
    return this.api.post<RoundView>(`/events/${segment(eventId)}/rounds`, body, token);
  }

  rounds(eventId: string, token?: string | null): Observable<RoundView[]> {
    return this.api.get<RoundView[]>(`/events/${segment(eventId)}/rounds`, token);
  }

  round(eventId: string, number: number, token?: string | null): Observable<RoundView> {
    return this.api.get<RoundView>(`/events/${segment(eventId)}/rounds/${number}`, token);
  }

  /** A player's report (provisional until confirmed) or the organizer's final entry. */
  report(matchId: string, body: MatchResultBody, token: string): Observable<ResultStatusView> {
    return this.api.post<ResultStatusView>(`/matches/${segment(matchId)}/result`, body, token);
  }

  standings(eventId: string, token?: string | null): Observable<Standing[]> {
    return this.api.get<Standing[]>(`/events/${segment(eventId)}/standings`, token);
  }

  createTopCut(eventId: string, size: BracketSize, token: string): Observable<BracketView> {
    const body: TopCutRequest = { size };
    return this.api.post<BracketView>(`/events/${segment(eventId)}/top-cut`, body, token);
  }

  topCut(eventId: string, token?: string | null): Observable<BracketView> {
    return this.api.get<BracketView>(`/events/${segment(eventId)}/top-cut`, token);
  }

  timer(
    eventId: string,
    round: number,
    action: TimerAction,
    token: string,
    minutes?: number,
  ): Observable<RoundTimerView> {
    const body: TimerRequest = minutes === undefined ? { action } : { action, minutes };
    return this.api.post<RoundTimerView>(`/events/${segment(eventId)}/rounds/${round}/timer`, body, token);
  }
}
