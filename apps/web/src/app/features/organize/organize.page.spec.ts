import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import { allByTestId, byTestId, text } from '../../../testing/dom';
import { FakeEventsSocket, provideFakeEventsSockets } from '../../../testing/fake-events-socket';
import type { OrganizerEventView, ServerAddress } from '@cantina/contract';
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

  /** The server's answer to `GET /api/v1/server/address` (the join QR's address). */
  const flushServerAddress = (address: ServerAddress = { publicUrl: null, lanUrls: [] }) =>
    http.match('/api/v1/server/address').forEach((req) => req.flush(address));

  afterEach(() => {
    flushServerAddress();
    http.verify();
  });

  async function openAsOrganizer(view = organizerView(), address?: ServerAddress) {
    storage.setItem('cantina.organizer.e1', 'org-tok');
    const harness = await RouterTestingHarness.create();
    await harness.navigateByUrl('/events/e1/organize');
    const req = http.expectOne('/api/v1/events/e1');
    expect(req.request.headers.get('Authorization')).toBe('Bearer org-tok');
    req.flush(view);
    flushServerAddress(address);
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

  describe('the join address (the test page runs on localhost, as after the quick start)', () => {
    const joinLink = (root: HTMLElement) => ({
      url: text(byTestId(root, 'join-url')),
      alt: byTestId<HTMLImageElement>(root, 'join-qr')?.alt,
      warning: byTestId(root, 'join-localhost-warning'),
    });

    it('points the QR code at the LAN address, never localhost, without a warning', async () => {
      expect(['localhost', '127.0.0.1']).toContain(location.hostname);
      const { root } = await openAsOrganizer(undefined, {
        publicUrl: null,
        lanUrls: ['http://192.168.1.20:3000', 'http://10.0.0.5:3000'],
      });
      expect(joinLink(root)).toEqual({
        url: 'http://192.168.1.20:3000/join/ABC234',
        alt: 'QR code to join the event: http://192.168.1.20:3000/join/ABC234',
        warning: null,
      });
    });

    it('prefers PUBLIC_URL over the LAN address', async () => {
      const { root } = await openAsOrganizer(undefined, {
        publicUrl: 'https://cantina.example.com',
        lanUrls: ['http://192.168.1.20:3000'],
      });
      expect(joinLink(root).url).toBe('https://cantina.example.com/join/ABC234');
      expect(joinLink(root).warning).toBeNull();
    });

    it('prints a join sheet with the same LAN address, printing only the sheet', async () => {
      const { root } = await openAsOrganizer(undefined, { publicUrl: null, lanUrls: ['http://192.168.1.20:3000'] });
      const sheet = byTestId(root, 'join-sheet') as HTMLElement;
      expect(text(byTestId(sheet, 'join-sheet-url'))).toBe('http://192.168.1.20:3000/join/ABC234');
      expect(byTestId<HTMLImageElement>(sheet, 'join-sheet-qr')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      expect(text(sheet)).toContain('Friday Draft');
      expect(text(sheet)).toContain('ABC234');

      let printedWith: string[] = [];
      const print = vi.spyOn(window, 'print').mockImplementation(() => {
        printedWith = Array.from(document.body.classList, (name) => name);
      });
      byTestId<HTMLButtonElement>(root, 'print-join-sheet')?.click();
      expect(print).toHaveBeenCalledTimes(1);
      expect(printedWith).toContain('print-join-sheet');
      window.dispatchEvent(new Event('afterprint'));
      expect(document.body.classList).not.toContain('print-join-sheet');
      print.mockRestore();
    });

    it('warns that phones cannot open localhost when the server has no LAN address', async () => {
      const { root } = await openAsOrganizer(undefined, { publicUrl: null, lanUrls: [] });
      const warning = joinLink(root).warning;
      expect(warning?.getAttribute('role')).toBe('alert');
      expect(text(warning)).toContain(
        "Phones cannot open localhost: set PUBLIC_URL or connect this computer to the store's network",
      );
      expect(text(warning)).toContain('Set PUBLIC_URL');
      expect(joinLink(root).url).toBe(`${location.origin}/join/ABC234`);
    });
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
    await harness.fixture.whenStable();
    // Issue 12: a drop asks first; cancelling drops nobody.
    http.expectNone('/api/v1/events/e1/players/p2/drop');
    byTestId<HTMLButtonElement>(root, 'drop-cancel')?.click();
    await harness.fixture.whenStable();
    expect(byTestId(root, 'drop-confirmation')).toBeNull();
    http.expectNone('/api/v1/events/e1/players/p2/drop');
    byTestId<HTMLButtonElement>(allByTestId(root, 'player-item')[1], 'drop-player')?.click();
    await harness.fixture.whenStable();
    expect(text(byTestId(root, 'drop-confirmation'))).toContain('Ben');
    byTestId<HTMLButtonElement>(root, 'drop-confirm')?.click();
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

  describe('a sealed event', () => {
    const sealed = (overrides: Partial<OrganizerEventView> = {}) => {
      const base = organizerView({ name: 'Sealed Saturday', format: 'swu-sealed' });
      return { ...base, settings: { ...base.settings, packsPerPlayer: 6 }, ...overrides };
    };
    const players = (n: number) => Array.from({ length: n }, (_, i) => player(`p${i}`, `P${i}`));

    async function withPlayers(harness: RouterTestingHarness, n: number): Promise<void> {
      sockets[0].emitEvent(publicView({ format: 'swu-sealed', players: players(n) }));
      await harness.fixture.whenStable();
    }

    it('says on the start button what will happen, with plural forms', async () => {
      const { harness, root } = await openAsOrganizer(sealed());
      const button = () => byTestId<HTMLButtonElement>(root, 'start-event');

      expect(button()?.disabled).toBe(true);
      expect(text(byTestId(root, 'start-no-players'))).toBe('Nobody has joined yet, so there are no packs to open.');

      await withPlayers(harness, 8);
      expect(text(button())).toBe('Open 6 packs for each of 8 players');
      expect(button()?.disabled).toBe(false);
      await withPlayers(harness, 1);
      expect(text(button())).toBe('Open 6 packs for 1 player');

      await TestBed.inject(LanguageService).use('cs');
      await withPlayers(harness, 3);
      expect(text(button())).toBe('Otevřít 6 boosterů pro každého hráče (celkem 3 hráči)');
      await withPlayers(harness, 5);
      expect(text(button())).toBe('Otevřít 6 boosterů pro každého hráče (celkem 5 hráčů)');

      await TestBed.inject(LanguageService).use('es');
      await withPlayers(harness, 2);
      expect(text(button())).toBe('Abrir 6 sobres para cada uno de los 2 jugadores');
    });

    it('counts one pack in the singular', async () => {
      const base = sealed();
      const { harness, root } = await openAsOrganizer({ ...base, settings: { ...base.settings, packsPerPlayer: 1 } });
      await withPlayers(harness, 4);
      expect(text(byTestId(root, 'start-event'))).toBe('Open 1 pack for each of 4 players');
      await TestBed.inject(LanguageService).use('cs');
      await harness.fixture.whenStable();
      expect(text(byTestId(root, 'start-event'))).toBe('Otevřít 1 booster pro každého hráče (celkem 4 hráči)');
    });

    it('starts after a confirmation, then shows who has registered a deck', async () => {
      const { harness, root } = await openAsOrganizer(sealed({ players: players(2) }));
      await withPlayers(harness, 2);

      byTestId(root, 'start-event')?.click();
      await harness.fixture.whenStable();
      http.expectNone('/api/v1/events/e1/start');
      expect(text(byTestId(root, 'start-summary'))).toBe('Open 6 packs for each of 2 players');
      byTestId(root, 'start-cancel')?.click();
      await harness.fixture.whenStable();
      expect(byTestId(root, 'start-confirm')).toBeNull();
      expect(byTestId(root, 'decks-registered-count')).toBeNull();

      byTestId(root, 'start-event')?.click();
      await harness.fixture.whenStable();
      byTestId(root, 'start-confirm')?.click();
      const start = http.expectOne('/api/v1/events/e1/start');
      expect(start.request.method).toBe('POST');
      expect(start.request.headers.get('Authorization')).toBe('Bearer org-tok');
      start.flush({ status: 'deckbuilding' });
      const started = sealed({ status: 'deckbuilding', players: [player('p0', 'P0'), player('p1', 'P1')] });
      http.expectOne('/api/v1/events/e1').flush(started);
      await harness.fixture.whenStable();

      expect(byTestId(root, 'start-event')).toBeNull();
      expect(text(byTestId(root, 'event-status'))).toBe('Deck building');
      expect(text(byTestId(root, 'decks-registered-count'))).toBe('0 of 2 decks registered');
      expect(allByTestId(root, 'deck-missing')).toHaveLength(2);

      // A registration arrives over the socket.
      sockets[0].emitEvent(
        publicView({
          format: 'swu-sealed',
          status: 'deckbuilding',
          players: [{ ...player('p0', 'Ana'), deckRegistered: true }, player('p1', 'Ben'), player('p2', 'Cy', true)],
        }),
      );
      await harness.fixture.whenStable();
      const [ana, ben, cy] = allByTestId(root, 'player-item');
      expect(text(byTestId(ana, 'deck-registered'))).toBe('✓ Deck registered');
      expect(byTestId(ben, 'deck-registered')).toBeNull();
      expect(text(byTestId(ben, 'deck-missing'))).toBe('No deck yet');
      expect(byTestId(cy, 'deck-missing')).toBeNull();
      expect(text(byTestId(root, 'decks-registered-count'))).toBe('1 of 2 decks registered');

      await TestBed.inject(LanguageService).use('cs');
      await harness.fixture.whenStable();
      expect(text(byTestId(root, 'decks-registered-count'))).toBe('Zaregistrované balíčky: 1 z 2');
    });

    it('shows why the start failed, translated', async () => {
      const { harness, root } = await openAsOrganizer(sealed({ players: players(2) }));
      await withPlayers(harness, 2);
      byTestId(root, 'start-event')?.click();
      await harness.fixture.whenStable();
      byTestId(root, 'start-confirm')?.click();
      http
        .expectOne('/api/v1/events/e1/start')
        .flush(
          { status: 409, code: 'unknown-set', title: 'Conflict', detail: 'The card set X of swu is not imported.' },
          { status: 409, statusText: 'Conflict' },
        );
      http.expectOne('/api/v1/events/e1').flush(sealed({ players: players(2) }));
      await harness.fixture.whenStable();
      expect(text(byTestId(root, 'problem'))).toBe('That card set is not imported.');
      expect(byTestId(root, 'start-event')).not.toBeNull();
    });
  });
  describe('a draft event', () => {
    const players = (n: number) => Array.from({ length: n }, (_, i) => player(`p${i}`, `P${i}`));
    const draft = (overrides: Partial<OrganizerEventView> = {}, bots = false) => {
      const base = organizerView({ format: 'swu-draft' });
      return { ...base, settings: { ...base.settings, bots, packsPerPlayer: 3 }, ...overrides };
    };

    async function withPlayers(harness: RouterTestingHarness, n: number): Promise<void> {
      sockets[0].emitEvent(publicView({ format: 'swu-draft', players: players(n) }));
      await harness.fixture.whenStable();
    }

    it('says how the players will be seated', async () => {
      const { harness, root } = await openAsOrganizer(draft());
      const button = () => byTestId<HTMLButtonElement>(root, 'start-event');
      expect(button()?.disabled).toBe(true);
      expect(text(button())).toBe('Seat the players and start the draft');
      expect(text(byTestId(root, 'start-no-players'))).toBe('Nobody has joined yet, so there is nobody to seat.');
      await withPlayers(harness, 14);
      expect(text(button())).toBe('Seat 14 players in 2 pods of 7 and start the draft');
      await TestBed.inject(LanguageService).use('es');
      await harness.fixture.whenStable();
      expect(text(button())).toBe('Sentar a 14 jugadores en 2 mesas de 7 y empezar el draft');
    });

    it('fills the pods with bots when the event has them', async () => {
      const { harness, root } = await openAsOrganizer(draft({}, true));
      await withPlayers(harness, 5);
      expect(text(byTestId(root, 'start-event'))).toBe('Seat 5 players in 1 pod of 8 with 3 bots and start the draft');
    });

    it('starts after a confirmation, then shows the draft dashboard', async () => {
      const { harness, root } = await openAsOrganizer(draft({ players: players(2) }));
      await withPlayers(harness, 2);
      byTestId(root, 'start-event')?.click();
      await harness.fixture.whenStable();
      expect(text(byTestId(root, 'start-summary'))).toBe('Seat 2 players in 1 pod of 2 and start the draft');
      expect(text(root.querySelector('#start-question'))).toBe('Start the draft now?');
      expect(text(byTestId(root, 'start-confirm'))).toBe('Yes, start the draft');
      byTestId(root, 'start-confirm')?.click();
      http.expectOne('/api/v1/events/e1/start').flush({ status: 'drafting' });
      http.expectOne('/api/v1/events/e1').flush(draft({ status: 'drafting', players: players(2) }));
      await harness.fixture.whenStable();

      expect(byTestId(root, 'start-event')).toBeNull();
      expect(text(byTestId(root, 'event-status'))).toBe('Drafting');
      expect(byTestId(root, 'draft-dashboard')).not.toBeNull();
      expect(byTestId(root, 'decks-registered-count')).toBeNull();
      http.expectOne('/api/v1/events/e1/pods').flush([
        {
          id: 'pod-a',
          podId: 'pod-a',
          game: 'swu',
          phase: 'leaders',
          packNumber: 0,
          passDirection: 'right',
          paused: false,
          seats: [0, 1].map((seat) => ({
            seat,
            playerId: `p${seat}`,
            bot: false,
            botControlled: false,
            pickNumber: 1,
            picks: 0,
            packs: 1,
            deadline: null,
          })),
          leaders: [],
          sharedPile: [],
        },
      ]);
      await harness.fixture.whenStable();
      expect(allByTestId(root, 'pod-seat').map((li) => text(byTestId(li, 'seat-name')))).toEqual(['P0', 'P1']);
      expect(text(byTestId(root, 'pod-phase'))).toBe('Leaders · passing right');
    });
  });
});
