import { DOCUMENT } from '@angular/common';
import { type Signal, computed, inject } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import type { ServerAddress } from '@cantina/contract';
import { catchError, of } from 'rxjs';
import { ServerApi } from '../core/api/server-api';
import { type JoinBase, chooseJoinBase, isLoopbackHost } from './join-address';

/**
 * The join link's origin as a signal (call in an injection context), chosen by `chooseJoinBase` once
 * the server said its `PUBLIC_URL` and LAN addresses. Until then: the page's own origin when it is
 * not loopback, else `null`, so nothing shows a localhost link or a warning too early.
 */
export function injectJoinBase(): Signal<JoinBase | null> {
  const location = inject(DOCUMENT).location;
  const pageOrigin = location.origin;
  const pageIsLoopback = isLoopbackHost(location.hostname);
  const server = toSignal(
    inject(ServerApi)
      .address()
      .pipe(catchError(() => of<ServerAddress | null>(null))),
    {
      initialValue: undefined,
    },
  );
  return computed(() => {
    const answer = server();
    if (answer === undefined) return pageIsLoopback ? null : chooseJoinBase(null, pageOrigin);
    return chooseJoinBase(answer, pageOrigin);
  });
}
