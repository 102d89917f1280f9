import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { TranslocoDirective } from '@jsverse/transloco';
import { interval, map } from 'rxjs';
import { TimerSnapshot, clockText, secondsLeft, timerPhase } from './countdown';

/** The round clock, counting down once a second from the last timer the server sent. */
@Component({
  selector: 'app-round-timer',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective],
  template: `
    <div class="timer" [class]="phase()" [class.huge]="huge()" *transloco="let t">
      @if (snapshot()) {
        <span class="clock" role="timer" data-testid="round-timer" [attr.data-phase]="phase()">{{ clock() }}</span>
        <span class="state" data-testid="round-timer-state">{{ t('tournament.timer.' + phase()) }}</span>
      } @else {
        <span class="state" data-testid="round-timer-state">{{ t('tournament.timer.idle') }}</span>
      }
    </div>
  `,
  styles: `
    .timer {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 0.25rem 0.75rem;
    }
    .clock {
      font-family: var(--mono);
      font-size: 2.25rem;
      font-weight: 800;
      font-variant-numeric: tabular-nums;
    }
    .state {
      color: var(--muted);
      font-weight: 600;
    }
    .huge .clock {
      font-size: clamp(3rem, 12vw, 9rem);
      line-height: 1;
    }
    .huge .state {
      font-size: clamp(1.25rem, 3vw, 2.5rem);
    }
    .paused .clock {
      color: var(--muted);
    }
    .over .clock,
    .over .state {
      color: var(--danger);
    }
  `,
})
export class RoundTimerDisplay {
  readonly snapshot = input<TimerSnapshot | null>(null);
  readonly huge = input(false);
  private readonly now = toSignal(interval(1000).pipe(map(() => Date.now())), { initialValue: Date.now() });

  protected readonly phase = computed(() => {
    const snapshot = this.snapshot();
    return snapshot ? timerPhase(snapshot, this.now()) : 'idle';
  });
  protected readonly clock = computed(() => {
    const snapshot = this.snapshot();
    return snapshot ? clockText(secondsLeft(snapshot, this.now())) : '';
  });
}
