import type { Signal } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { EMPTY, Observable, map, switchMap } from 'rxjs';
import { type TimerSnapshot, snapshotOf } from './countdown';
import type { RoundTimer } from './tournament-types';

/** The latest round timer pushed on the session's feed, stamped when it arrived (null before one). */
export function pushedTimerOf(
  session$: Observable<{ connection: { timer$: Observable<RoundTimer> } | null }>,
): Signal<TimerSnapshot | null> {
  return toSignal(
    session$.pipe(
      switchMap(({ connection }) => connection?.timer$ ?? EMPTY),
      map((timer) => snapshotOf(timer, Date.now())),
    ),
    { initialValue: null },
  );
}
