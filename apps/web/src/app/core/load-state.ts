import { Observable, OperatorFunction, catchError, map, of, startWith } from 'rxjs';
import { type ApiError, toApiError } from './api/api-error';

/** What a page knows about the thing it loads. `no-access`: this device holds no token for it. */
export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'no-access' }
  | { status: 'ready'; value: T }
  | { status: 'error'; error: ApiError };

export function readyValue<T>(state: LoadState<T>): T | null {
  return state.status === 'ready' ? state.value : null;
}

/** A read as a page's load state: `loading` first, then `ready` per value, or the `error` it ended with. */
export function toLoadState<T>(): OperatorFunction<T, LoadState<T>> {
  return (source: Observable<T>) =>
    source.pipe(
      map((value): LoadState<T> => ({ status: 'ready', value })),
      catchError((error: unknown) => of<LoadState<T>>({ status: 'error', error: toApiError(error) })),
      startWith<LoadState<T>>({ status: 'loading' }),
    );
}
