import { Observable, distinctUntilChanged, map, of, switchMap } from 'rxjs';
import type { ConnectionState } from '../../core/socket/socket-streams';
import { pollTicks } from './poll';

/**
 * When a page should read again while it also gets pushes: once when the socket (re)connects (to
 * catch what was missed while it was down), and every `ms` only while it is not connected. With
 * the socket up, pushes alone keep the page current.
 */
export function fallbackTicks(state$: Observable<ConnectionState>, ms: number): Observable<number> {
  return state$.pipe(
    map((state) => state === 'connected'),
    distinctUntilChanged(),
    switchMap((connected) => (connected ? of(-1) : pollTicks(ms))),
  );
}
