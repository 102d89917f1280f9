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

  // Limited formats list the game's card sets for the set choice.
  const flushCardSets = (sets: object[] = []) =>
    http.match((r) => r.url.startsWith('/api/v1/card-sets')).forEach((r) => r.flush(sets));

  afterEach(() => {
    flushCardSets();
    http.verify();
  });

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

  /** Chooses the option at `index` (selects whose values are numbers use ngValue). */
  const chooseIndex = (select: HTMLSelectElement | null, index: number) => {
    if (!select) throw new Error('no select');
    select.selectedIndex = index;
    select.dispatchEvent(new Event('change'));
  };
  const summary = () => text(byTestId(root, 'create-summary'));

  it('asks a draft for every setting it supports, with the game’s sets, and sends the ones chosen', async () => {
    choose(format(), 'swu-draft');
    await fixture.whenStable();
    flushCardSets([
      { game: 'swu', code: 'CDA', name: 'Demo', cards: 100, demo: true },
      { game: 'swu', code: 'SOR', name: 'Spark of Rebellion', cards: 252, demo: false },
    ]);
    await fixture.whenStable();
    expect(optionValues(byTestId(root, 'create-set'))).toEqual(['', 'CDA', 'SOR']);
    for (const id of ['podSize', 'bots', 'pickTimer', 'pickSeconds', 'packsPerPlayer', 'rounds', 'matchFormat']) {
      expect([id, byTestId(root, `create-${id}`) !== null]).toEqual([id, true]);
    }
    expect(byTestId(root, 'create-date')).toBeNull();
    expect(summary()).toContain('8 players → 1 pod of 8, 3 packs, casual timer 90 s, 3 rounds, best of 3');

    typeInto(byTestId(root, 'create-name'), 'Big Draft');
    choose(byTestId(root, 'create-set'), 'SOR');
    typeInto(byTestId(root, 'create-podSize'), '6');
    byTestId<HTMLInputElement>(root, 'create-bots')?.click();
    typeInto(byTestId(root, 'create-pickSeconds'), '75');
    typeInto(byTestId(root, 'create-packsPerPlayer'), '4');
    chooseIndex(byTestId(root, 'create-rounds'), 4);
    choose(byTestId(root, 'create-matchFormat'), 'bo1');
    typeInto(byTestId(root, 'create-roundMinutes'), '40');
    choose(byTestId(root, 'create-decklists'), 'optional');
    chooseIndex(byTestId(root, 'create-topCut'), 1);
    typeInto(byTestId(root, 'create-maxPlayers'), '12');
    typeInto(byTestId(root, 'create-expected'), '12');
    await fixture.whenStable();
    expect(summary()).toBe(
      '12 players → 2 pods of 6, 4 packs, casual timer 75 s, 4 rounds, best of 1, decklists optional, top 4, at most 12 players',
    );

    byTestId(root, 'create-submit')?.click();
    const req = http.expectOne('/api/v1/events');
    expect(req.request.body).toEqual({
      name: 'Big Draft',
      game: 'swu',
      format: 'swu-draft',
      set: 'SOR',
      settings: {
        podSize: 6,
        bots: false,
        pickSeconds: 75,
        packsPerPlayer: 4,
        rounds: 4,
        matchFormat: 'bo1',
        roundMinutes: 40,
        decklists: 'optional',
        topCut: 4,
        maxPlayers: 12,
      },
    });
    req.flush({ ...organizerView({ id: 'ev3' }), organizerToken: 'tok' }, { status: 201, statusText: 'Created' });
  });

  it('hides the seconds unless the clock is casual, and refuses a number out of bounds', async () => {
    choose(format(), 'swu-draft');
    await fixture.whenStable();
    choose(byTestId(root, 'create-pickTimer'), 'competitive');
    await fixture.whenStable();
    expect(byTestId(root, 'create-pickSeconds')).toBeNull();
    expect(summary()).toContain('competitive timer');
    typeInto(byTestId(root, 'create-name'), 'Draft');
    typeInto(byTestId(root, 'create-podSize'), '40');
    byTestId(root, 'create-submit')?.click();
    await fixture.whenStable();
    http.expectNone('/api/v1/events');
    expect(byTestId(root, 'create-podSize')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('leaves out what does not apply: a constructed event has no set, pods or clock; dbg has no decklists', async () => {
    expect(byTestId(root, 'create-set')).toBeNull();
    expect(byTestId(root, 'create-podSize')).toBeNull();
    expect(byTestId(root, 'create-decklists')).not.toBeNull();
    choose(game(), 'dbg');
    await fixture.whenStable();
    expect(byTestId(root, 'create-decklists')).toBeNull();
    expect(byTestId(root, 'create-matchFormat')).not.toBeNull();
    expect(summary()).toContain('8 players → 3 rounds, best of 1, no top cut');
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
