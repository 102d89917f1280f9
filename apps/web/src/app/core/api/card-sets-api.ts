import { Injectable, inject } from '@angular/core';
import type { Card, CardSetSummary } from '@cantina/contract';
import type { GameId } from '@cantina/games';
import { Observable } from 'rxjs';
import { ApiClient } from './api-client';

const segment = encodeURIComponent;

@Injectable({ providedIn: 'root' })
export class CardSetsApi {
  private readonly api = inject(ApiClient);

  list(game: GameId): Observable<CardSetSummary[]> {
    return this.api.get<CardSetSummary[]>(`/card-sets?game=${segment(game)}`);
  }

  cards(game: GameId, code: string): Observable<Card[]> {
    return this.api.get<Card[]>(`/card-sets/${segment(game)}/${segment(code)}/cards`);
  }
}
