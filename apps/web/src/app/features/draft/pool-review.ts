import { ChangeDetectionStrategy, Component, computed, effect, input, signal } from '@angular/core';
import type { CardInstance } from '@cantina/contract';
import type { CardCatalog, GameId } from '@cantina/games';
import { TranslocoDirective } from '@jsverse/transloco';
import { clockText, secondsLeft } from './countdown';
import { PoolDrawer } from './pool-drawer';

const TICK_MS = 250;

/**
 * Between two packs, during the review time (`me.reviewUntil`): the whole pool in view (by cost, by
 * type, in sections by aspect / colour / side) and a countdown to the next pack. In a competitive
 * draft this is the only time the pool may be looked at.
 */
@Component({
  selector: 'app-pool-review',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective, PoolDrawer],
  template: `
    <section class="review" data-testid="pool-review" aria-labelledby="pool-review-heading" *transloco="let t">
      <div class="head">
        <h2 id="pool-review-heading">{{ t('draft.reviewTitle') }}</h2>
        <p class="next" role="timer" data-testid="review-countdown" [attr.data-seconds]="seconds()">
          {{ t('draft.nextPackIn', { time: clock() }) }}
        </p>
      </div>
      <p class="hint">{{ t('draft.review') }}</p>
      <app-pool-drawer [game]="game()" [pool]="pool()" [catalog]="catalog()" />
    </section>
  `,
  styles: `
    .review {
      margin-bottom: 1rem;
    }
    .head {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: 0.5rem 1rem;
    }
    h2 {
      margin: 0;
    }
    .next {
      margin: 0;
      padding: 0.2rem 0.75rem;
      border-radius: 999px;
      background: var(--accent-soft);
      font-size: 1.15rem;
      font-weight: 800;
      font-variant-numeric: tabular-nums;
    }
    .hint {
      margin: 0.5rem 0 1rem;
    }
  `,
})
export class PoolReview {
  readonly game = input.required<GameId>();
  readonly pool = input.required<readonly CardInstance[]>();
  readonly catalog = input<CardCatalog | null>(null);
  /** When the next packs open (iso). */
  readonly until = input.required<string>();

  private readonly now = signal(Date.now());
  protected readonly seconds = computed(() => secondsLeft(this.until(), this.now()));
  protected readonly clock = computed(() => clockText(this.seconds()));

  constructor() {
    effect((onCleanup) => {
      this.until();
      this.now.set(Date.now());
      const timer = setInterval(() => this.now.set(Date.now()), TICK_MS);
      onCleanup(() => clearInterval(timer));
    });
  }
}
