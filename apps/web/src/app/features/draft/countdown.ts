import { ChangeDetectionStrategy, Component, computed, effect, input, signal } from '@angular/core';
import { TranslocoDirective } from '@jsverse/transloco';

export type CountdownLevel = 'calm' | 'amber' | 'red';

/** The clock turns amber with this many seconds left, and red with `RED_SECONDS`. */
export const AMBER_SECONDS = 20;
export const RED_SECONDS = 10;

export function countdownLevel(secondsLeft: number): CountdownLevel {
  if (secondsLeft <= RED_SECONDS) return 'red';
  if (secondsLeft <= AMBER_SECONDS) return 'amber';
  return 'calm';
}

/** Whole seconds left until `deadline` (rounded up, never below 0). */
export function secondsLeft(deadline: string, now: number): number {
  const at = Date.parse(deadline);
  if (Number.isNaN(at)) return 0;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** "1:05". */
export function clockText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

const TICK_MS = 250;

/**
 * The pick clock, counting down to the server's deadline: calm, then amber, then red. Nothing when
 * there is no deadline (timers off, the pod paused, an automatic pick).
 */
@Component({
  selector: 'app-countdown',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective],
  template: `
    @if (seconds(); as left) {
      <p
        class="clock"
        role="timer"
        data-testid="countdown"
        [attr.data-level]="level()"
        [class.amber]="level() === 'amber'"
        [class.red]="level() === 'red'"
        *transloco="let t"
        [attr.aria-label]="t('draft.countdown', { seconds: left.value })"
      >
        {{ text() }}
      </p>
    }
  `,
  styles: `
    .clock {
      display: inline-flex;
      align-items: center;
      gap: 0.35rem;
      margin: 0;
      padding: 0.2rem 0.75rem;
      border-radius: 999px;
      background: var(--chip-bg);
      font-family: var(--mono);
      font-size: 1.2rem;
      font-weight: 800;
    }
    .amber {
      background: var(--warn-bg);
      color: var(--warn-text);
    }
    .red {
      background: var(--danger);
      color: var(--surface);
    }
  `,
})
export class Countdown {
  /** ISO time, or null for no clock. */
  readonly deadline = input<string | null>(null);

  private readonly now = signal(Date.now());
  /** Wrapped so that 0 seconds still renders. */
  protected readonly seconds = computed(() => {
    const deadline = this.deadline();
    return deadline === null ? null : { value: secondsLeft(deadline, this.now()) };
  });
  protected readonly level = computed(() => countdownLevel(this.seconds()?.value ?? 0));
  protected readonly text = computed(() => clockText(this.seconds()?.value ?? 0));

  constructor() {
    effect((onCleanup) => {
      if (this.deadline() === null) return;
      this.now.set(Date.now());
      const timer = setInterval(() => this.now.set(Date.now()), TICK_MS);
      onCleanup(() => clearInterval(timer));
    });
  }
}
