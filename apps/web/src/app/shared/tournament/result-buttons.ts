import { NgTemplateOutlet } from '@angular/common';
import { ChangeDetectionStrategy, Component, computed, input, output } from '@angular/core';
import { TranslocoDirective } from '@jsverse/transloco';
import { ResultOption, outcomeFor, scoreText } from './result-options';

/**
 * Quick result buttons (`2-0`, `2-1`, …, draw, intentional draw, double loss). `self`: read from the user's side
 * ("I won 2-1"); `first`: from the first player's (`names[0]` wins 2-1).
 */
@Component({
  selector: 'app-result-buttons',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [NgTemplateOutlet, TranslocoDirective],
  template: `
    <ng-container *transloco="let t">
      <div class="buttons" role="group" [attr.aria-label]="label()">
        @for (option of mainOptions(); track option.key) {
          <ng-container *ngTemplateOutlet="button; context: { $implicit: option }" />
        }
      </div>
      @if (moreOptions().length > 0) {
        <details class="more">
          <summary>{{ t('tournament.results.more') }}</summary>
          <div class="buttons">
            @for (option of moreOptions(); track option.key) {
              <ng-container *ngTemplateOutlet="button; context: { $implicit: option }" />
            }
          </div>
        </details>
      }
      <ng-template #button let-option>
        <button
          type="button"
          class="secondary option"
          data-testid="result-option"
          [attr.data-result]="option.key"
          [class.selected]="option.key === selectedKey()"
          [attr.aria-pressed]="option.key === selectedKey()"
          [attr.aria-label]="ariaLabel(option, t)"
          [disabled]="disabled()"
          (click)="choose.emit(option)"
        >
          {{
            option.kind === 'double-loss'
              ? t('tournament.results.doubleLoss')
              : option.key === 'id'
                ? t('tournament.results.idShort')
                : score(option)
          }}
        </button>
      </ng-template>
    </ng-container>
  `,
  styles: `
    .buttons {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(4.5rem, 1fr));
      gap: 0.5rem;
    }
    .option {
      padding: 0.5rem;
      font-size: 1.15rem;
      font-variant-numeric: tabular-nums;
    }
    .selected {
      background: var(--accent);
      color: var(--accent-text);
    }
    .more {
      margin-top: 0.5rem;
    }
    summary {
      min-height: 48px;
      display: flex;
      align-items: center;
      cursor: pointer;
      font-weight: 600;
      color: var(--accent);
    }
  `,
})
export class ResultButtons {
  readonly options = input.required<readonly ResultOption[]>();
  readonly perspective = input<'self' | 'first'>('first');
  /** The two players' names, in the order the options read. */
  readonly names = input<readonly string[]>([]);
  readonly label = input<string | null>(null);
  readonly selectedKey = input<string | null>(null);
  readonly disabled = input(false);
  readonly choose = output<ResultOption>();

  protected readonly mainOptions = computed(() => this.options().filter((option) => option.main));
  protected readonly moreOptions = computed(() => this.options().filter((option) => !option.main));

  protected score(option: ResultOption): string {
    return scoreText({ a: option.a, b: option.b, draws: option.draws, doubleLoss: false });
  }

  protected ariaLabel(option: ResultOption, t: (key: string, params?: Record<string, unknown>) => string): string {
    const outcome = outcomeFor({
      a: option.a,
      b: option.b,
      draws: option.draws,
      doubleLoss: option.kind === 'double-loss',
    });
    const score = this.score(option);
    if (outcome === 'double-loss') return t('tournament.results.doubleLoss');
    if (option.key === 'id') return t('tournament.results.intentionalDraw');
    if (outcome === 'draw') return t('tournament.results.drawScore', { score });
    if (this.perspective() === 'self') return t(`tournament.results.self.${outcome}`, { score });
    const [a, b] = this.names();
    const winner = outcome === 'win' ? a : b;
    const high = `${Math.max(option.a, option.b)}-${Math.min(option.a, option.b)}`;
    return t('tournament.results.wins', { name: winner ?? '', score: high });
  }
}
