import type { Translation } from '@jsverse/transloco';
import cs from '../../public/i18n/cs.json';
import en from '../../public/i18n/en.json';
import es from '../../public/i18n/es.json';

/** The real translation files, as shipped. */
export const TRANSLATIONS: Readonly<Record<'en' | 'es' | 'cs', Translation>> = { en, es, cs };
