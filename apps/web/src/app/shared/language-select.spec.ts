import { DOCUMENT } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { choose, byTestId } from '../../testing/dom';
import { translocoTesting } from '../../testing/transloco-testing';
import { LANG_STORAGE_KEY } from '../core/i18n/languages';
import { MemoryStorage, STORAGE } from '../core/storage/storage';
import { LanguageSelect } from './language-select';

describe('LanguageSelect', () => {
  it('switches the language, remembers it and updates <html lang>', async () => {
    const storage = new MemoryStorage();
    TestBed.configureTestingModule({
      imports: [LanguageSelect, translocoTesting()],
      providers: [{ provide: STORAGE, useValue: storage }],
    });
    const fixture = TestBed.createComponent(LanguageSelect);
    await fixture.whenStable();
    const root = fixture.nativeElement as HTMLElement;
    const select = byTestId<HTMLSelectElement>(root, 'lang-select');
    expect(select?.value).toBe('en');

    choose(select, 'cs');
    await fixture.whenStable();

    expect(storage.getItem(LANG_STORAGE_KEY)).toBe('cs');
    expect(TestBed.inject(DOCUMENT).documentElement.lang).toBe('cs');
    expect(root.querySelector('label')?.textContent).toBe('Jazyk');
    expect(select?.value).toBe('cs');
  });
});
