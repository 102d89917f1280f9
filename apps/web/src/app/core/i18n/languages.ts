export const LANGS = ['en', 'es', 'cs'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';
export const LANG_STORAGE_KEY = 'cantina.lang';

/** Each language named in itself, so people find theirs whatever the current language is. */
export const LANG_NAMES: Readonly<Record<Lang, string>> = {
  en: 'English',
  es: 'Español',
  cs: 'Čeština',
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/**
 * The saved choice wins; otherwise the first browser language whose prefix we speak
 * ("es-MX" -> es, "cs-CZ" -> cs); otherwise English.
 */
export function detectLanguage(saved: string | null, browserLangs: readonly string[]): Lang {
  if (isLang(saved)) return saved;
  for (const tag of browserLangs) {
    const prefix = tag.toLowerCase().split(/[-_]/)[0];
    if (isLang(prefix)) return prefix;
  }
  return DEFAULT_LANG;
}
