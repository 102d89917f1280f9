import { InjectionToken } from '@angular/core';
import { EMPTY, Observable, interval, of, startWith } from 'rxjs';
import { toApiError } from '../../core/api/api-error';

/** How often the tournament pages re-read rounds and standings besides the live pushes. */
export const TOURNAMENT_POLL_MS = new InjectionToken<number>('TOURNAMENT_POLL_MS', {
  providedIn: 'root',
  factory: () => 10_000,
});

/** Emits at once, then every `ms` (never for 0 or less: tests turn polling off). */
export function pollTicks(ms: number): Observable<number> {
  return ms > 0 ? interval(ms).pipe(startWith(-1)) : new Observable<number>((s) => s.next(-1));
}

/**
 * For re-reads: a network failure or a server error keeps what the page shows (no emission); any
 * other failure (404 before the top cut exists, an API without the endpoint) gives `fallback`.
 */
export function orFallback<T>(fallback: T): (error: unknown) => Observable<T> {
  return (error) => {
    const status = toApiError(error).status;
    return status === 0 || status >= 500 ? EMPTY : of(fallback);
  };
}
