import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { Component } from '@angular/core';
import { ComponentFixture, TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';
import { byTestId, choose, optionValues, text, typeInto } from '../../../testing/dom';
import { GAME_VIEWS, organizerView } from '../../../testing/fixtures';
import { translocoTesting } from '../../../testing/transloco-testing';
import { LanguageService } from '../../core/i18n/language.service';
import { MemoryStorage, STORAGE } from '../../core/storage/storage';
import { CreateEventForm } from './create-event-form';

@Component({ template: '' })
class Blank {}

describe('CreateEventForm', () => {
  let fixture: ComponentFixture<CreateEventForm>;
  let root: HTMLElement;
  let http: HttpTestingController;
  let storage: MemoryStorage;

  beforeEach(async () => {
    storage = new MemoryStorage();
    TestBed.configureTestingModule({
      imports: [CreateEventForm, translocoTesting()],
      providers: [
        provideRouter([{ path: 'events/:id/organize', component: Blank }]),
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: STORAGE, useValue: storage },
      ],
    });
    http = TestBed.inject(HttpTestingController);
    fixture = TestBed.createComponent(CreateEventForm);
    root = fixture.nativeElement as HTMLElement;
    await fixture.whenStable();
    http.expectOne('/api/v1/games').flush(GAME_VIEWS);
    await fixture.whenStable();
  });

  afterEach(() => http.verify());

  const game = () => byTestId<HTMLSelectElement>(root, 'create-game');
  const format = () => byTestId<HTMLSelectElement>(root, 'create-format');

  it('fills the game list and starts with the first game and its formats', () => {
    expect(optionValues(game())).toEqual(['swu', 'swtcg', 'destiny', 'dbg']);
    expect(game()?.value).toBe('swu');
    expect(optionValues(format())).toEqual([
      'swu-premier',
      'swu-trilogy',
      'swu-twin-suns',
      'swu-eternal',
      'swu-sealed',
      'swu-draft',
    ]);
    expect(format()?.value).toBe('swu-premier');
  });

  it('makes the format list follow the chosen game', async () => {
    choose(format(), 'swu-draft');
    choose(game(), 'destiny');
    await fixture.whenStable();
    expect(optionValues(format())).toEqual(['destiny-standard', 'destiny-sealed', 'destiny-draft']);
    expect(format()?.value).toBe('destiny-standard');

    choose(game(), 'dbg');
    await fixture.whenStable();
    expect(optionValues(format())).toEqual(['dbg-standard']);
  });

  it('names games and formats in the current language', async () => {
    await TestBed.inject(LanguageService).use('es');
    await fixture.whenStable();
    const labels = Array.from(format()?.options ?? []).map((o) => text(o));
    expect(labels).toContain('Soles Gemelos');
    expect(labels).toContain('Sellado');
    expect(text(root.querySelector('label[for="create-game"]'))).toBe('Juego');
  });

  it('creates the event, keeps the organizer token and opens the organizer page', async () => {
    typeInto(byTestId(root, 'create-name'), '  Friday Draft ');
    choose(format(), 'swu-draft');
    byTestId(root, 'create-submit')?.click();

    const req = http.expectOne('/api/v1/events');
    expect(req.request.method).toBe('POST');
    expect(req.request.body).toEqual({ name: 'Friday Draft', game: 'swu', format: 'swu-draft' });
    req.flush(
      { ...organizerView({ id: 'ev9' }), organizerToken: 'org-secret' },
      { status: 201, statusText: 'Created' },
    );
    await fixture.whenStable();

    expect(storage.getItem('cantina.organizer.ev9')).toBe('org-secret');
    expect(TestBed.inject(Router).url).toBe('/events/ev9/organize');
  });

  it('sends the day of a constructed event when one is chosen; limited events have no day to choose', async () => {
    expect(byTestId(root, 'create-date')).not.toBeNull();
    typeInto(byTestId(root, 'create-name'), 'Store Premier');
    typeInto(byTestId(root, 'create-date'), '2026-04-01');
    byTestId(root, 'create-submit')?.click();
    const req = http.expectOne('/api/v1/events');
    expect(req.request.body).toEqual({ name: 'Store Premier', game: 'swu', format: 'swu-premier', date: '2026-04-01' });
    req.flush({ message: 'nope' }, { status: 500, statusText: 'Error' });
    await fixture.whenStable();

    choose(format(), 'swu-draft');
    await fixture.whenStable();
    expect(byTestId(root, 'create-date')).toBeNull();
  });

  it('does not send an empty name', async () => {
    typeInto(byTestId(root, 'create-name'), '   ');
    byTestId(root, 'create-submit')?.click();
    await fixture.whenStable();
    http.expectNone('/api/v1/events');
    expect(text(root.querySelector('#create-name-error'))).toBe('Please fill this in.');
  });

  it('shows the problem in the user language', async () => {
    await TestBed.inject(LanguageService).use('cs');
    typeInto(byTestId(root, 'create-name'), 'Turnaj');
    byTestId(root, 'create-submit')?.click();
    http
      .expectOne('/api/v1/events')
      .flush(
        { status: 400, code: 'unknown-format', title: 'Bad Request', detail: 'Unknown format' },
        { status: 400, statusText: 'Bad Request' },
      );
    await fixture.whenStable();
    expect(text(byTestId(root, 'problem'))).toBe('Tento formát není pro tuto hru k dispozici.');
  });
});
