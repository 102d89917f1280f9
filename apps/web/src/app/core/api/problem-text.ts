import { TranslocoService } from '@jsverse/transloco';
import { lookupTranslation } from '../i18n/translation-lookup';
import { ApiError } from './api-error';

/** What to tell the user about a failed call: the translation of its code, else the server's detail. */
export function problemText(transloco: TranslocoService, lang: string, error: ApiError): string {
  return (
    lookupTranslation(transloco, lang, `errors.${error.code}`) ??
    error.detail ??
    lookupTranslation(transloco, lang, 'errors.unexpected') ??
    error.message
  );
}
