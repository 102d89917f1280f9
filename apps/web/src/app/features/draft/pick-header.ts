import { ChangeDetectionStrategy, Component, computed, inject, input } from '@angular/core';
import type { PlayerView } from '@cantina/contract';
import { TranslocoDirective } from '@jsverse/transloco';
import { LanguageService } from '../../core/i18n/language.service';
import { pluralKey } from '../../core/i18n/plural';
import { Countdown } from './countdown';

/** Draft pack rounds (contract: `packNumber` 0..3, 0 being the swu leader round). */
export const DRAFT_PACKS = 3;

/** Above the pack: which round and pick, where the pack goes next, the clock, and packs waiting. */
@Component({
  selector: 'app-pick-header',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective, Countdown],
  template: `
    <div class="header" *transloco="let t">
      <p class="round">
        <span data-testid="pick-round">{{
          me().phase === 'leaders'
            ? t('draft.round.leaders')
            : t('draft.round.pack', { number: me().packNumber, total: packs() })
        }}</span>
        <span class="pick" data-testid="pick-number">{{ t('draft.pickNumber', { number: me().pickNumber }) }}</span>
        @if (me().seat !== undefined) {
          <span class="pick seat" data-testid="my-seat">{{ t('draft.seat', { number: (me().seat ?? 0) + 1 }) }}</span>
        }
      </p>
      <div class="facts">
        <p
          class="direction"
          data-testid="pass-direction"
          [attr.data-direction]="me().passDirection"
          [attr.aria-label]="t('draft.pass.' + me().passDirection + 'Long')"
        >
          @if (me().passDirection === 'left') {
            <span class="arrow" aria-hidden="true">←</span>
          }
          <span aria-hidden="true">{{ t('draft.pass.' + me().passDirection) }}</span>
          @if (me().passDirection === 'right') {
            <span class="arrow" aria-hidden="true">→</span>
          }
        </p>
        <app-countdown [deadline]="deadline()" />
        <p class="queue" data-testid="queue-count" [attr.data-queue]="me().queue">{{ queueText(t) }}</p>
      </div>
    </div>
  `,
  styles: `
    .header {
      display: flex;
      flex-direction: column;
      gap: 0.4rem;
      margin-bottom: 0.75rem;
    }
    .round {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 0.25rem 0.75rem;
      margin: 0;
      font-size: 1.35rem;
      font-weight: 800;
    }
    .pick {
      color: var(--muted);
      font-size: 1.1rem;
    }
    .facts {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.5rem 1rem;
    }
    .facts p {
      margin: 0;
    }
    .direction {
      display: inline-flex;
      align-items: center;
      gap: 0.35rem;
      padding: 0.2rem 0.75rem;
      border: 2px solid var(--accent);
      border-radius: 999px;
      font-weight: 700;
    }
    .arrow {
      font-size: 1.4rem;
      line-height: 1;
    }
    .queue {
      color: var(--muted);
      font-weight: 600;
    }
  `,
})
export class PickHeader {
  readonly me = input.required<PlayerView>();
  readonly deadline = input<string | null>(null);
  readonly packs = input(DRAFT_PACKS);

  private readonly lang = inject(LanguageService).current;
  private readonly queueKey = computed(() => {
    const queue = this.me().queue;
    return queue === 0 ? 'draft.queue.none' : pluralKey('draft.queue.waiting', this.lang(), queue);
  });

  protected queueText(t: (key: string, params?: Record<string, unknown>) => string): string {
    return t(this.queueKey(), { count: this.me().queue });
  }
}
