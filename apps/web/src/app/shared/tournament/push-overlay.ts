import { Observable, defer, map, merge, scan, filter } from 'rxjs';

/** A read's answer with the moment its request was sent. */
export interface Stamped<T> {
  value: T;
  sentAt: number;
}

/** Stamps a read with the moment it is subscribed (sent), so pushes that came later can be told apart. */
export function stampedRead<T>(read: () => Observable<T>, now: () => number = Date.now): Observable<Stamped<T>> {
  return defer(() => {
    const sentAt = now();
    return read().pipe(map((value) => ({ value, sentAt })));
  });
}

/** Pushes kept for the next read (a read clears the older ones; a long-lived page without reads stays bounded). */
const MAX_PENDING = 500;

type Step<T, P> = { kind: 'read'; read: Stamped<T> } | { kind: 'push'; push: P; at: number };

interface Overlay<T, P> {
  value: T | null;
  /** Pushes newer than the last read, applied again on top of the next read that predates them. */
  pending: { push: P; at: number }[];
}

/**
 * The latest read with every push applied on top: a push changes what the page shows at once; a
 * read sent before a push arrived may answer after it, so that push is applied to it again instead
 * of being lost. Emits nothing before the first read.
 */
export function overlayPushes<T, P>(
  reads$: Observable<Stamped<T>>,
  pushes$: Observable<P>,
  apply: (value: T, push: P) => T,
  now: () => number = Date.now,
): Observable<T> {
  const steps$ = merge(
    reads$.pipe(map((read): Step<T, P> => ({ kind: 'read', read }))),
    pushes$.pipe(map((push): Step<T, P> => ({ kind: 'push', push, at: now() }))),
  );
  return steps$.pipe(
    scan(
      (overlay: Overlay<T, P>, step: Step<T, P>): Overlay<T, P> => {
        if (step.kind === 'read') {
          const pending = overlay.pending.filter((item) => item.at >= step.read.sentAt);
          return { value: pending.reduce((value, item) => apply(value, item.push), step.read.value), pending };
        }
        const pending = [...overlay.pending, { push: step.push, at: step.at }].slice(-MAX_PENDING);
        return { value: overlay.value === null ? null : apply(overlay.value, step.push), pending };
      },
      { value: null, pending: [] },
    ),
    map((overlay) => overlay.value),
    filter((value): value is T => value !== null),
  );
}
