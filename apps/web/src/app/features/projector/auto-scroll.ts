import { DOCUMENT, DestroyRef, Directive, ElementRef, afterNextRender, inject, input } from '@angular/core';

/**
 * Scrolls an overflowing list by itself, top to bottom, pausing at both ends, for a screen nobody
 * touches. With reduced motion it turns a page at a time instead of gliding.
 */
@Directive({ selector: '[appAutoScroll]' })
export class AutoScroll {
  /** Pixels per second while gliding. */
  readonly speed = input(40, { alias: 'appAutoScroll' });
  readonly pauseMs = input(4000);

  private readonly element = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;
  private readonly window = inject(DOCUMENT).defaultView;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor() {
    afterNextRender(() => this.schedule(this.pauseMs()));
    inject(DestroyRef).onDestroy(() => {
      if (this.timer !== null) clearTimeout(this.timer);
    });
  }

  private get reducedMotion(): boolean {
    return this.window?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  }

  private schedule(delay: number): void {
    this.timer = setTimeout(() => this.step(), delay);
  }

  private step(): void {
    const el = this.element;
    const max = el.scrollHeight - el.clientHeight;
    if (max <= 0) return this.schedule(this.pauseMs());
    if (el.scrollTop >= max - 1) {
      el.scrollTop = 0;
      return this.schedule(this.pauseMs());
    }
    if (this.reducedMotion) {
      el.scrollTop = Math.min(max, el.scrollTop + el.clientHeight * 0.9);
      return this.schedule(this.pauseMs() * 2);
    }
    const tick = 50;
    el.scrollTop = Math.min(max, el.scrollTop + Math.max(1, (this.speed() * tick) / 1000));
    this.schedule(el.scrollTop >= max - 1 ? this.pauseMs() : tick);
  }
}
