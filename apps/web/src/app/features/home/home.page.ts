import { ChangeDetectionStrategy, Component } from '@angular/core';
import { RouterLink } from '@angular/router';
import { TranslocoDirective } from '@jsverse/transloco';
import { CreateEventForm } from './create-event-form';
import { JoinCodeForm } from './join-code-form';
import { MyEvents } from './my-events';

@Component({
  selector: 'app-home-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [RouterLink, TranslocoDirective, CreateEventForm, JoinCodeForm, MyEvents],
  template: `
    <ng-container *transloco="let t">
      <h1 class="visually-hidden">{{ t('app.name') }}</h1>
      <p class="lead">{{ t('home.intro') }}</p>
      <app-my-events />
      <div class="cards">
        <div class="join">
          <app-join-code-form />
          <p class="reentry">
            <a routerLink="/reentry" data-testid="reentry-link">{{ t('access.enter.link') }}</a>
          </p>
        </div>
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
    .reentry {
      margin: 0.75rem 0 0;
    }
    .reentry a {
      display: inline-flex;
      align-items: center;
      min-height: 48px;
    }
    @media (min-width: 48rem) {
      .cards {
        grid-template-columns: 1fr 1fr;
      }
    }
  `,
})
export class HomePage {}
