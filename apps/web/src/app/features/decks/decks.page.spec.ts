import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import { DESTINY_CARDS, SWU_CARDS, SWU_SET } from '../../../testing/cards';
import { allByTestId, byTestId, choose, optionValues, text } from '../../../testing/dom';
import { translocoTesting } from '../../../testing/transloco-testing';
import { MemoryStorage, STORAGE } from '../../core/storage/storage';
import { DecksPage } from './decks.page';

const SWU_SETS = [
  { game: 'swu', code: 'CDA', name: 'Cantina Demo: Embers', cards: 252, demo: true },
  { game: 'swu', code: SWU_SET, name: 'Test Set', cards: SWU_CARDS.length, demo: false },
];

describe('DecksPage', () => {
  let http: HttpTestingController;
  let harness: RouterTestingHarness;
  let storage: MemoryStorage;

  beforeEach(async () => {
    storage = new MemoryStorage();
    TestBed.configureTestingModule({
      imports: [translocoTesting()],
      providers: [
        provideRouter([{ path: 'decks', component: DecksPage }]),
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: STORAGE, useValue: storage },
      ],
    });
    http = TestBed.inject(HttpTestingController);
    harness = await RouterTestingHarness.create();
  });

  afterEach(() => http.verify());

  const root = () => harness.routeNativeElement as HTMLElement;
  const url = () => TestBed.inject(Router).url;

  async function settle(): Promise<void> {
    await harness.fixture.whenStable();
  }

  it('opens with the first game, format and set, and keeps them in the URL', async () => {
    await harness.navigateByUrl('/decks');
    http.expectOne('/api/v1/card-sets?game=swu').flush(SWU_SETS);
    await settle();
    http.expectOne('/api/v1/card-sets/swu/CDA/cards').flush(SWU_CARDS);
    await settle();

    expect(url()).toBe('/decks?game=swu&format=swu-premier&set=CDA');
    expect(byTestId<HTMLSelectElement>(root(), 'deck-game')?.value).toBe('swu');
    expect(optionValues(byTestId(root(), 'deck-format'))).toEqual([
      'swu-premier',
      'swu-trilogy',
      'swu-twin-suns',
      'swu-eternal',
      'swu-sealed',
      'swu-draft',
    ]);
    expect(optionValues(byTestId(root(), 'deck-set'))).toEqual(['CDA', SWU_SET]);
    expect(allByTestId(root(), 'card-tile')).toHaveLength(SWU_CARDS.length - 1);
  });

  it('follows the set and format chosen in the URL and the selects', async () => {
    await harness.navigateByUrl(`/decks?game=swu&format=swu-twin-suns&set=${SWU_SET}`);
    http.expectOne('/api/v1/card-sets?game=swu').flush(SWU_SETS);
    await settle();
    http.expectOne(`/api/v1/card-sets/swu/${SWU_SET}/cards`).flush(SWU_CARDS);
    await settle();
    expect(byTestId<HTMLSelectElement>(root(), 'deck-format')?.value).toBe('swu-twin-suns');
    expect(byTestId<HTMLSelectElement>(root(), 'deck-set')?.value).toBe(SWU_SET);

    choose(byTestId(root(), 'deck-format'), 'swu-premier');
    await settle();
    expect(url()).toBe(`/decks?game=swu&format=swu-premier&set=${SWU_SET}`);

    choose(byTestId(root(), 'deck-game'), 'destiny');
    await settle();
    http
      .expectOne('/api/v1/card-sets?game=destiny')
      .flush([{ game: 'destiny', code: 'TDS', name: 'Destiny Test', cards: 6, demo: false }]);
    await settle();
    http.expectOne('/api/v1/card-sets/destiny/TDS/cards').flush(DESTINY_CARDS);
    await settle();
    expect(url()).toBe('/decks?game=destiny&format=destiny-standard&set=TDS');
    expect(text(root())).toContain('Battlefield');
  });

  it('checks legality as of the day in the URL (an event date), chosen with a date field for constructed formats', async () => {
    await harness.navigateByUrl(`/decks?game=swu&format=swu-premier&set=${SWU_SET}&date=2026-04-01`);
    http.expectOne('/api/v1/card-sets?game=swu').flush(SWU_SETS);
    await settle();
    http.expectOne(`/api/v1/card-sets/swu/${SWU_SET}/cards`).flush(SWU_CARDS);
    await settle();
    expect(byTestId<HTMLInputElement>(root(), 'deck-date')?.value).toBe('2026-04-01');
    expect(text(byTestId(root(), 'legality-date'))).toBe('Legality as of 2026-04-01.');

    const field = byTestId<HTMLInputElement>(root(), 'deck-date');
    if (!field) throw new Error('no date field');
    field.value = '2026-03-01';
    field.dispatchEvent(new Event('change'));
    await settle();
    expect(url()).toBe(`/decks?game=swu&format=swu-premier&set=${SWU_SET}&date=2026-03-01`);
    expect(text(byTestId(root(), 'legality-date'))).toBe('Legality as of 2026-03-01.');

    choose(byTestId(root(), 'deck-format'), 'swu-sealed');
    await settle();
    expect(byTestId(root(), 'deck-date')).toBeNull();
  });

  it('reopens the set the saved deck was built from', async () => {
    storage.setItem('cantina.deck.swu.swu-premier', JSON.stringify({ set: SWU_SET, decks: [{ deck: [] }] }));
    await harness.navigateByUrl('/decks?game=swu&format=swu-premier');
    http.expectOne('/api/v1/card-sets?game=swu').flush(SWU_SETS);
    await settle();
    http.expectOne(`/api/v1/card-sets/swu/${SWU_SET}/cards`).flush(SWU_CARDS);
    await settle();
    expect(url()).toBe(`/decks?game=swu&format=swu-premier&set=${SWU_SET}`);
  });

  it('says when a game has no card set yet, and when loading fails', async () => {
    await harness.navigateByUrl('/decks?game=swtcg');
    http.expectOne('/api/v1/card-sets?game=swtcg').flush([]);
    await settle();
    expect(text(byTestId(root(), 'deck-no-sets'))).toBe(
      'There are no card sets for this game yet. An organizer can import one.',
    );

    choose(byTestId(root(), 'deck-game'), 'swu');
    await settle();
    http.expectOne('/api/v1/card-sets?game=swu').flush('down', { status: 503, statusText: 'Unavailable' });
    await settle();
    expect(text(root())).toContain("Couldn't load the card sets.");
  });
});
