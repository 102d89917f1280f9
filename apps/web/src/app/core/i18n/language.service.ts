import { DOCUMENT, Injectable, inject, signal } from '@angular/core';
import { TranslocoService } from '@jsverse/transloco';
import { firstValueFrom } from 'rxjs';
import { STORAGE } from '../storage/storage';
import { BROWSER_LANGUAGES } from './browser-languages';
import { DEFAULT_LANG, LANG_STORAGE_KEY, Lang, detectLanguage } from './languages';

/** The current language: detected at start, switched from the header, remembered, set on <html lang>. */
@Injectable({ providedIn: 'root' })
export class LanguageService {
  private readonly transloco = inject(TranslocoService);
  private readonly document = inject(DOCUMENT);
  private readonly storage = inject(STORAGE);
  private readonly browserLangs = inject(BROWSER_LANGUAGES);
  private readonly lang = signal<Lang>(DEFAULT_LANG);
  private requested = 0;

  /** Changes only once the language's translations are loaded. */
  readonly current = this.lang.asReadonly();

  /** Picks the initial language; resolves when its translations are ready (or failed to load). */
  init(): Promise<void> {
    return this.apply(detectLanguage(this.saved(), this.browserLangs));
  }

  /** Switches language and remembers the choice on this device. */
  use(lang: Lang): Promise<void> {
    try {
      this.storage.setItem(LANG_STORAGE_KEY, lang);
    } catch {
      // Not remembered, still switched.
    }
    return this.apply(lang);
  }

  private saved(): string | null {
    try {
      return this.storage.getItem(LANG_STORAGE_KEY);
    } catch {
      return null;
    }
  }

  private async apply(lang: Lang): Promise<void> {
    const request = ++this.requested;
    try {
      await firstValueFrom(this.transloco.load(lang));
    } catch {
      // Offline or missing file: switch anyway, keys show until a retry succeeds.
    }
    if (request !== this.requested) return;
    this.transloco.setActiveLang(lang);
    this.lang.set(lang);
    this.document.documentElement.lang = lang;
  }
}
