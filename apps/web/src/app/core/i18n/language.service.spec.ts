import { DOCUMENT } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { TranslocoService } from '@jsverse/transloco';
import { translocoTesting } from '../../../testing/transloco-testing';
import { MemoryStorage, STORAGE } from '../storage/storage';
import { BROWSER_LANGUAGES } from './browser-languages';
import { LanguageService } from './language.service';
import { LANG_STORAGE_KEY } from './languages';

function setup(browserLangs: readonly string[], saved?: string) {
  const storage = new MemoryStorage();
  if (saved) storage.setItem(LANG_STORAGE_KEY, saved);
  TestBed.configureTestingModule({
    imports: [translocoTesting()],
    providers: [
      { provide: STORAGE, useValue: storage },
      { provide: BROWSER_LANGUAGES, useValue: browserLangs },
    ],
  });
  return {
    storage,
    service: TestBed.inject(LanguageService),
    transloco: TestBed.inject(TranslocoService),
    html: TestBed.inject(DOCUMENT).documentElement,
  };
}

describe('LanguageService', () => {
  it('starts in the browser language and sets <html lang>', async () => {
    const { service, transloco, html } = setup(['cs-CZ', 'en']);
    await service.init();
    expect(service.current()).toBe('cs');
    expect(transloco.getActiveLang()).toBe('cs');
    expect(html.lang).toBe('cs');
    expect(transloco.translate('header.language')).toBe('Jazyk');
  });

  it('prefers the saved choice over the browser', async () => {
    const { service, html } = setup(['cs-CZ'], 'es');
    await service.init();
    expect(service.current()).toBe('es');
    expect(html.lang).toBe('es');
  });

  it('remembers a switch', async () => {
    const { service, storage, transloco, html } = setup(['en-US']);
    await service.init();
    expect(service.current()).toBe('en');

    await service.use('es');
    expect(storage.getItem(LANG_STORAGE_KEY)).toBe('es');
    expect(transloco.getActiveLang()).toBe('es');
    expect(html.lang).toBe('es');
    expect(transloco.translate('header.language')).toBe('Idioma');
  });

  it('lets the last of two quick switches win', async () => {
    const { service } = setup(['en']);
    await Promise.all([service.use('cs'), service.use('es')]);
    expect(service.current()).toBe('es');
  });
});
