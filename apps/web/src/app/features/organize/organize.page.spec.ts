import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import { allByTestId, byTestId, text } from '../../../testing/dom';
import { FakeEventsSocket, provideFakeEventsSockets } from '../../../testing/fake-events-socket';
import { organizerView, player, publicView } from '../../../testing/fixtures';
import { translocoTesting } from '../../../testing/transloco-testing';
import { LanguageService } from '../../core/i18n/language.service';
import { MemoryStorage, STORAGE } from '../../core/storage/storage';
import { OrganizePage } from './organize.page';

describe('OrganizePage', () => {
  let http: HttpTestingController;
  let storage: MemoryStorage;
  let sockets: FakeEventsSocket[];

  beforeEach(() => {
    storage = new MemoryStorage();
    sockets = [];
    TestBed.configureTestingModule({
      imports: [translocoTesting()],
      providers: [
        provideRouter([{ path: 'events/:id/organize', component: OrganizePage }]),
        provideHttpClient(),
        provideHttpClientTesting(),
        provideFakeEventsSockets(sockets),
        { provide: STORAGE, useValue: storage },
      ],
    });
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  async function openAsOrganizer() {
    storage.setItem('cantina.organizer.e1', 'org-tok');
    const harness = await RouterTestingHarness.create();
    await harness.navigateByUrl('/events/e1/organize');
    const req = http.expectOne('/api/v1/events/e1');
    expect(req.request.headers.get('Authorization')).toBe('Bearer org-tok');
    req.flush(organizerView());
    await harness.fixture.whenStable();
    return { harness, root: harness.routeNativeElement as HTMLElement };
  }

  const names = (root: HTMLElement) =>
    allByTestId(root, 'player-item').map((item) => text(byTestId(item, 'player-item-name')));

  it('shows the join code big and a QR code of the join link', async () => {
    const { root } = await openAsOrganizer();
    expect(byTestId(root, 'join-code-display')?.textContent).toBe('ABC234');
    const qr = byTestId<HTMLImageElement>(root, 'join-qr');
    expect(qr?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(qr?.alt).toBe(`QR code to join the event: ${location.origin}/join/ABC234`);
    expect(text(byTestId(root, 'event-name'))).toBe('Friday Draft');
    expect(text(byTestId(root, 'event-status'))).toBe('Registration open');
  });

  it('renders the players pushed by the socket, opened with the organizer token', async () => {
    const { harness, root } = await openAsOrganizer();
    expect(sockets).toHaveLength(1);
    expect(sockets[0].auth).toEqual({ token: 'org-tok' });
    expect(allByTestId(root, 'player-item')).toHaveLength(0);
    expect(text(byTestId(root, 'no-players'))).toBe('No players yet. Share the code!');

    sockets[0].serverConnect();
    sockets[0].emitEvent(publicView({ players: [player('p1', 'Ana')] }));
    await harness.fixture.whenStable();
    expect(names(root)).toEqual(['Ana']);
    expect(text(byTestId(root, 'active-count'))).toBe('1 active player');

    sockets[0].emitEvent(publicView({ players: [player('p1', 'Ana'), player('p2', 'Ben', true), player('p3', 'Cy')] }));
    await harness.fixture.whenStable();
    expect(names(root)).toEqual(['Ana', 'Ben', 'Cy']);
    const [ana, ben] = allByTestId(root, 'player-item');
    expect(byTestId(ana, 'player-dropped')).toBeNull();
    expect(byTestId(ana, 'drop-player')).not.toBeNull();
    expect(text(byTestId(ben, 'player-dropped'))).toBe('Dropped');
    expect(byTestId(ben, 'drop-player')).toBeNull();
    expect(text(byTestId(root, 'active-count'))).toBe('2 active players');
    // The join code stays: it is not part of the public view the socket pushes.
    expect(byTestId(root, 'join-code-display')?.textContent).toBe('ABC234');
  });

  it('counts players with Czech plural forms', async () => {
    const { harness, root } = await openAsOrganizer();
    await TestBed.inject(LanguageService).use('cs');
    const count = async (n: number) => {
      const players = Array.from({ length: n }, (_, i) => player(`p${i}`, `P${i}`));
      sockets[0].emitEvent(publicView({ players }));
      await harness.fixture.whenStable();
      return text(byTestId(root, 'active-count'));
    };
    expect(await count(1)).toBe('1 aktivní hráč');
    expect(await count(3)).toBe('3 aktivní hráči');
    expect(await count(5)).toBe('5 aktivních hráčů');
  });

  it('drops a player with the organizer token', async () => {
    const { harness, root } = await openAsOrganizer();
    sockets[0].emitEvent(publicView({ players: [player('p1', 'Ana'), player('p2', 'Ben')] }));
    await harness.fixture.whenStable();

    const benDrop = byTestId<HTMLButtonElement>(allByTestId(root, 'player-item')[1], 'drop-player');
    expect(benDrop?.getAttribute('aria-label')).toBe('Drop Ben');
    benDrop?.click();
    const drop = http.expectOne('/api/v1/events/e1/players/p2/drop');
    expect(drop.request.method).toBe('POST');
    expect(drop.request.headers.get('Authorization')).toBe('Bearer org-tok');
    drop.flush({});
    http
      .expectOne('/api/v1/events/e1')
      .flush(organizerView({ players: [player('p1', 'Ana'), player('p2', 'Ben', true)] }));
    await harness.fixture.whenStable();

    expect(allByTestId(root, 'drop-player')).toHaveLength(1);
    expect(text(byTestId(root, 'active-count'))).toBe('1 active player');
  });

  it('says "reconnecting" while the socket is down', async () => {
    const { harness, root } = await openAsOrganizer();
    expect(text(byTestId(root, 'connection-indicator'))).toBe('Connecting…');
    sockets[0].serverConnect();
    await harness.fixture.whenStable();
    expect(byTestId(root, 'connection-indicator')).toBeNull();
    sockets[0].serverLost();
    await harness.fixture.whenStable();
    expect(text(byTestId(root, 'connection-indicator'))).toBe('Reconnecting…');
  });

  it('explains when this device has no organizer token', async () => {
    const harness = await RouterTestingHarness.create();
    await harness.navigateByUrl('/events/e1/organize');
    const root = harness.routeNativeElement as HTMLElement;
    expect(text(byTestId(root, 'no-organizer-token'))).toContain("doesn't hold the organizer key for this event");
    expect(sockets).toHaveLength(0);
    http.expectNone('/api/v1/events/e1');
  });

  it('closes the socket when leaving the page', async () => {
    const { harness } = await openAsOrganizer();
    harness.fixture.destroy();
    expect(sockets[0].disconnected).toBe(true);
  });
});
