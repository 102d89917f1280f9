import type { PublicEventView } from '@cantina/contract';
import { Observable, combineLatest, map, startWith } from 'rxjs';

/**
 * The loaded view, overlaid with the latest pushed public view of the same event: pushes carry the
 * whole public view, so the latest one wins, and extra fields of the loaded view (join code) stay.
 */
export function liveView<T extends PublicEventView>(
  loaded$: Observable<T>,
  updates$: Observable<PublicEventView>,
): Observable<T> {
  return combineLatest([loaded$, updates$.pipe(startWith(null))]).pipe(
    map(([loaded, update]) => (update && update.id === loaded.id ? { ...loaded, ...update } : loaded)),
  );
}
