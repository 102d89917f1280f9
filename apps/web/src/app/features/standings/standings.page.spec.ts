import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import type { Standing } from '@cantina/contract';
import { allByTestId, byTestId, text } from '../../../testing/dom';
import { player, publicView } from '../../../testing/fixtures';
import { translocoTesting } from '../../../testing/transloco-testing';
import { LanguageService } from '../../core/i18n/language.service';
import { MemoryStorage, STORAGE } from '../../core/storage/storage';
import { TOURNAMENT_POLL_MS } from '../../shared/tournament/poll';
import { FakeEventsSocket, provideFakeEventsSockets } from '../../../testing/fake-events-socket';
import { StandingsPage } from './standings.page';

const rows: Standing[] = [
  {
    rank: 1,
    playerId: 'p1',
    name: 'Zoe',
    matchPoints: 6,
    matchWins: 2,
    wins: 1,
    losses: 0,
    draws: 0,
    byes: 1,
    omw: 0.5,
    gw: 0.8,
    ogw: 0.4567,
    dropped: false,
  },
  {
    rank: 2,
    playerId: 'p2',
    name: 'Ben',
    matchPoints: 0,
    matchWins: 0,
    wins: 0,
    losses: 2,
    draws: 0,
    byes: 0,
    omw: 2 / 3,
    gw: 1 / 3,
    ogw: 0.5,
    dropped: true,
  },
];

describe('StandingsPage', () => {
  let http: HttpTestingController;
  let storage: MemoryStorage;
  let sockets: FakeEventsSocket[];

  beforeEach(() => {
    storage = new MemoryStorage();
    sockets = [];
    TestBed.configureTestingModule({
      imports: [translocoTesting()],
      providers: [
        provideRouter([{ path: 'events/:id/standings', component: StandingsPage }]),
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: STORAGE, useValue: storage },
        { provide: TOURNAMENT_POLL_MS, useValue: 0 },
        provideFakeEventsSockets(sockets),
      ],
    });
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  async function open() {
    const harness = await RouterTestingHarness.create();
    await harness.navigateByUrl('/events/e1/standings');
    http
      .expectOne('/api/v1/events/e1')
      .flush(publicView({ rounds: 2, status: 'playing', players: [player('p1', 'Zoe')] }));
    http.expectOne('/api/v1/events/e1/standings').flush(rows);
    await harness.fixture.whenStable();
    return { harness, root: harness.routeNativeElement as HTMLElement };
  }

  it('lists the contract columns with the percentages as %', async () => {
    const { root } = await open();
    expect(text(root.querySelector('h1'))).toBe('Standings after round 2');
    const [zoe, ben] = allByTestId(root, 'standings-row');
    expect(text(byTestId(zoe, 'standings-rank'))).toBe('1');
    expect(text(byTestId(zoe, 'standings-points'))).toBe('6');
    expect(text(byTestId(zoe, 'standings-match-wins'))).toBe('2');
    expect(text(byTestId(zoe, 'standings-record'))).toBe('1-0-0');
    expect(text(byTestId(zoe, 'standings-omw'))).toBe('50.00%');
    expect(text(byTestId(zoe, 'standings-ogw'))).toBe('45.67%');
    expect(text(byTestId(ben, 'standings-gw'))).toBe('33.33%');
    expect(byTestId(ben, 'standings-dropped')).not.toBeNull();
    expect(byTestId(zoe, 'standings-dropped')).toBeNull();
  });

  it('formats the percentages in the language and marks the player on this device', async () => {
    storage.setItem('cantina.player.e1', JSON.stringify({ id: 'p2', name: 'Ben', token: 't' }));
    const { harness, root } = await open();
    await TestBed.inject(LanguageService).use('cs');
    await harness.fixture.whenStable();
    const [, ben] = allByTestId(root, 'standings-row');
    expect(ben.classList.contains('self')).toBe(true);
    expect(text(byTestId(ben, 'standings-omw')).replace(/\s/g, ' ')).toBe('66,67 %');
    expect(byTestId(root, 'my-match-link')?.getAttribute('href')).toBe('/events/e1/match');
  });

  it("reads again on the socket's standings signal on a device with a token, and not without one", async () => {
    storage.setItem('cantina.player.e1', JSON.stringify({ id: 'p2', name: 'Ben', token: 't' }));
    const { harness, root } = await open();
    expect(sockets).toHaveLength(1);
    sockets[0].serverConnect();
    http.expectOne('/api/v1/events/e1').flush(publicView({ rounds: 2, status: 'playing' }));
    http.expectOne('/api/v1/events/e1/standings').flush(rows);
    await harness.fixture.whenStable();
    sockets[0].fire('standings', { round: 3 });
    http.expectOne('/api/v1/events/e1').flush(publicView({ rounds: 3, status: 'playing' }));
    http.expectOne('/api/v1/events/e1/standings').flush([...rows].reverse());
    await harness.fixture.whenStable();
    expect(text(root.querySelector('h1'))).toBe('Standings after round 3');
    expect(allByTestId(root, 'standings-name').map(text)).toEqual(['Ben', 'Zoe']);
  });

  it('takes the standings a push carries without reading them again', async () => {
    storage.setItem('cantina.player.e1', JSON.stringify({ id: 'p2', name: 'Ben', token: 't' }));
    const { harness, root } = await open();
    sockets[0].serverConnect();
    http.expectOne('/api/v1/events/e1').flush(publicView({ rounds: 2, status: 'playing' }));
    http.expectOne('/api/v1/events/e1/standings').flush(rows);
    await harness.fixture.whenStable();
    sockets[0].fire('standings', { round: 2, standings: [...rows].reverse() });
    await harness.fixture.whenStable();
    http.expectNone('/api/v1/events/e1/standings');
    expect(allByTestId(root, 'standings-name').map(text)).toEqual(['Ben', 'Zoe']);
  });

  it('opens no socket without a token (the public page polls)', async () => {
    await open();
    expect(sockets).toHaveLength(0);
  });
});
