import { ChangeDetectionStrategy, Component } from '@angular/core';
import { RouterLink, RouterLinkActive } from '@angular/router';
import { TranslocoDirective } from '@jsverse/transloco';
import { LanguageSelect } from './language-select';

@Component({
  selector: 'app-site-header',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [RouterLink, RouterLinkActive, TranslocoDirective, LanguageSelect],
  template: `
    <header class="bar" *transloco="let t">
      <a class="brand" routerLink="/" [attr.aria-label]="t('header.home')">
        <span aria-hidden="true" class="mark">✦</span> {{ t('app.name') }}
      </a>
      <nav class="nav" [attr.aria-label]="t('header.nav')">
        <a routerLink="/decks" routerLinkActive="active" ariaCurrentWhenActive="page" data-testid="nav-decks">
          {{ t('header.decks') }}
        </a>
      </nav>
      <app-language-select />
    </header>
  `,
  styles: `
    .bar {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: 1rem;
      max-width: var(--page-width, 60rem);
      margin: 0 auto;
      padding: 0.5rem 1rem;
    }
    .brand {
      display: inline-flex;
      align-items: center;
      gap: 0.4rem;
      min-height: 48px;
      font-size: 1.25rem;
      font-weight: 700;
      color: var(--text);
      text-decoration: none;
    }
    .mark {
      color: var(--accent);
    }
    .nav {
      margin-left: auto;
    }
    .nav a {
      display: inline-flex;
      align-items: center;
      min-height: 48px;
      padding: 0 0.5rem;
      font-weight: 600;
    }
    .nav a.active {
      text-decoration-thickness: 3px;
    }
  `,
})
export class SiteHeader {}
