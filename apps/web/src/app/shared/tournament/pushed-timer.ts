import type { Signal } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import type { RoundTimerView } from '@cantina/contract';
import { EMPTY, Observable, map, switchMap } from 'rxjs';
import { type TimerSnapshot, snapshotOf } from './countdown';

/** The latest round timer pushed on the session's feed, stamped when it arrived (null before one). */
export function pushedTimerOf(
  session$: Observable<{ connection: { roundTimer$: Observable<RoundTimerView> } | null }>,
): Signal<TimerSnapshot | null> {
  return toSignal(
    session$.pipe(
      switchMap(({ connection }) => connection?.roundTimer$ ?? EMPTY),
      map((timer) => snapshotOf(timer, Date.now())),
    ),
    { initialValue: null },
  );
}
