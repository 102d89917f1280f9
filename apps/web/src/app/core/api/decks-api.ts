import { Injectable, inject } from '@angular/core';
import type { DeckSubmission, DeckValidationResult, GameId } from '@cantina/games';
import { Observable } from 'rxjs';
import { ApiClient } from './api-client';

/** The body of `POST /api/v1/decks/validate` (contract "Decks"). */
export interface ValidateDeckBody {
  game: GameId;
  format: string;
  deck: DeckSubmission;
  pool?: readonly string[];
  set?: string;
  /** `YYYY-MM-DD`: legality is checked as of this day (default today). */
  date?: string;
}

@Injectable({ providedIn: 'root' })
export class DecksApi {
  private readonly api = inject(ApiClient);

  validate(body: ValidateDeckBody): Observable<DeckValidationResult> {
    return this.api.post<DeckValidationResult>('/decks/validate', body);
  }
}
