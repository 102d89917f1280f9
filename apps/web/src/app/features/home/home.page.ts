import { ChangeDetectionStrategy, Component } from '@angular/core';
import { TranslocoDirective } from '@jsverse/transloco';
import { CreateEventForm } from './create-event-form';
import { JoinCodeForm } from './join-code-form';

@Component({
  selector: 'app-home-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective, CreateEventForm, JoinCodeForm],
  template: `
    <ng-container *transloco="let t">
      <h1 class="visually-hidden">{{ t('app.name') }}</h1>
      <p class="lead">{{ t('home.intro') }}</p>
      <div class="cards">
        <app-join-code-form />
        <app-create-event-form />
      </div>
    </ng-container>
  `,
  styles: `
    .lead {
      margin: 0 0 1.25rem;
      color: var(--muted);
      font-size: 1.05rem;
    }
    .cards {
      display: grid;
      gap: 1rem;
      align-items: start;
    }
    @media (min-width: 48rem) {
      .cards {
        grid-template-columns: 1fr 1fr;
      }
    }
  `,
})
export class HomePage {}
