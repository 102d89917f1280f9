import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import type { MatchView, RoundView } from '@cantina/contract';
import { allByTestId, byTestId, text } from '../../../testing/dom';
import { FakeEventsSocket, provideFakeEventsSockets } from '../../../testing/fake-events-socket';
import { player, publicView } from '../../../testing/fixtures';
import { translocoTesting } from '../../../testing/transloco-testing';
import { MemoryStorage, STORAGE } from '../../core/storage/storage';
import { TOURNAMENT_POLL_MS } from '../../shared/tournament/poll';
import { MyMatchPage } from './my-match.page';

const view = publicView({
  game: 'swu',
  format: 'swu-premier',
  status: 'playing',
  rounds: 1,
  players: [player('p1', 'Ana'), player('p2', 'Ben'), player('p3', 'Cy'), player('p4', 'Dee')],
});

function round(first: Partial<MatchView> = {}, number = 1): RoundView {
  return {
    number,
    matches: [
      { id: 'm1', table: 7, players: ['p1', 'p2'], bye: false, ...first },
      { id: 'm2', table: 8, players: ['p3', 'p4'], bye: false },
    ],
    timer: { deadline: '2030-01-01T19:00:00.000Z', paused: false, remainingSeconds: 1500 },
  };
}

describe('MyMatchPage', () => {
  let http: HttpTestingController;
  let storage: MemoryStorage;
  let sockets: FakeEventsSocket[];

  beforeEach(() => {
    storage = new MemoryStorage();
    sockets = [];
    TestBed.configureTestingModule({
      imports: [translocoTesting()],
      providers: [
        provideRouter([{ path: 'events/:id/match', component: MyMatchPage }]),
        provideHttpClient(),
        provideHttpClientTesting(),
        provideFakeEventsSockets(sockets),
        { provide: STORAGE, useValue: storage },
        { provide: TOURNAMENT_POLL_MS, useValue: 0 },
      ],
    });
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  async function open(as: { id: string; name: string }, first: RoundView | null = round(), event = view) {
    storage.setItem('cantina.player.e1', JSON.stringify({ ...as, token: `tok-${as.id}` }));
    const harness = await RouterTestingHarness.create();
    await harness.navigateByUrl('/events/e1/match');
    http.expectOne('/api/v1/events/e1').flush(event);
    await harness.fixture.whenStable();
    if (first) await answerRound(harness, first);
    return { harness, root: harness.routeNativeElement as HTMLElement };
  }

  async function answerRound(harness: RouterTestingHarness, body: RoundView) {
    const req = http.expectOne(`/api/v1/events/e1/rounds/${body.number}`);
    req.flush(body);
    await harness.fixture.whenStable();
  }

  const option = (root: HTMLElement, key: string) =>
    allByTestId<HTMLButtonElement>(root, 'result-option').find((b) => b.dataset['result'] === key);

  it('shows the table in huge type, the opponent and the round clock', async () => {
    const { root } = await open({ id: 'p1', name: 'Ana' });
    expect(text(byTestId(root, 'my-match-heading'))).toBe('Round 1');
    expect(text(byTestId(root, 'my-table'))).toBe('7');
    expect(text(byTestId(root, 'opponent-name'))).toBe('Ben');
    expect(text(byTestId(root, 'round-timer'))).toBe('25:00');
    expect(sockets[0].auth).toEqual({ token: 'tok-p1' });
    expect(byTestId(root, 'standings-link')?.getAttribute('href')).toBe('/events/e1/standings');
  });

  it('reports an intentional draw as 0-0-3', async () => {
    const { harness, root } = await open({ id: 'p1', name: 'Ana' });
    option(root, 'id')?.click();
    const post = http.expectOne('/api/v1/matches/m1/result');
    expect(post.request.body).toEqual({ wins: { p1: 0, p2: 0 }, draws: 3 });
    post.flush({ status: 'reported' });
    await harness.fixture.whenStable();
    await answerRound(harness, round({ report: { by: 'p1', result: { wins: { p1: 0, p2: 0 }, draws: 3 } } }));
    expect(text(byTestId(root, 'my-report'))).toBe('Draw 0-0-3');
  });

  it('reports 2-1 and waits for the opponent to confirm', async () => {
    const { harness, root } = await open({ id: 'p1', name: 'Ana' });
    expect(allByTestId(root, 'result-option').map((b) => b.dataset['result'])).toEqual([
      '2-0',
      '2-1',
      '1-2',
      '0-2',
      // Issue 11: swu players report a draw (1-1) and an intentional draw (0-0-3); a double loss is the organizer's.
      '1-1',
      'id',
      '1-0',
      '0-1',
    ]);
    option(root, '2-1')?.click();
    const post = http.expectOne('/api/v1/matches/m1/result');
    expect(post.request.method).toBe('POST');
    expect(post.request.headers.get('Authorization')).toBe('Bearer tok-p1');
    expect(post.request.body).toEqual({ wins: { p1: 2, p2: 1 } });
    post.flush({ status: 'reported' });
    await harness.fixture.whenStable();
    await answerRound(harness, round({ report: { by: 'p1', result: { wins: { p1: 2, p2: 1 } } } }));

    expect(text(byTestId(root, 'my-report'))).toBe('You won 2-1');
    expect(text(root)).toContain('Waiting for Ben to confirm.');
    expect(byTestId(root, 'result-option')).toBeNull();
  });

  it("shows the opponent's report from the player's side and confirms it with the same body", async () => {
    const reported = round({ report: { by: 'p1', result: { wins: { p1: 2, p2: 1 } } } });
    const { harness, root } = await open({ id: 'p2', name: 'Ben' }, reported);
    expect(text(byTestId(root, 'opponent-report'))).toBe('You lost 1-2');

    byTestId(root, 'report-confirm')?.click();
    const post = http.expectOne('/api/v1/matches/m1/result');
    expect(post.request.body).toEqual({ wins: { p1: 2, p2: 1 } });
    expect(post.request.headers.get('Authorization')).toBe('Bearer tok-p2');
    post.flush({ status: 'confirmed' });
    await harness.fixture.whenStable();
    await answerRound(harness, round({ result: { wins: { p1: 2, p2: 1 } } }));

    expect(text(byTestId(root, 'match-result'))).toBe('You lost 1-2');
    expect(byTestId(root, 'report-confirm')).toBeNull();
  });

  it('contests a wrong report: a different result is a dispute for the organizer', async () => {
    const reported = round({ report: { by: 'p1', result: { wins: { p1: 2, p2: 0 } } } });
    const { harness, root } = await open({ id: 'p2', name: 'Ben' }, reported);
    byTestId(root, 'report-wrong')?.click();
    await harness.fixture.whenStable();
    expect(byTestId(root, 'opponent-report')).toBeNull();

    option(root, '2-1')?.click();
    const post = http.expectOne('/api/v1/matches/m1/result');
    expect(post.request.body).toEqual({ wins: { p2: 2, p1: 1 } });
    post.flush(
      { type: 'x', title: 'Conflict', status: 409, code: 'result-mismatch' },
      { status: 409, statusText: 'Conflict' },
    );
    await harness.fixture.whenStable();
    await answerRound(harness, round({ disputed: true, report: { by: 'p1', result: { wins: { p1: 2, p2: 0 } } } }));

    expect(text(byTestId(root, 'problem'))).toBe(
      "Your report differs from your opponent's. The organizer will settle the result.",
    );
    expect(byTestId(root, 'match-disputed')).not.toBeNull();
  });

  it('follows new pairings and the round clock pushed over the socket', async () => {
    const { harness, root } = await open({ id: 'p1', name: 'Ana' }, null, { ...view, rounds: 0 });
    expect(text(byTestId(root, 'my-match-waiting'))).toContain('No pairings yet.');

    const second: RoundView = {
      number: 2,
      matches: [
        { id: 'm5', table: 3, players: ['p3', 'p1'], bye: false },
        { id: 'm6', table: null, players: ['p2'], bye: true },
      ],
    };
    sockets[0].emitPairings(second);
    await harness.fixture.whenStable();
    await answerRound(harness, second);
    expect(text(byTestId(root, 'my-table'))).toBe('3');
    expect(text(byTestId(root, 'opponent-name'))).toBe('Cy');
    expect(text(byTestId(root, 'round-timer-state'))).toBe('Clock not started');

    sockets[0].emitRoundTimer({ round: 2, deadline: null, paused: true, remainingSeconds: 600 });
    await harness.fixture.whenStable();
    expect(text(byTestId(root, 'round-timer'))).toBe('10:00');
    expect(text(byTestId(root, 'round-timer-state'))).toBe('Clock stopped');
    // The contract's `timer` frame and a pick clock are not the round clock.
    sockets[0].emitTimerFrame({ deadline: '2030-01-01T19:00:00.000Z' });
    sockets[0].emitPickTimer('2030-01-01T19:00:00.000Z');
    await harness.fixture.whenStable();
    expect(text(byTestId(root, 'round-timer'))).toBe('10:00');
  });

  it('tells a player with a bye', async () => {
    const bye: RoundView = { number: 1, matches: [{ id: 'm9', table: null, players: ['p1'], bye: true }] };
    const { root } = await open({ id: 'p1', name: 'Ana' }, bye);
    expect(text(byTestId(root, 'my-bye'))).toBe('Bye');
    expect(byTestId(root, 'result-option')).toBeNull();
  });

  it('reports placements in a Twin Suns pod', async () => {
    const pods = { ...view, format: 'swu-twin-suns' };
    const pod: RoundView = { number: 1, matches: [{ id: 'pod1', table: 1, players: ['p1', 'p2', 'p3'], bye: false }] };
    const { harness, root } = await open({ id: 'p1', name: 'Ana' }, pod, pods);
    expect(allByTestId(root, 'opponent-name').map(text)).toEqual(['Ben', 'Cy']);
    const order = () => allByTestId<HTMLButtonElement>(root, 'placement-player');
    order()[2].click(); // Cy first
    await harness.fixture.whenStable();
    order()[0].click(); // Ana second
    await harness.fixture.whenStable();
    order()[1].click();
    await harness.fixture.whenStable();
    byTestId<HTMLButtonElement>(root, 'placement-submit')?.click();
    const post = http.expectOne('/api/v1/matches/pod1/result');
    expect(post.request.body).toEqual({ placements: ['p3', 'p1', 'p2'] });
    post.flush({ status: 'reported' });
    await harness.fixture.whenStable();
    await answerRound(harness, {
      ...pod,
      matches: [{ ...pod.matches[0], result: { placements: ['p3', 'p1', 'p2'] } }],
    });
    expect(text(byTestId(root, 'match-result'))).toBe('Placements: 1. Cy, 2. Ana, 3. Ben');
  });

  it('reports a tie in a Twin Suns pod: the tied players share the place, the next counts after them', async () => {
    const pods = { ...view, format: 'swu-twin-suns' };
    const pod: RoundView = { number: 1, matches: [{ id: 'pod1', table: 1, players: ['p1', 'p2', 'p3'], bye: false }] };
    const { harness, root } = await open({ id: 'p1', name: 'Ana' }, pod, pods);
    const tap = async (testId: string, index = 0) => {
      allByTestId<HTMLButtonElement>(root, testId)[index].click();
      await harness.fixture.whenStable();
    };
    await tap('placement-player', 2); // Cy first
    await tap('placement-tie');
    await tap('placement-player', 0); // Ana ties with Cy
    await tap('placement-player', 1); // Ben third
    expect(allByTestId(root, 'placement-place').map(text)).toEqual(['1.', '3.', '1.']);
    byTestId<HTMLButtonElement>(root, 'placement-submit')?.click();
    const post = http.expectOne('/api/v1/matches/pod1/result');
    expect(post.request.body).toEqual({ placements: [['p3', 'p1'], 'p2'] });
    post.flush({ status: 'reported' });
    await harness.fixture.whenStable();
    await answerRound(harness, {
      ...pod,
      matches: [{ ...pod.matches[0], result: { placements: [['p3', 'p1'], 'p2'] } }],
    });
    expect(text(byTestId(root, 'match-result'))).toBe('Placements: 1. Cy = Ana, 3. Ben');
  });
});
