import { Injector, type Signal, computed, inject, runInInjectionContext, signal } from '@angular/core';
import type { JoinBase } from '../join-address';
import { injectJoinBase } from '../join-base';

/** `injectJoinBase()` asked only once `start()` is called (a panel opened), so closed panels cost no request. */
export interface LazyJoinBase {
  readonly base: Signal<JoinBase | null>;
  start(): void;
}

/** Call in an injection context (a component's field). */
export function lazyJoinBase(): LazyJoinBase {
  const injector = inject(Injector);
  const started = signal<Signal<JoinBase | null> | null>(null);
  return {
    base: computed(() => started()?.() ?? null),
    start: () => {
      if (!started()) started.set(runInInjectionContext(injector, () => injectJoinBase()));
    },
  };
}
