import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { TranslocoDirective } from '@jsverse/transloco';
import type { ConnectionState } from '../core/socket/events-socket';

/** A thin bar that says the live feed is down instead of letting the page look frozen. */
@Component({
  selector: 'app-connection-indicator',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective],
  template: `
    <div role="status" aria-live="polite" *transloco="let t">
      @if (state() !== 'connected') {
        <p class="bar" [class.closed]="state() === 'closed'" data-testid="connection-indicator">
          {{ t('connection.' + state()) }}
        </p>
      }
    </div>
  `,
  styles: `
    .bar {
      margin: 0 0 1rem;
      padding: 0.5rem 1rem;
      border-radius: var(--radius);
      background: var(--warn-bg);
      color: var(--warn-text);
      font-weight: 600;
      text-align: center;
    }
    .closed {
      background: var(--danger-bg);
      color: var(--danger-text);
    }
  `,
})
export class ConnectionIndicator {
  readonly state = input.required<ConnectionState>();
}
