import type { PublicEventView } from '@cantina/contract';
import { Observable, combineLatest, map, scan, startWith } from 'rxjs';

/**
 * The loaded view, overlaid with the pushed views of the same event, each over the ones before: pushes
 * carry the whole public view, so the latest one wins, and extra fields of the loaded view (join code)
 * or of a re-read organizer view (settings just changed) stay.
 */
export function liveView<T extends PublicEventView>(
  loaded$: Observable<T>,
  updates$: Observable<PublicEventView>,
): Observable<T> {
  const merged$ = updates$.pipe(
    scan<PublicEventView, PublicEventView | null>(
      (before, update) => (before && before.id === update.id ? { ...before, ...update } : update),
      null,
    ),
  );
  return combineLatest([loaded$, merged$.pipe(startWith(null))]).pipe(
    map(([loaded, update]) => (update && update.id === loaded.id ? { ...loaded, ...update } : loaded)),
  );
}
