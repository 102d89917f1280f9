import { inject, type Signal } from '@angular/core';
import { toObservable, toSignal } from '@angular/core/rxjs-interop';
import type { CardSetSummary } from '@cantina/contract';
import type { GameId } from '@cantina/games';
import { catchError, distinctUntilChanged, of, startWith, switchMap } from 'rxjs';
import { CardSetsApi } from '../../core/api/card-sets-api';

/**
 * The imported card sets of `game`, for the set picker of limited formats: none when `game` is null or
 * the list cannot be read, null while it loads. Call it in an injection context (a field initializer).
 */
export function gameCardSets(game: Signal<GameId | null>): Signal<CardSetSummary[] | null> {
  const cardSets = inject(CardSetsApi);
  return toSignal(
    toObservable(game).pipe(
      distinctUntilChanged(),
      switchMap((id) =>
        id === null
          ? of<CardSetSummary[]>([])
          : cardSets.list(id).pipe(
              catchError(() => of<CardSetSummary[]>([])),
              startWith<CardSetSummary[] | null>(null),
            ),
      ),
    ),
    { initialValue: [] as CardSetSummary[] | null },
  );
}
