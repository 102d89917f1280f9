import { TranslocoService } from '@jsverse/transloco';

/** The translation of `key` in `lang`, or null when the loaded file has no such key. */
export function lookupTranslation(
  transloco: TranslocoService,
  lang: string,
  key: string,
  params: Record<string, unknown> = {},
): string | null {
  const value: unknown = transloco.getTranslation(lang)[key];
  if (typeof value !== 'string' || value === '') return null;
  return transloco.translate(key, params, lang);
}
