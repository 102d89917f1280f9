import { ChangeDetectionStrategy, Component, computed, input, output } from '@angular/core';
import type { TimerAction } from '@cantina/contract';
import { TranslocoDirective } from '@jsverse/transloco';
import { TimerSnapshot } from '../../shared/tournament/countdown';
import { RoundTimerDisplay } from '../../shared/tournament/round-timer';

/** Start (or resume), pause, +5 minutes; the clock everyone sees. */
@Component({
  selector: 'app-timer-controls',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective, RoundTimerDisplay],
  template: `
    <div class="timer-controls" *transloco="let t">
      <app-round-timer [snapshot]="snapshot()" />
      <div class="actions" role="group" [attr.aria-label]="t('tournament.timer.controls')">
        @if (!running()) {
          <button
            type="button"
            class="primary"
            data-testid="timer-start"
            [disabled]="busy()"
            (click)="act.emit('start')"
          >
            {{ t('tournament.timer.start') }}
          </button>
        } @else {
          <button
            type="button"
            class="secondary"
            data-testid="timer-pause"
            [disabled]="busy()"
            (click)="act.emit('pause')"
          >
            {{ t('tournament.timer.pause') }}
          </button>
        }
        <button
          type="button"
          class="secondary"
          data-testid="timer-extend"
          [disabled]="busy() || !snapshot()"
          (click)="act.emit('extend')"
        >
          {{ t('tournament.timer.extend', { minutes: 5 }) }}
        </button>
      </div>
    </div>
  `,
  styles: `
    .timer-controls {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: 0.75rem;
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem;
    }
  `,
})
export class TimerControls {
  readonly snapshot = input<TimerSnapshot | null>(null);
  readonly busy = input(false);
  readonly act = output<TimerAction>();

  /** The API keeps a stopped clock (not started yet, or paused) as `deadline: null`; start resumes it. */
  protected readonly running = computed(() => {
    const timer = this.snapshot()?.timer;
    return !!timer && timer.deadline !== null && !timer.paused;
  });
}
