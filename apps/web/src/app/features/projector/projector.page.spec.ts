import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import type { PublicEventView, RoundView, Standing } from '@cantina/contract';
import { allByTestId, byTestId, text } from '../../../testing/dom';
import { player, publicView } from '../../../testing/fixtures';
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

  beforeEach(() => {
    TestBed.configureTestingModule({
      imports: [translocoTesting()],
      providers: [
        provideRouter([{ path: 'events/:id/projector', component: ProjectorPage }]),
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: TOURNAMENT_POLL_MS, useValue: 0 },
      ],
    });
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  async function open(event: PublicEventView, body: RoundView | null) {
    const harness = await RouterTestingHarness.create();
    await harness.navigateByUrl('/events/e1/projector');
    const req = http.expectOne('/api/v1/events/e1');
    expect(req.request.headers.has('Authorization')).toBe(false);
    req.flush(event);
    await harness.fixture.whenStable();
    if (body) http.expectOne(`/api/v1/events/e1/rounds/${body.number}`).flush(body);
    http.expectOne('/api/v1/events/e1/standings').flush(standings);
    await harness.fixture.whenStable();
    return { harness, root: harness.routeNativeElement as HTMLElement };
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
});
