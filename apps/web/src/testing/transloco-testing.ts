import { TranslocoTestingModule } from '@jsverse/transloco';
import { LANGS, type Lang } from '../app/core/i18n/languages';
import { TRANSLATIONS } from './translations';

/** Transloco with the real en/es/cs files, preloaded (no HTTP). */
export function translocoTesting(defaultLang: Lang = 'en') {
  return TranslocoTestingModule.forRoot({
    langs: { ...TRANSLATIONS },
    translocoConfig: { availableLangs: [...LANGS], defaultLang, reRenderOnLangChange: true },
    preloadLangs: true,
  });
}
