import { ChangeDetectionStrategy, Component, inject, input } from '@angular/core';
import type { EventStatus } from '@cantina/contract';
import { TranslocoDirective } from '@jsverse/transloco';
import { CatalogLabelPipe } from '../core/i18n/catalog-label.pipe';
import { LanguageService } from '../core/i18n/language.service';

/** Game, format and status of an event, translated. */
@Component({
  selector: 'app-event-facts',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective, CatalogLabelPipe],
  template: `
    <dl class="facts" *transloco="let t">
      <div>
        <dt>{{ t('event.game') }}</dt>
        <dd data-testid="event-game">{{ game() | catalogLabel: 'games' : lang() }}</dd>
      </div>
      <div>
        <dt>{{ t('event.format') }}</dt>
        <dd data-testid="event-format">{{ format() | catalogLabel: 'formats' : lang() }}</dd>
      </div>
      @if (status(); as status) {
        <div>
          <dt>{{ t('event.status') }}</dt>
          <dd data-testid="event-status">{{ t('status.' + status) }}</dd>
        </div>
      }
    </dl>
  `,
  styles: `
    .facts {
      display: flex;
      flex-wrap: wrap;
      gap: 0.75rem 2rem;
      margin: 0 0 1rem;
    }
    dt {
      font-size: 0.875rem;
      color: var(--muted);
    }
    dd {
      margin: 0;
      font-weight: 600;
    }
  `,
})
export class EventFacts {
  protected readonly lang = inject(LanguageService).current;
  readonly game = input.required<string>();
  readonly format = input.required<string>();
  readonly status = input<EventStatus | null>(null);
}
