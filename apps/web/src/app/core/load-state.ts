import type { ApiError } from './api/api-error';

/** What a page knows about the thing it loads. `no-access`: this device holds no token for it. */
export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'no-access' }
  | { status: 'ready'; value: T }
  | { status: 'error'; error: ApiError };

export function readyValue<T>(state: LoadState<T>): T | null {
  return state.status === 'ready' ? state.value : null;
}
