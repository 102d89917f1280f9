import { Injectable, inject } from '@angular/core';
import type { Card, GameId } from '@cantina/games';
import { Observable } from 'rxjs';
import { ApiClient } from './api-client';

/** `GET /api/v1/card-sets` row (contract "Card sets"); `demo` marks the sets bundled with Cantina. */
export interface CardSetSummary {
  game: GameId;
  code: string;
  name: string;
  cards: number;
  demo?: boolean;
}

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
