import { InjectionToken, inject, type Provider } from '@angular/core';
import type { DeckError, DeckSubmission, GameId } from '@cantina/games';
import { Observable, catchError, map, of } from 'rxjs';
import { DecksApi } from '../../core/api/decks-api';

export interface LegalityRequest {
  game: GameId;
  format: string;
  deck: DeckSubmission;
  date: string;
}

/**
 * Legality asked of the server, which knows every imported set: a card is legal when any set printing
 * it is (contract rev 2), and the builder only holds the cards of one set. Absent (as in unit tests),
 * the builder checks legality against its own cards.
 */
export interface ServerLegality {
  /** How long the deck must stay unchanged before the server is asked. */
  readonly debounceMs: number;
  /** The deck's `not-legal-in-format` errors; none when the server cannot be reached. */
  check(request: LegalityRequest): Observable<DeckError[]>;
}

export const SERVER_LEGALITY = new InjectionToken<ServerLegality>('SERVER_LEGALITY');

export function provideServerLegality(): Provider {
  return {
    provide: SERVER_LEGALITY,
    useFactory: (): ServerLegality => {
      const api = inject(DecksApi);
      return {
        debounceMs: 300,
        check: (request) =>
          api.validate(request).pipe(
            map((result) => result.errors.filter((error) => error.code === 'not-legal-in-format')),
            catchError(() => of([])),
          ),
      };
    },
  };
}
