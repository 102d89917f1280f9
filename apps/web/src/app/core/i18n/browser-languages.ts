import { InjectionToken } from '@angular/core';

/** The browser's preferred languages, best first (`navigator.languages`). */
export const BROWSER_LANGUAGES = new InjectionToken<readonly string[]>('BROWSER_LANGUAGES', {
  providedIn: 'root',
  factory: () => {
    if (typeof navigator === 'undefined') return [];
    if (navigator.languages?.length) return navigator.languages;
    return navigator.language ? [navigator.language] : [];
  },
});
