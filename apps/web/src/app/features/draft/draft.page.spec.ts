import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import type { CardInstance, PlayerView, PublicEventView } from '@cantina/contract';
import { SWU_CARDS, SWU_LEADERS, SWU_SET, SWU_UNITS } from '../../../testing/cards';
import { allByTestId, byTestId, text } from '../../../testing/dom';
import { FakeEventsSocket, provideFakeEventsSockets } from '../../../testing/fake-events-socket';
import { player, publicView } from '../../../testing/fixtures';
import { translocoTesting } from '../../../testing/transloco-testing';
import { MemoryStorage, STORAGE } from '../../core/storage/storage';
import { DraftPage } from './draft.page';

@Component({ template: '<p data-testid="pool-stub">pool</p>' })
class PoolStub {}

const [dune, saltline, ironreach] = SWU_UNITS;
const inst = (id: string, cardId: string): CardInstance => ({ instanceId: id, cardId });

function me(overrides: Partial<PlayerView> = {}): PlayerView {
  return {
    phase: 'packs',
    packNumber: 1,
    pickNumber: 3,
    passDirection: 'left',
    pack: {
      id: 'pod:1:0',
      cards: [inst('c1', dune.id), inst('c2', saltline.id), inst('c3', ironreach.id)],
    },
    queue: 1,
    pool: [inst('l1', SWU_LEADERS.kessa.id), inst('x1', SWU_UNITS[4].id), inst('x2', SWU_UNITS[5].id)],
    deadline: null,
    ...overrides,
  };
}

function draftView(overrides: Partial<PublicEventView> = {}): PublicEventView {
  return publicView({ set: SWU_SET, status: 'drafting', players: [player('p1', 'Ana')], ...overrides });
}

describe('DraftPage', () => {
  let http: HttpTestingController;
  let sockets: FakeEventsSocket[];
  let harness: RouterTestingHarness;

  beforeEach(() => {
    const storage = new MemoryStorage();
    storage.setItem('cantina.player.e1', JSON.stringify({ id: 'p1', name: 'Ana', token: 'ptok' }));
    sockets = [];
    TestBed.configureTestingModule({
      imports: [translocoTesting()],
      providers: [
        provideRouter([
          { path: 'events/:id/draft', component: DraftPage },
          { path: 'events/:id/pool', component: PoolStub },
        ]),
        provideHttpClient(),
        provideHttpClientTesting(),
        provideFakeEventsSockets(sockets),
        { provide: STORAGE, useValue: storage },
      ],
    });
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  const root = () => harness.routeNativeElement as HTMLElement;
  const socket = () => sockets[0];
  const tiles = () => allByTestId(root(), 'pick-card');
  const tile = (id: string) => tiles().find((li) => li.dataset['instanceId'] === id) as HTMLElement;
  const confirm = () => byTestId<HTMLButtonElement>(root(), 'pick-confirm');

  async function settle(): Promise<void> {
    await harness.fixture.whenStable();
    await harness.fixture.whenStable();
  }

  async function open(view: PlayerView = me(), event = draftView()): Promise<void> {
    harness = await RouterTestingHarness.create();
    await harness.navigateByUrl('/events/e1/draft');
    http.expectOne('/api/v1/events/e1').flush(event);
    await settle();
    const fetched = http.expectOne('/api/v1/events/e1/me');
    expect(fetched.request.headers.get('Authorization')).toBe('Bearer ptok');
    fetched.flush(view);
    http.expectOne(`/api/v1/card-sets/swu/${SWU_SET}/cards`).flush(SWU_CARDS);
    await settle();
  }

  it('shows the pack as tiles, with the round, pick, direction and packs waiting above', async () => {
    await open();
    expect(tiles().map((li) => li.dataset['instanceId'])).toEqual(['c1', 'c2', 'c3']);
    const first = tiles()[0];
    expect(text(byTestId(first, 'pick-card-name'))).toBe('Dune Runner');
    expect(text(first)).toContain('Vigilance');
    expect(text(first)).toContain('Unit');
    expect(text(first)).toContain('Common');
    expect(text(first.querySelector('.cost'))).toBe('1');
    expect(text(byTestId(root(), 'pick-round'))).toBe('Pack 1 of 3');
    expect(text(byTestId(root(), 'pick-number'))).toBe('Pick 3');
    const direction = byTestId(root(), 'pass-direction');
    expect(direction?.dataset['direction']).toBe('left');
    expect(text(direction).replace(/\s/g, '')).toBe('←Passleft');
    expect(direction?.getAttribute('aria-label')).toBe('This pack goes to the player on your left next');
    expect(text(byTestId(root(), 'queue-count'))).toBe('1 more pack waiting');
    expect(byTestId(root(), 'countdown')).toBeNull();
    expect(text(byTestId(root(), 'pool-count'))).toBe('3');
    expect(confirm()?.disabled).toBe(true);
    expect(text(confirm())).toBe('Tap a card to pick');
  });

  it('selects on tap and picks on confirm over the socket, once, then shows the next pack', async () => {
    await open();
    tile('c2').click();
    await settle();
    expect(tile('c2').getAttribute('aria-selected')).toBe('true');
    expect(tile('c1').getAttribute('aria-selected')).toBe('false');
    expect(text(confirm())).toBe('Pick Saltline Smuggler, Señor of the Docks');

    confirm()?.click();
    await settle();
    expect(socket().emitted).toEqual([
      { name: 'pick', payload: { packId: 'pod:1:0', instanceId: 'c2' }, ack: expect.any(Function) },
    ]);
    expect(confirm()?.disabled).toBe(true);
    expect(text(confirm())).toBe('Picking…');
    // Neither the button nor a double tap sends another pick meanwhile.
    confirm()?.click();
    tile('c1').click();
    tile('c1').click();
    await settle();
    expect(socket().emitted).toHaveLength(1);

    const next = me({
      pickNumber: 4,
      pack: { id: 'pod:1:7', cards: [inst('d1', dune.id), inst('d2', ironreach.id)] },
      queue: 0,
      pool: [...me().pool, inst('c2', saltline.id)],
    });
    socket().ack('pick', { ok: true, me: next });
    await settle();
    expect(tiles().map((li) => li.dataset['instanceId'])).toEqual(['d1', 'd2']);
    expect(tiles().some((li) => li.getAttribute('aria-selected') === 'true')).toBe(false);
    expect(text(byTestId(root(), 'pick-number'))).toBe('Pick 4');
    expect(text(byTestId(root(), 'queue-count'))).toBe('No other pack waiting');
    expect(text(byTestId(root(), 'pool-count'))).toBe('4');
  });

  it('shows a refused pick translated and resynchronizes from the server', async () => {
    await open();
    tile('c1').click();
    await settle();
    confirm()?.click();
    await settle();
    socket().ack('pick', {
      ok: false,
      error: {
        type: 'https://cantina.invalid/problems/not-your-pack',
        title: 'Conflict',
        status: 409,
        code: 'not-your-pack',
        detail: 'The pack is not at the head of the queue.',
      },
    });
    await settle();
    expect(text(byTestId(root(), 'problem'))).toBe('That pack is not in front of you any more.');
    const resync = http.expectOne('/api/v1/events/e1/me');
    resync.flush(
      me({
        pickNumber: 4,
        pack: { id: 'pod:1:7', cards: [inst('d1', dune.id)] },
        pool: [...me().pool, inst('zz', dune.id)],
      }),
    );
    await settle();
    expect(tiles().map((li) => li.dataset['instanceId'])).toEqual(['d1']);
    expect(confirm()?.disabled).toBe(true);
  });

  it('picks at once on a double tap', async () => {
    await open();
    tile('c3').click();
    tile('c3').click();
    await settle();
    expect(socket().emitted.map((e) => e.payload)).toEqual([{ packId: 'pod:1:0', instanceId: 'c3' }]);
  });

  it('moves the selection with the arrow keys and picks with Enter', async () => {
    await open();
    const key = (target: HTMLElement, name: string) =>
      target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
    key(tile('c1'), 'ArrowRight');
    await settle();
    expect(tile('c2').getAttribute('aria-selected')).toBe('true');
    expect(tile('c2').tabIndex).toBe(0);
    expect(tile('c1').tabIndex).toBe(-1);
    key(tile('c2'), 'ArrowLeft');
    key(tile('c1'), 'End');
    await settle();
    expect(tile('c3').getAttribute('aria-selected')).toBe('true');
    key(tile('c3'), 'Enter');
    await settle();
    expect(socket().emitted.map((e) => e.payload)).toEqual([{ packId: 'pod:1:0', instanceId: 'c3' }]);
  });

  it('waits when no pack is in front of the player, and takes the next one from a push', async () => {
    await open(me({ pack: null, queue: 0 }));
    expect(text(byTestId(root(), 'waiting-pack'))).toBe('Waiting for the next pack…');
    expect(tiles()).toHaveLength(0);
    expect(confirm()).toBeNull();

    socket().emitMe(me({ pickNumber: 4, pack: { id: 'pod:1:7', cards: [inst('d1', dune.id)] }, queue: 0 }));
    await settle();
    expect(byTestId(root(), 'waiting-pack')).toBeNull();
    expect(tiles()).toHaveLength(1);
  });

  it('counts down to the deadline, and shows the leader round passing right', async () => {
    const deadline = new Date(Date.now() + 60_000).toISOString();
    await open(
      me({
        phase: 'leaders',
        packNumber: 0,
        pickNumber: 1,
        passDirection: 'right',
        pack: { id: 'pod:0:0', cards: [inst('l2', SWU_LEADERS.harl.id), inst('l3', SWU_LEADERS.amaran.id)] },
        queue: 0,
        pool: [],
        deadline,
      }),
    );
    expect(text(byTestId(root(), 'pick-round'))).toBe('Leaders');
    expect(text(byTestId(root(), 'pass-direction')).replace(/\s/g, '')).toBe('Passright→');
    expect(byTestId(root(), 'countdown')?.dataset['level']).toBe('calm');
    expect(text(byTestId(root(), 'countdown'))).toMatch(/[01]:\d\d/);

    socket().emitPickTimer(null);
    await settle();
    expect(byTestId(root(), 'countdown')).toBeNull();
  });

  it('says "reconnecting" instead of freezing', async () => {
    await open();
    socket().serverConnect();
    await settle();
    expect(byTestId(root(), 'connection-indicator')).toBeNull();
    socket().serverLost();
    await settle();
    expect(text(byTestId(root(), 'connection-indicator'))).toBe('Reconnecting…');
    expect(tiles()).toHaveLength(3);
  });

  it('opens the pool in a drawer, grouped, with counts', async () => {
    await open();
    expect(byTestId(root(), 'pool-drawer')).toBeNull();
    const toggle = byTestId<HTMLButtonElement>(root(), 'pool-toggle');
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    toggle?.click();
    await settle();
    const drawer = byTestId(root(), 'pool-drawer');
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
    const groups = allByTestId(drawer as HTMLElement, 'pool-group').map((g) => [
      g.dataset['group'],
      text(byTestId(g, 'pool-group-count')),
    ]);
    expect(groups).toEqual([
      ['leaders', '1'],
      ['vigilance', '1'],
      ['command', '1'],
    ]);
    const costs = Array.from(byTestId(drawer as HTMLElement, 'pool-costs')?.querySelectorAll('li') ?? []);
    expect(costs.map((li) => li.getAttribute('aria-label'))).toEqual(['Cost 5: 1', 'Cost 6: 1']);
    toggle?.click();
    await settle();
    expect(byTestId(root(), 'pool-drawer')).toBeNull();
  });

  it('competitive draft: says the pool is hidden until the pack ends, and shows it in the review', async () => {
    await open(me({ pool: [], poolHidden: true }));
    expect(byTestId(root(), 'pool-count')).toBeNull();
    byTestId<HTMLButtonElement>(root(), 'pool-toggle')?.click();
    await settle();
    const drawer = byTestId(root(), 'pool-drawer') as HTMLElement;
    expect(text(byTestId(drawer, 'pool-hidden'))).toBe('Your pool is hidden until this pack ends (competitive draft).');
    expect(allByTestId(drawer, 'pool-group')).toHaveLength(0);

    const review = new Date(Date.now() + 30_000).toISOString();
    socket().emitMe(me({ packNumber: 2, pickNumber: 1, pack: null, queue: 0, poolHidden: false, reviewUntil: review }));
    await settle();
    expect(byTestId(drawer, 'pool-hidden')).toBeNull();
    expect(allByTestId(byTestId(root(), 'pool-drawer') as HTMLElement, 'pool-group')).toHaveLength(3);
    expect(text(byTestId(root(), 'pool-count'))).toBe('3');
    // Between the packs: the pool in view with a countdown to the next pack.
    const shown = byTestId(root(), 'pool-review') as HTMLElement;
    expect(text(shown)).toContain('Review time');
    expect(text(byTestId(shown, 'review-countdown'))).toMatch(/^Next pack in 0:(29|30)$/);
    expect(allByTestId(shown, 'pool-group')).toHaveLength(3);
    expect(byTestId(root(), 'waiting-pack')).toBeNull();
  });

  it('goes straight to building from the pool after the last pick', async () => {
    await open();
    socket().emitMe(me({ phase: 'done', pack: null, queue: 0, pool: [...me().pool, inst('c1', dune.id)] }));
    await settle();
    const router = TestBed.inject(Router);
    expect(router.url).toBe('/events/e1/pool?view=build');
  });

  it('says a bot took the seat as soon as it did, and offers the seat back', async () => {
    await open();
    expect(byTestId(root(), 'bot-banner')).toBeNull();
    socket().emitMe(me({ botControlled: true }));
    await settle();
    expect(text(byTestId(root(), 'bot-banner'))).toContain('A bot is picking for you');
    expect(byTestId(root(), 'problem')).toBeNull();
    tile('c1').click();
    await settle();
    expect(confirm()?.disabled).toBe(true);
    expect(text(confirm())).toBe('A bot is picking');
    byTestId(root(), 'take-back')?.click();
    const back = http.expectOne('/api/v1/events/e1/take-back');
    expect(back.request.method).toBe('POST');
    back.flush(me({ botControlled: false }));
    await settle();
    expect(byTestId(root(), 'bot-banner')).toBeNull();
    expect(text(confirm())).toBe('Tap a card to pick');
  });

  it('says the pod is paused before any pick is refused, and the seat number 1-based', async () => {
    await open(me({ seat: 2 }));
    expect(text(byTestId(root(), 'my-seat'))).toBe('Seat 3');
    socket().emitMe(me({ seat: 2, paused: true }));
    await settle();
    expect(text(byTestId(root(), 'paused-banner'))).toContain('paused the draft');
    tile('c2').click();
    await settle();
    expect(confirm()?.disabled).toBe(true);
    expect(text(confirm())).toBe('Draft paused');
    socket().emitMe(me({ seat: 2, paused: false }));
    await settle();
    expect(byTestId(root(), 'paused-banner')).toBeNull();
    // The card chosen while paused is still chosen: one tap picks it now.
    expect(confirm()?.disabled).toBe(false);
    expect(text(confirm())).toContain(saltline.name);
  });

  it('announces a pick made when the time ran out, by the card name, until dismissed', async () => {
    await open();
    socket().emitMe(
      me({
        pickNumber: 4,
        pool: [...me().pool, inst('c9', saltline.id)],
        lastAutoPick: { instanceId: 'c9', cardId: saltline.id, packNumber: 1, pickNumber: 3 },
      }),
    );
    await settle();
    expect(text(byTestId(root(), 'auto-pick-banner'))).toContain(`Time ran out: you took ${saltline.name}`);
    byTestId(root(), 'auto-pick-dismiss')?.click();
    await settle();
    expect(byTestId(root(), 'auto-pick-banner')).toBeNull();
  });

  it('offers the seat back when a pick is refused because a bot took the seat', async () => {
    await open();
    tile('c1').click();
    tile('c1').click();
    await settle();
    socket().ack('pick', {
      ok: false,
      error: { type: 'x', title: 'Conflict', status: 409, code: 'seat-is-bot' },
    });
    await settle();
    http.expectOne('/api/v1/events/e1/me').flush(me({ botControlled: true }));
    await settle();
    expect(text(byTestId(root(), 'problem'))).toBe('A bot is picking for this seat; take it back first.');
    byTestId(root(), 'take-back')?.click();
    const back = http.expectOne('/api/v1/events/e1/take-back');
    expect(back.request.method).toBe('POST');
    expect(back.request.headers.get('Authorization')).toBe('Bearer ptok');
    back.flush(me());
    await settle();
    expect(byTestId(root(), 'problem')).toBeNull();
    expect(byTestId(root(), 'take-back')).toBeNull();
  });

  it('lists the leaders every seat has drafted, one tap away, and keeps them when a later view leaves them out', async () => {
    await open(
      me({
        leaders: [
          // Wire seats are 0-based; the screen shows them 1-based like the organizer's dashboard.
          { seat: 1, cards: [inst('h1', SWU_LEADERS.harl.id)] },
          { seat: 0, cards: [inst('l1', SWU_LEADERS.kessa.id)] },
        ],
      }),
    );
    expect(byTestId(root(), 'leaders-panel')).toBeNull();
    const toggle = byTestId<HTMLButtonElement>(root(), 'leaders-toggle');
    expect(text(toggle)).toContain('Leaders drafted');
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    toggle?.click();
    await settle();
    const panel = byTestId(root(), 'leaders-panel') as HTMLElement;
    const seats = allByTestId(panel, 'leaders-seat');
    expect(seats.map((seat) => text(seat.querySelector('h3')))).toEqual(['Your seat (seat 1)', 'Seat 2']);
    expect(text(byTestId(seats[0], 'public-leader'))).toContain('Kessa Vorn');
    expect(text(byTestId(seats[0], 'public-leader'))).toContain('Dune Scout');
    expect(text(byTestId(seats[1], 'public-leader'))).toContain(SWU_LEADERS.harl.name);
    expect(allByTestId(panel, 'public-leader')).toHaveLength(2);

    // A later pick's view leaves the leaders out once they cannot change: the phone keeps them.
    socket().emitMe(me({ pickNumber: 4 }));
    await settle();
    expect(allByTestId(root(), 'public-leader')).toHaveLength(2);
  });

  it('shows no leaders toggle in a draft without drafted leaders', async () => {
    await open();
    expect(byTestId(root(), 'leaders-toggle')).toBeNull();
    expect(byTestId(root(), 'leaders-panel')).toBeNull();
  });

  it('waits for the organizer before the start', async () => {
    harness = await RouterTestingHarness.create();
    await harness.navigateByUrl('/events/e1/draft');
    http.expectOne('/api/v1/events/e1').flush(draftView({ status: 'registration', set: null }));
    await settle();
    expect(text(byTestId(root(), 'draft-not-started'))).toContain("hasn't started the draft yet");
    http.expectNone('/api/v1/events/e1/me');
  });
});
