import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import type { OrganizerEventView, PublicEventView, RoundView, Standing } from '@cantina/contract';
import { allByTestId, byTestId, text } from '../../../testing/dom';
import { FakeEventsSocket, provideFakeEventsSockets } from '../../../testing/fake-events-socket';
import { organizerView, player, publicView } from '../../../testing/fixtures';
import { MemoryStorage, STORAGE } from '../../core/storage/storage';
import { translocoTesting } from '../../../testing/transloco-testing';
import { TOURNAMENT_POLL_MS } from '../../shared/tournament/poll';
import { ProjectorPage } from './projector.page';

const view = publicView({
  name: 'Store Showdown',
  game: 'swu',
  format: 'swu-premier',
  status: 'playing',
  rounds: 1,
  players: [player('p1', 'Zoe'), player('p2', 'Ben'), player('p3', 'Ana'), player('p4', 'Cy')],
});
const round: RoundView = {
  number: 1,
  matches: [
    { id: 'm1', table: 1, players: ['p1', 'p2'], bye: false },
    { id: 'm2', table: 2, players: ['p3', 'p4'], bye: false },
  ],
  timer: { deadline: '2030-01-01T19:00:00.000Z', paused: false, remainingSeconds: 2700 },
};
const standings: Standing[] = [
  {
    rank: 1,
    playerId: 'p1',
    name: 'Zoe',
    matchPoints: 3,
    matchWins: 1,
    wins: 1,
    losses: 0,
    draws: 0,
    byes: 0,
    omw: 0.3333,
    gw: 1,
    ogw: 0.3333,
    dropped: false,
  },
];

describe('ProjectorPage', () => {
  let http: HttpTestingController;
  let storage: MemoryStorage;
  let opened: FakeEventsSocket[];

  beforeEach(() => {
    storage = new MemoryStorage();
    opened = [];
    TestBed.configureTestingModule({
      imports: [translocoTesting()],
      providers: [
        provideRouter([{ path: 'events/:id/projector', component: ProjectorPage }]),
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: TOURNAMENT_POLL_MS, useValue: 0 },
        { provide: STORAGE, useValue: storage },
        provideFakeEventsSockets(opened),
      ],
    });
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  async function open(event: PublicEventView, body: RoundView | null, rows = standings) {
    const harness = await RouterTestingHarness.create();
    await harness.navigateByUrl('/events/e1/projector');
    http
      .match('/api/v1/server/address')
      .forEach((req) => req.flush({ publicUrl: null, lanUrls: ['http://192.168.1.20:3000'] }));
    await read(harness, event, body, rows);
    return { harness, root: harness.routeNativeElement as HTMLElement };
  }

  async function read(
    harness: RouterTestingHarness,
    event: PublicEventView,
    body: RoundView | null,
    rows: Standing[] = standings,
  ) {
    const req = http.expectOne('/api/v1/events/e1');
    expect(req.request.headers.has('Authorization')).toBe('joinCode' in event);
    req.flush(event);
    await harness.fixture.whenStable();
    if (body) http.expectOne(`/api/v1/events/e1/rounds/${body.number}`).flush(body);
    http.expectOne('/api/v1/events/e1/standings').flush(rows);
    await harness.fixture.whenStable();
  }

  it('shows the pairings alphabetically in huge type with the clock, no controls', async () => {
    const { root } = await open(view, round);
    expect(text(byTestId(root, 'projector-heading'))).toBe('Round 1 pairings');
    expect(allByTestId(root, 'projector-name').map(text)).toEqual(['Ana', 'Ben', 'Cy', 'Zoe']);
    expect(allByTestId(root, 'projector-table').map(text)).toEqual(['2', '1', '2', '1']);
    expect(text(byTestId(root, 'round-timer'))).toBe('45:00');
    expect(root.querySelectorAll('button, select, input')).toHaveLength(0);
  });

  it('shows the standings once every result of the round is in', async () => {
    const done: RoundView = {
      ...round,
      matches: round.matches.map((match) => ({ ...match, result: { wins: { [match.players[0]]: 2 } } })),
    };
    const { root } = await open(view, done);
    expect(text(byTestId(root, 'projector-heading'))).toBe('Standings after round 1');
    expect(allByTestId(root, 'standings-name').map(text)).toEqual(['Zoe']);
    expect(byTestId(root, 'projector-line')).toBeNull();
  });

  it('waits for the first round', async () => {
    const { root } = await open({ ...view, status: 'registration', rounds: 0 }, null);
    expect(text(byTestId(root, 'projector-heading'))).toBe('Pairings coming soon');
  });

  it('puts a large field in three columns', async () => {
    const many = Array.from({ length: 64 }, (_, i) => player(`p${i}`, `Player ${String(i).padStart(2, '0')}`));
    const big: RoundView = {
      number: 1,
      matches: Array.from({ length: 32 }, (_, i) => ({
        id: `m${i}`,
        table: i + 1,
        players: [`p${2 * i}`, `p${2 * i + 1}`],
        bye: false,
      })),
    };
    const { root } = await open({ ...view, players: many }, big);
    const columns = root.querySelectorAll('[data-testid="projector-columns"] table');
    expect(columns).toHaveLength(3);
    expect(allByTestId(root, 'projector-line')).toHaveLength(64);
    expect(byTestId(root, 'projector-columns')?.style.getPropertyValue('--lines')).toBe('22');
  });

  it("shows the join QR during registration on the organizer's device, at the LAN address", async () => {
    storage.setItem('cantina.organizer.e1', 'otok');
    const organizer: OrganizerEventView = organizerView({ status: 'registration', rounds: 0, joinCode: 'ABC123' });
    const { root } = await open(organizer, null);
    expect(text(byTestId(root, 'projector-join-code'))).toContain('ABC123');
    expect(text(byTestId(root, 'projector-join-url'))).toContain('http://192.168.1.20:3000/join/ABC123');
    expect(byTestId(root, 'join-qr')).not.toBeNull();
  });

  it('follows the socket on a device with a token: a match push at once, a standings signal re-reads', async () => {
    storage.setItem('cantina.organizer.e1', 'otok');
    const organizer = organizerView({ ...view, joinCode: 'ABC123' });
    const { harness, root } = await open(organizer, round);
    expect(opened).toHaveLength(1);
    const socket = opened[0];
    socket.serverConnect();
    await read(harness, organizer, round);
    const [first, second] = round.matches;
    socket.fire('match', { round: 1, match: { ...first, result: { wins: { p1: 2 } } } });
    await harness.fixture.whenStable();
    expect(text(byTestId(root, 'projector-heading'))).toBe('Round 1 pairings');
    socket.fire('match', { round: 1, match: { ...second, result: { wins: { p3: 2 } } } });
    await harness.fixture.whenStable();
    expect(text(byTestId(root, 'projector-heading'))).toBe('Standings after round 1');
    // Connected: no poll; the standings signal alone makes it read again.
    http.expectNone('/api/v1/events/e1');
    socket.fire('standings', { round: 1 });
    const done = { ...round, matches: round.matches.map((m) => ({ ...m, result: { wins: { [m.players[0]]: 2 } } })) };
    await read(harness, organizer, done);
    expect(allByTestId(root, 'standings-name').map(text)).toEqual(['Zoe']);
  });

  it('shows the Swiss winner after the last planned round when there is no cut', async () => {
    storage.setItem('cantina.organizer.e1', 'otok');
    const organizer = organizerView({ ...view, joinCode: 'ABC123' });
    organizer.settings = { ...organizer.settings, rounds: 1, topCut: 0 };
    const done = { ...round, matches: round.matches.map((m) => ({ ...m, result: { wins: { [m.players[0]]: 2 } } })) };
    const { root } = await open(organizer, done);
    expect(text(byTestId(root, 'projector-heading'))).toBe('Champion');
    expect(text(byTestId(root, 'projector-champion'))).toBe('Zoe');
  });

  it('falls back to the public view when the stored organizer token no longer works', async () => {
    storage.setItem('cantina.organizer.e1', 'stale');
    const harness = await RouterTestingHarness.create();
    await harness.navigateByUrl('/events/e1/projector');
    http.match('/api/v1/server/address').forEach((req) => req.flush({ publicUrl: null, lanUrls: [] }));
    http
      .expectOne((req) => req.url === '/api/v1/events/e1' && req.headers.has('Authorization'))
      .flush({ code: 'unauthorized' }, { status: 401, statusText: 'Unauthorized' });
    await harness.fixture.whenStable();
    http.expectOne((req) => req.url === '/api/v1/events/e1' && !req.headers.has('Authorization')).flush(view);
    await harness.fixture.whenStable();
    http.expectOne('/api/v1/events/e1/rounds/1').flush(round);
    http.expectOne('/api/v1/events/e1/standings').flush(standings);
    await harness.fixture.whenStable();
    const root = harness.routeNativeElement as HTMLElement;
    expect(text(byTestId(root, 'projector-heading'))).toBe('Round 1 pairings');
  });
});
