import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import { allByTestId, byTestId, text } from '../../../testing/dom';
import { FakeEventsSocket, provideFakeEventsSockets } from '../../../testing/fake-events-socket';
import { player, publicView } from '../../../testing/fixtures';
import { translocoTesting } from '../../../testing/transloco-testing';
import { LanguageService } from '../../core/i18n/language.service';
import { MemoryStorage, STORAGE } from '../../core/storage/storage';
import { PlayPage } from './play.page';

describe('PlayPage', () => {
  let http: HttpTestingController;
  let storage: MemoryStorage;
  let sockets: FakeEventsSocket[];

  beforeEach(() => {
    storage = new MemoryStorage();
    sockets = [];
    TestBed.configureTestingModule({
      imports: [translocoTesting()],
      providers: [
        provideRouter([{ path: 'events/:id/play', component: PlayPage }]),
        provideHttpClient(),
        provideHttpClientTesting(),
        provideFakeEventsSockets(sockets),
        { provide: STORAGE, useValue: storage },
      ],
    });
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  async function openAsAna(view = publicView({ players: [player('p1', 'Ana'), player('p2', 'Ben')] })) {
    storage.setItem('cantina.player.e1', JSON.stringify({ id: 'p1', name: 'Ana', token: 'ptok' }));
    const harness = await RouterTestingHarness.create();
    await harness.navigateByUrl('/events/e1/play');
    http.expectOne('/api/v1/events/e1').flush(view);
    await harness.fixture.whenStable();
    return { harness, root: harness.routeNativeElement as HTMLElement };
  }

  it('shows who you are, the event and its status', async () => {
    const { root } = await openAsAna();
    expect(text(byTestId(root, 'player-name'))).toBe('Ana');
    expect(text(byTestId(root, 'event-name'))).toBe('Friday Draft');
    expect(text(byTestId(root, 'event-status'))).toBe('Registration open');
    expect(allByTestId(root, 'player-item').map((li) => text(byTestId(li, 'player-item-name')))).toEqual([
      'Ana',
      'Ben',
    ]);
    expect(byTestId(root, 'drop-player')).toBeNull();
  });

  it('follows the live feed opened with the player token, translated', async () => {
    const { harness, root } = await openAsAna();
    expect(sockets[0].auth).toEqual({ token: 'ptok' });
    await TestBed.inject(LanguageService).use('es');
    sockets[0].emitEvent(publicView({ status: 'drafting', players: [player('p1', 'Ana')] }));
    await harness.fixture.whenStable();
    expect(text(byTestId(root, 'event-status'))).toBe('Draft en curso');
    expect(allByTestId(root, 'player-item')).toHaveLength(1);
  });

  it('leaves the event after a confirmation', async () => {
    const { harness, root } = await openAsAna();
    byTestId(root, 'leave-event')?.click();
    await harness.fixture.whenStable();
    http.expectNone('/api/v1/events/e1/players/p1/drop');

    byTestId(root, 'leave-cancel')?.click();
    await harness.fixture.whenStable();
    expect(byTestId(root, 'leave-confirm')).toBeNull();

    byTestId(root, 'leave-event')?.click();
    await harness.fixture.whenStable();
    byTestId(root, 'leave-confirm')?.click();
    const drop = http.expectOne('/api/v1/events/e1/players/p1/drop');
    expect(drop.request.headers.get('Authorization')).toBe('Bearer ptok');
    drop.flush({});
    http
      .expectOne('/api/v1/events/e1')
      .flush(publicView({ players: [player('p1', 'Ana', true), player('p2', 'Ben')] }));
    await harness.fixture.whenStable();

    expect(text(byTestId(root, 'player-left'))).toBe('You have left this event.');
    expect(byTestId(root, 'leave-event')).toBeNull();
  });

  it('explains when this device has not joined', async () => {
    const harness = await RouterTestingHarness.create();
    await harness.navigateByUrl('/events/e1/play');
    expect(byTestId(harness.routeNativeElement as HTMLElement, 'no-player-identity')).not.toBeNull();
    expect(sockets).toHaveLength(0);
  });

  it('leads a constructed event to the deck builder, checking legality as of the event day', async () => {
    const premier = publicView({ format: 'swu-premier', date: '2026-04-01', players: [player('p1', 'Ana')] });
    const { root } = await openAsAna(premier);
    const link = byTestId<HTMLAnchorElement>(root, 'open-deck-check');
    expect(link?.getAttribute('href')).toBe('/decks?game=swu&format=swu-premier&date=2026-04-01');
    expect(text(root)).toContain("legal on the event's day, 2026-04-01.");
  });

  it('has no deck builder link for a limited event', async () => {
    const { root } = await openAsAna();
    expect(byTestId(root, 'open-deck-check')).toBeNull();
  });

  it('leads to the pool once a sealed event has started', async () => {
    const sealed = publicView({ format: 'swu-sealed', players: [player('p1', 'Ana'), player('p2', 'Ben')] });
    const { harness, root } = await openAsAna(sealed);
    expect(byTestId(root, 'open-pool')).toBeNull();

    sockets[0].emitEvent({ ...sealed, status: 'deckbuilding' });
    await harness.fixture.whenStable();
    const link = byTestId<HTMLAnchorElement>(root, 'open-pool');
    expect(link?.getAttribute('href')).toBe('/events/e1/pool');
    expect(text(link)).toBe('Open my pool');

    sockets[0].emitEvent({
      ...sealed,
      status: 'deckbuilding',
      players: [{ ...player('p1', 'Ana'), deckRegistered: true }, player('p2', 'Ben')],
    });
    await harness.fixture.whenStable();
    expect(text(byTestId(root, 'play-deck-registered'))).toBe(
      '✓ Your deck is registered. You can still change it until round 1 is paired.',
    );
    expect(text(byTestId(root, 'open-pool'))).toBe('My pool and deck');
  });

  it('leads to the draft while it is on, then to the pool', async () => {
    const { harness, root } = await openAsAna(publicView({ players: [player('p1', 'Ana')] }));
    expect(byTestId(root, 'open-draft')).toBeNull();
    sockets[0].emitEvent(publicView({ status: 'drafting', players: [player('p1', 'Ana')] }));
    await harness.fixture.whenStable();
    const draft = byTestId<HTMLAnchorElement>(root, 'open-draft');
    expect(text(draft)).toBe('Go to the draft');
    expect(draft?.getAttribute('href')).toBe('/events/e1/draft');
    expect(byTestId(root, 'open-pool')).toBeNull();

    sockets[0].emitEvent(publicView({ status: 'deckbuilding', players: [player('p1', 'Ana')] }));
    await harness.fixture.whenStable();
    expect(byTestId(root, 'open-draft')).toBeNull();
    expect(byTestId<HTMLAnchorElement>(root, 'open-pool')?.getAttribute('href')).toBe('/events/e1/pool');
    expect(text(root.querySelector('#pool-heading'))).toBe('The draft is over');
  });

  it('has no draft or pool link once the player has left', async () => {
    const { harness, root } = await openAsAna(publicView({ status: 'drafting', players: [player('p1', 'Ana', true)] }));
    expect(byTestId(root, 'open-draft')).toBeNull();
    expect(byTestId(root, 'open-pool')).toBeNull();
    sockets[0].emitEvent(
      publicView({ format: 'swu-sealed', status: 'deckbuilding', players: [player('p1', 'Ana', true)] }),
    );
    await harness.fixture.whenStable();
    expect(byTestId(root, 'open-pool')).toBeNull();
  });
});
