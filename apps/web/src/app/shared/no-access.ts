import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { RouterLink } from '@angular/router';
import { TranslocoDirective } from '@jsverse/transloco';

/**
 * What an event page says when this device holds no key for the event: no player identity, or
 * (`organizer`) no organizer token; with the way back home.
 */
@Component({
  selector: 'app-no-access',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [RouterLink, TranslocoDirective],
  template: `
    <ng-container *transloco="let t">
      @if (role() === 'organizer') {
        <h1>{{ t('organize.noAccess.title') }}</h1>
        <p class="notice" data-testid="no-organizer-token">{{ t('organize.noAccess.body') }}</p>
      } @else {
        <h1>{{ t('play.noAccess.title') }}</h1>
        <p class="notice" data-testid="no-player-identity">{{ t('play.noAccess.body') }}</p>
      }
      <a class="button secondary" routerLink="/">{{ t('common.backHome') }}</a>
    </ng-container>
  `,
  styles: `
    :host {
      display: contents;
    }
  `,
})
export class NoAccess {
  readonly role = input<'player' | 'organizer'>('player');
}
