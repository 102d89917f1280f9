import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import type { BracketView, OrganizerEventView, RoundView, Standing } from '@cantina/contract';
import { allByTestId, byTestId, choose, text, typeInto } from '../../../testing/dom';
import { FakeEventsSocket, provideFakeEventsSockets } from '../../../testing/fake-events-socket';
import { organizerView, player } from '../../../testing/fixtures';
import { translocoTesting } from '../../../testing/transloco-testing';
import { MemoryStorage, STORAGE } from '../../core/storage/storage';
import { TOURNAMENT_POLL_MS } from '../../shared/tournament/poll';
import { RoundsPage } from './rounds.page';

const players = [
  player('p1', 'Zoe'),
  player('p2', 'Ben'),
  player('p3', 'Ana'),
  player('p4', 'Cy'),
  player('p5', 'Dee'),
];
const event = organizerView({ game: 'swu', format: 'swu-premier', name: 'Store Showdown', players });

const round1: RoundView = {
  number: 1,
  matches: [
    { id: 'm1', table: 1, players: ['p1', 'p2'], bye: false },
    { id: 'm2', table: 2, players: ['p3', 'p4'], bye: false },
    { id: 'm3', table: null, players: ['p5'], bye: true },
  ],
};

function row(rank: number, id: string, name: string, wins: number): Standing {
  return {
    rank,
    playerId: id,
    name,
    matchPoints: wins * 3,
    matchWins: wins,
    wins,
    losses: 1 - wins,
    draws: 0,
    byes: 0,
    omw: 0.5,
    gw: 2 / 3,
    ogw: 0.4444,
    dropped: false,
  };
}

interface Load {
  view?: OrganizerEventView;
  rounds?: RoundView[];
  latest?: RoundView;
  standings?: Standing[];
  topCut?: BracketView | null;
}

describe('RoundsPage', () => {
  let http: HttpTestingController;
  let storage: MemoryStorage;
  let sockets: FakeEventsSocket[];

  beforeEach(() => {
    storage = new MemoryStorage();
    sockets = [];
    TestBed.configureTestingModule({
      imports: [translocoTesting()],
      providers: [
        provideRouter([{ path: 'events/:id/rounds', component: RoundsPage }]),
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

  async function flushTournament(harness: RouterTestingHarness, load: Load) {
    const rounds = load.rounds ?? [];
    http.expectOne({ method: 'GET', url: '/api/v1/events/e1/rounds' }).flush(rounds);
    await harness.fixture.whenStable();
    const last = rounds[rounds.length - 1];
    if (last) http.expectOne(`/api/v1/events/e1/rounds/${last.number}`).flush(load.latest ?? last);
    http.expectOne('/api/v1/events/e1/standings').flush(load.standings ?? []);
    const status = (load.view ?? event).status;
    if (status === 'top-cut' || status === 'finished') {
      http.expectOne('/api/v1/events/e1/top-cut').flush(load.topCut ?? null);
    } else {
      http.expectNone('/api/v1/events/e1/top-cut');
    }
    await harness.fixture.whenStable();
  }

  /** After an action: the organizer view and the tournament are read again. */
  async function flushReload(harness: RouterTestingHarness, load: Load) {
    http.expectOne('/api/v1/events/e1').flush(load.view ?? event);
    await flushTournament(harness, load);
  }

  async function open(load: Load = {}) {
    storage.setItem('cantina.organizer.e1', 'org-tok');
    const harness = await RouterTestingHarness.create();
    await harness.navigateByUrl('/events/e1/rounds');
    const view = http.expectOne('/api/v1/events/e1');
    expect(view.request.headers.get('Authorization')).toBe('Bearer org-tok');
    view.flush(load.view ?? event);
    await flushTournament(harness, load);
    return { harness, root: harness.routeNativeElement as HTMLElement };
  }

  it('pairs round 1 after a review: preview first, then publish', async () => {
    const { harness, root } = await open();
    const pair = byTestId<HTMLButtonElement>(root, 'round-pair');
    expect(text(pair)).toBe('Pair round 1');
    pair?.click();
    const preview = http.expectOne('/api/v1/events/e1/rounds?preview=true');
    expect(preview.request.method).toBe('POST');
    expect(preview.request.headers.get('Authorization')).toBe('Bearer org-tok');
    preview.flush(round1);
    await harness.fixture.whenStable();

    const panel = byTestId(root, 'round-preview');
    expect(panel).not.toBeNull();
    expect(allByTestId(panel as HTMLElement, 'preview-match').map(text)).toEqual([
      'Table 1 Zoe vs Ben',
      'Table 2 Ana vs Cy',
      '– Dee Bye',
    ]);
    byTestId(root, 'round-publish')?.click();
    const publish = http.expectOne({ method: 'POST', url: '/api/v1/events/e1/rounds' });
    expect(publish.request.method).toBe('POST');
    publish.flush(round1);
    await harness.fixture.whenStable();
    await flushReload(harness, { view: { ...event, status: 'playing', rounds: 1 }, rounds: [round1] });

    expect(byTestId(root, 'round-preview')).toBeNull();
    expect(allByTestId(root, 'result-row').map((r) => r.dataset['status'])).toEqual(['missing', 'missing', 'bye']);
    expect(text(byTestId(root, 'results-progress'))).toBe('0 of 2 results in');
    expect(byTestId<HTMLButtonElement>(root, 'round-pair')?.disabled).toBe(true);
    expect(text(byTestId(root, 'pair-blocked'))).toBe(
      '2 results of this round are still missing: enter or confirm them before pairing the next round.',
    );
  });

  it('edits the proposal before publishing: a swap, published as a manual round (contract rev 2)', async () => {
    const { harness, root } = await open();
    byTestId(root, 'round-pair')?.click();
    http.expectOne('/api/v1/events/e1/rounds?preview=true').flush(round1);
    await harness.fixture.whenStable();
    byTestId(root, 'round-edit')?.click();
    await harness.fixture.whenStable();
    expect(byTestId(root, 'round-preview')).toBeNull();
    const editor = byTestId(root, 'pairings-editor') as HTMLElement;
    // Dee takes Ben's seat at table 1: Ben gets the bye.
    choose(allByTestId<HTMLSelectElement>(editor, 'edit-seat')[1], 'p5');
    await harness.fixture.whenStable();
    byTestId(root, 'edit-publish')?.click();
    const publish = http.expectOne({ method: 'POST', url: '/api/v1/events/e1/rounds' });
    expect(publish.request.headers.get('Authorization')).toBe('Bearer org-tok');
    expect(publish.request.body).toEqual({
      matches: [{ players: ['p1', 'p5'] }, { players: ['p3', 'p4'] }, { players: ['p2'], bye: true }],
    });
    const published: RoundView = {
      number: 1,
      matches: [
        { id: 'm1', table: 1, players: ['p1', 'p5'], bye: false },
        { id: 'm2', table: 2, players: ['p3', 'p4'], bye: false },
        { id: 'm3', table: null, players: ['p2'], bye: true },
      ],
    };
    publish.flush(published);
    await harness.fixture.whenStable();
    await flushReload(harness, { view: { ...event, status: 'playing', rounds: 1 }, rounds: [published] });
    expect(byTestId(root, 'pairings-editor')).toBeNull();
    expect(allByTestId(root, 'result-row').map((r) => r.dataset['status'])).toEqual(['missing', 'missing', 'bye']);
  });

  it('shows a refused pairing in words', async () => {
    const { harness, root } = await open();
    byTestId(root, 'round-pair')?.click();
    http
      .expectOne('/api/v1/events/e1/rounds?preview=true')
      .flush({ status: 409, code: 'not-enough-players' }, { status: 409, statusText: 'Conflict' });
    await harness.fixture.whenStable();
    expect(text(byTestId(root, 'problem'))).toBe('There are not enough active players to pair a round.');
  });

  it('highlights reported and disputed results and enters the final result', async () => {
    const latest: RoundView = {
      ...round1,
      matches: [
        { ...round1.matches[0], report: { by: 'p1', result: { wins: { p1: 2, p2: 1 } } } },
        { ...round1.matches[1], disputed: true, report: { by: 'p3', result: { wins: { p3: 2, p4: 0 } } } },
        round1.matches[2],
      ],
    };
    const playing = { ...event, status: 'playing' as const, rounds: 1 };
    const { harness, root } = await open({ view: playing, rounds: [round1], latest });
    const rows = allByTestId(root, 'result-row');
    expect(rows.map((r) => r.dataset['status'])).toEqual(['reported', 'disputed', 'bye']);
    expect(text(byTestId(rows[0], 'report-text'))).toBe('Zoe reported: Zoe wins 2-1');

    // Accept Zoe's report as it is.
    byTestId(rows[0], 'result-enter')?.click();
    await harness.fixture.whenStable();
    byTestId(rows[0], 'result-accept')?.click();
    const accept = http.expectOne('/api/v1/matches/m1/result');
    expect(accept.request.body).toEqual({ wins: { p1: 2, p2: 1 } });
    accept.flush({ status: 'final' });
    await harness.fixture.whenStable();
    await flushReload(harness, { view: playing, rounds: [round1], latest });

    // Settle the dispute: Cy wins 2-1 (buttons read from Ana's side: 1-2).
    byTestId(rows[1], 'result-enter')?.click();
    await harness.fixture.whenStable();
    const button = allByTestId<HTMLButtonElement>(rows[1], 'result-option').find((b) => b.dataset['result'] === '1-2');
    expect(button?.getAttribute('aria-label')).toBe('Cy wins 2-1');
    button?.click();
    const settle = http.expectOne('/api/v1/matches/m2/result');
    expect(settle.request.body).toEqual({ wins: { p3: 1, p4: 2 } });
    expect(settle.request.headers.get('Authorization')).toBe('Bearer org-tok');
    settle.flush({ status: 'final' });
    await harness.fixture.whenStable();
    const done: RoundView = {
      ...round1,
      matches: [
        { ...round1.matches[0], result: { wins: { p1: 2, p2: 1 } } },
        { ...round1.matches[1], result: { wins: { p3: 1, p4: 2 } } },
        round1.matches[2],
      ],
    };
    await flushReload(harness, { view: playing, rounds: [done] });
    expect(allByTestId(root, 'result-row').map((r) => r.dataset['status'])).toEqual(['final', 'final', 'bye']);
    expect(allByTestId(root, 'result-text').map(text)).toEqual(['Zoe wins 2-1', 'Cy wins 2-1']);
    expect(byTestId<HTMLButtonElement>(root, 'round-pair')?.disabled).toBe(false);
    expect(text(byTestId(root, 'round-pair'))).toBe('Pair round 2');
  });

  it('corrects a final result with a reason for the log', async () => {
    const done: RoundView = { ...round1, matches: [{ ...round1.matches[0], result: { wins: { p1: 2, p2: 0 } } }] };
    const { harness, root } = await open({ view: { ...event, status: 'playing', rounds: 1 }, rounds: [done] });
    const entry = byTestId(root, 'result-enter');
    expect(text(entry)).toBe('Correct the result');
    entry?.click();
    await harness.fixture.whenStable();
    typeInto(byTestId<HTMLInputElement>(root, 'result-reason'), 'Slip was misread');
    allByTestId<HTMLButtonElement>(root, 'result-option')
      .find((b) => b.dataset['result'] === 'double-loss')
      ?.click();
    const post = http.expectOne('/api/v1/matches/m1/result');
    expect(post.request.body).toEqual({
      wins: { p1: 0, p2: 0 },
      outcome: 'double-loss',
      reason: 'Slip was misread',
    });
    post.flush({ status: 'final' });
    await harness.fixture.whenStable();
    await flushReload(harness, { view: { ...event, status: 'playing', rounds: 1 }, rounds: [done] });
  });

  it('runs the round clock', async () => {
    // The API reports a clock that has not started as stopped ("paused", no deadline).
    const latest = { ...round1, timer: { deadline: null, paused: true, remainingSeconds: 3000 } };
    const { harness, root } = await open({
      view: { ...event, status: 'playing', rounds: 1 },
      rounds: [round1],
      latest,
    });
    expect(text(byTestId(root, 'round-timer'))).toBe('50:00');
    expect(text(byTestId(root, 'round-timer-state'))).toBe('Clock stopped');
    byTestId(root, 'timer-start')?.click();
    const start = http.expectOne('/api/v1/events/e1/rounds/1/timer');
    expect(start.request.body).toEqual({ action: 'start' });
    start.flush({ deadline: '2030-01-01T19:00:00.000Z', paused: false, remainingSeconds: 3000 });
    await harness.fixture.whenStable();
    expect(byTestId(root, 'timer-start')).toBeNull();

    byTestId(root, 'timer-extend')?.click();
    const extend = http.expectOne('/api/v1/events/e1/rounds/1/timer');
    expect(extend.request.body).toEqual({ action: 'extend', minutes: 5 });
    extend.flush({ deadline: '2030-01-01T19:05:00.000Z', paused: false, remainingSeconds: 3300 });
    await harness.fixture.whenStable();

    byTestId(root, 'timer-pause')?.click();
    http.expectOne('/api/v1/events/e1/rounds/1/timer').flush({ deadline: null, paused: true, remainingSeconds: 3290 });
    await harness.fixture.whenStable();
    expect(text(byTestId(root, 'round-timer'))).toBe('54:50');
    expect(text(byTestId(root, 'timer-start'))).toBe('Run the clock');
  });

  it('prints the pairings alphabetically with the table', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { harness, root } = await open({ view: { ...event, status: 'playing', rounds: 1 }, rounds: [round1] });
    byTestId(root, 'print-pairings')?.click();
    await harness.fixture.whenStable();
    expect(print).toHaveBeenCalled();
    const cells = (line: HTMLElement) => Array.from(line.children).map(text).join(' | ');
    expect(allByTestId(root, 'print-pairing-line').map(cells)).toEqual([
      'Ana | 2 | Cy',
      'Ben | 1 | Zoe',
      'Cy | 2 | Ana',
      'Dee | – | Bye',
      'Zoe | 1 | Ben',
    ]);
    byTestId(root, 'print-slips')?.click();
    await harness.fixture.whenStable();
    expect(allByTestId(root, 'print-slip')).toHaveLength(2);
    print.mockRestore();
  });

  it('creates a top cut of 4 from the standings and shows the bracket', async () => {
    const done: RoundView = { ...round1, matches: [{ ...round1.matches[0], result: { wins: { p1: 2, p2: 0 } } }] };
    const standings = [row(1, 'p1', 'Zoe', 1), row(2, 'p3', 'Ana', 1), row(3, 'p2', 'Ben', 0), row(4, 'p4', 'Cy', 0)];
    const playing = { ...event, status: 'playing' as const, rounds: 1 };
    const { harness, root } = await open({ view: playing, rounds: [done], standings });
    expect(allByTestId(root, 'standings-name').map(text)).toEqual(['Zoe', 'Ana', 'Ben', 'Cy']);

    choose(byTestId<HTMLSelectElement>(root, 'top-cut-size'), '4');
    await harness.fixture.whenStable();
    byTestId(root, 'top-cut-create')?.click();
    const create = http.expectOne('/api/v1/events/e1/top-cut');
    expect(create.request.body).toEqual({ size: 4 });
    const cut: BracketView = {
      size: 4,
      matches: [
        { id: 't1', stage: 1, slot: 0, table: 1, players: ['p1', 'p4'], seeds: [1, 4], winner: null },
        { id: 't2', stage: 1, slot: 1, table: 2, players: ['p3', 'p2'], seeds: [2, 3], winner: null },
      ],
    };
    create.flush(cut);
    await harness.fixture.whenStable();
    await flushReload(harness, { view: { ...playing, status: 'top-cut' }, rounds: [done], standings, topCut: cut });

    const bracket = byTestId(root, 'top-cut-bracket');
    expect(text(bracket)).toContain('Semifinals');
    const rows = allByTestId(bracket as HTMLElement, 'result-row');
    expect(rows).toHaveLength(2);
    byTestId(rows[0], 'result-enter')?.click();
    await harness.fixture.whenStable();
    expect(allByTestId(rows[0], 'result-option').map((b) => b.dataset['result'])).toEqual([
      '2-0',
      '2-1',
      '1-2',
      '0-2',
      '1-0',
      '0-1',
    ]);
    expect(byTestId(root, 'round-pair')).toBeNull();
  });

  it('explains when this device has no organizer token', async () => {
    const harness = await RouterTestingHarness.create();
    await harness.navigateByUrl('/events/e1/rounds');
    expect(byTestId(harness.routeNativeElement as HTMLElement, 'no-organizer-token')).not.toBeNull();
  });
});
