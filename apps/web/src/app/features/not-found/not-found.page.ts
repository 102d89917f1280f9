import { ChangeDetectionStrategy, Component } from '@angular/core';
import { RouterLink } from '@angular/router';
import { TranslocoDirective } from '@jsverse/transloco';

@Component({
  selector: 'app-not-found-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [RouterLink, TranslocoDirective],
  template: `
    <ng-container *transloco="let t">
      <h1 data-testid="not-found">{{ t('notFound.title') }}</h1>
      <p>{{ t('notFound.body') }}</p>
      <a class="button primary" routerLink="/">{{ t('common.backHome') }}</a>
    </ng-container>
  `,
})
export class NotFoundPage {}
