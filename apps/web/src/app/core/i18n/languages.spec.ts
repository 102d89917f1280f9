import { detectLanguage, isLang } from './languages';

describe('detectLanguage', () => {
  it('prefers the saved choice', () => {
    expect(detectLanguage('cs', ['es-ES', 'en'])).toBe('cs');
  });

  it('ignores a saved value that is not a supported language', () => {
    expect(detectLanguage('de', ['es-MX'])).toBe('es');
  });

  it('takes the first browser language whose prefix is supported', () => {
    expect(detectLanguage(null, ['de-DE', 'cs-CZ', 'es'])).toBe('cs');
    expect(detectLanguage(null, ['ES-ar'])).toBe('es');
    expect(detectLanguage(null, ['en-GB', 'es'])).toBe('en');
  });

  it('falls back to English', () => {
    expect(detectLanguage(null, ['de', 'fr-FR'])).toBe('en');
    expect(detectLanguage(null, [])).toBe('en');
  });

  it('knows its languages', () => {
    expect(isLang('es')).toBe(true);
    expect(isLang('sk')).toBe(false);
    expect(isLang(undefined)).toBe(false);
  });
});
