import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import type { MatchPush, RoundView } from '@cantina/contract';
import { allByTestId, byTestId, text } from '../../../testing/dom';
import { FakeEventsSocket, provideFakeEventsSockets } from '../../../testing/fake-events-socket';
import { organizerView, player } from '../../../testing/fixtures';
import { translocoTesting } from '../../../testing/transloco-testing';
import { MemoryStorage, STORAGE } from '../../core/storage/storage';
import { TOURNAMENT_POLL_MS } from '../../shared/tournament/poll';
import { RoundsPage } from './rounds.page';

const players = [player('p1', 'Zoe'), player('p2', 'Ben'), player('p3', 'Ana'), player('p4', 'Cy')];
const event = organizerView({ game: 'swu', format: 'swu-premier', status: 'playing', rounds: 1, players });
const round1: RoundView = {
  number: 1,
  matches: [
    { id: 'm1', table: 1, players: ['p1', 'p2'], bye: false },
    { id: 'm2', table: 2, players: ['p3', 'p4'], bye: false },
  ],
};

/** The results grid kept live by the socket (issue 12 item 5): pushes, not polls. */
describe('RoundsPage live results', () => {
  let http: HttpTestingController;
  let sockets: FakeEventsSocket[];

  beforeEach(() => {
    const storage = new MemoryStorage();
    storage.setItem('cantina.organizer.e1', 'org-tok');
    sockets = [];
    TestBed.configureTestingModule({
      imports: [translocoTesting()],
      providers: [
        provideRouter([{ path: 'events/:id/rounds', component: RoundsPage }]),
        provideHttpClient(),
        provideHttpClientTesting(),
        provideFakeEventsSockets(sockets),
        { provide: STORAGE, useValue: storage },
        // A poll every second, were the page to poll while connected.
        { provide: TOURNAMENT_POLL_MS, useValue: 1000 },
      ],
    });
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  async function readTournament(harness: RouterTestingHarness) {
    http.expectOne({ method: 'GET', url: '/api/v1/events/e1/rounds' }).flush([round1]);
    await harness.fixture.whenStable();
    http.expectOne('/api/v1/events/e1/rounds/1').flush(round1);
    http.expectOne('/api/v1/events/e1/standings').flush([]);
    await harness.fixture.whenStable();
  }

  it('shows a pushed dispute with both claims at once, accepts one, and does not poll while connected', async () => {
    const harness = await RouterTestingHarness.create();
    await harness.navigateByUrl('/events/e1/rounds');
    http.expectOne('/api/v1/events/e1').flush(event);
    await readTournament(harness);
    const socket = sockets[0];
    socket.serverConnect();
    await readTournament(harness); // once on connect, to catch up
    await new Promise((resolve) => setTimeout(resolve, 1500));
    http.expectNone('/api/v1/events/e1/rounds');

    const push: MatchPush = {
      round: 1,
      match: {
        ...round1.matches[0],
        disputed: true,
        report: { by: 'p1', result: { wins: { p1: 2, p2: 0 } } },
        counterReport: { by: 'p2', result: { wins: { p1: 0, p2: 2 } } },
      },
    };
    socket.fire('match', push);
    await harness.fixture.whenStable();
    const root = harness.routeNativeElement as HTMLElement;
    const row = allByTestId(root, 'result-row')[0];
    expect(row.dataset['status']).toBe('disputed');
    const claims = allByTestId(row, 'dispute-claim');
    expect(claims.map((claim) => text(byTestId(claim, 'claim-text')))).toEqual(['Zoe wins 2-0', 'Ben wins 2-0']);
    // No single "accept the player's report" in a dispute: each claim has its own.
    byTestId(row, 'result-enter')?.click();
    await harness.fixture.whenStable();
    expect(byTestId(row, 'result-accept')).toBeNull();

    byTestId<HTMLButtonElement>(claims[1], 'claim-accept')?.click();
    const accept = http.expectOne('/api/v1/matches/m1/result');
    expect(accept.request.body).toEqual({ wins: { p1: 0, p2: 2 } });
    accept.flush({ status: 'final' });
    await harness.fixture.whenStable();
    http.expectOne('/api/v1/events/e1').flush(event);
    await readTournament(harness);
  });

  it('polls while the socket is down', async () => {
    const harness = await RouterTestingHarness.create();
    await harness.navigateByUrl('/events/e1/rounds');
    http.expectOne('/api/v1/events/e1').flush(event);
    await readTournament(harness);
    // Never connected: the fallback poll reads again after its interval.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await readTournament(harness);
  });
});
