import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { translocoTesting } from '../testing/transloco-testing';
import { App } from './app';

describe('App', () => {
  beforeEach(() => {
    TestBed.configureTestingModule({
      imports: [App, translocoTesting()],
      providers: [provideRouter([])],
    });
  });

  it('renders the header with the language switcher and a main region', async () => {
    const fixture = TestBed.createComponent(App);
    await fixture.whenStable();
    const root = fixture.nativeElement as HTMLElement;

    expect(root.querySelector('header a')?.textContent).toContain('Cantina');
    const select = root.querySelector<HTMLSelectElement>('[data-testid="lang-select"]');
    expect(Array.from(select?.options ?? []).map((o) => [o.value, o.textContent?.trim()])).toEqual([
      ['en', 'English'],
      ['es', 'Español'],
      ['cs', 'Čeština'],
    ]);
    expect(root.querySelector('label[for="lang-select"]')?.textContent).toBe('Language');
    expect(root.querySelector('main router-outlet')).not.toBeNull();
  });
});
