import { ChangeDetectionStrategy, Component, inject } from '@angular/core';
import { TranslocoDirective } from '@jsverse/transloco';
import { LanguageService } from '../core/i18n/language.service';
import { LANGS, LANG_NAMES, isLang } from '../core/i18n/languages';

@Component({
  selector: 'app-language-select',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective],
  template: `
    <ng-container *transloco="let t">
      <label class="visually-hidden" for="lang-select">{{ t('header.language') }}</label>
      <select id="lang-select" data-testid="lang-select" (change)="choose($event)">
        @for (lang of langs; track lang) {
          <option [value]="lang" [attr.lang]="lang" [selected]="lang === current()">
            {{ names[lang] }}
          </option>
        }
      </select>
    </ng-container>
  `,
  styles: `
    select {
      width: auto;
      min-width: 8.5rem;
    }
  `,
})
export class LanguageSelect {
  private readonly language = inject(LanguageService);
  protected readonly langs = LANGS;
  protected readonly names = LANG_NAMES;
  protected readonly current = this.language.current;

  protected choose(event: Event): void {
    const value = (event.target as HTMLSelectElement).value;
    if (isLang(value)) void this.language.use(value);
  }
}
