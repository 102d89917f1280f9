import { effect, inject } from '@angular/core';
import { Title } from '@angular/platform-browser';
import { TranslocoService } from '@jsverse/transloco';
import { LanguageService } from '../../core/i18n/language.service';

/**
 * Sets the document title of a tournament page from `tournament.titles.<key>` and keeps it in the
 * current language (these routes carry no `title`, so the title strategy shows the app name first).
 * Call from a constructor.
 */
export function tournamentPageTitle(key: string): void {
  const title = inject(Title);
  const transloco = inject(TranslocoService);
  const lang = inject(LanguageService).current;
  effect(() => {
    const current = lang();
    const page = transloco.translate(`tournament.titles.${key}`, {}, current);
    title.setTitle(`${page} · ${transloco.translate('app.name', {}, current)}`);
  });
}
