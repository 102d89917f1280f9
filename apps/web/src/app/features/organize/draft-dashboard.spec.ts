import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { Component, inject, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { PodProgressView, PublicPlayer } from '@cantina/contract';
import { allByTestId, byTestId, text } from '../../../testing/dom';
import { FakeEventsSocket, provideFakeEventsSockets } from '../../../testing/fake-events-socket';
import { player } from '../../../testing/fixtures';
import { translocoTesting } from '../../../testing/transloco-testing';
import { EventsSocket } from '../../core/socket/events-socket';
import { DraftDashboard } from './draft-dashboard';

@Component({
  imports: [DraftDashboard],
  template: `<app-draft-dashboard eventId="e1" token="org-tok" [connection]="connection" [players]="players()" />`,
})
class Host {
  readonly connection = inject(EventsSocket).connect('org-tok');
  readonly players = signal<PublicPlayer[]>([player('p1', 'Ana'), player('p2', 'Ben')]);
}

/** A 4-seat pod: Ana at seat 0, Ben at seat 2, bots between. */
function pod(
  overrides: Partial<PodProgressView> = {},
  seats: Partial<PodProgressView['seats'][number]>[] = [],
): PodProgressView {
  const base: PodProgressView['seats'] = [
    { seat: 0, playerId: 'p1', bot: false, botControlled: false, pickNumber: 3, picks: 4, packs: 1, deadline: null },
    { seat: 1, playerId: null, bot: true, botControlled: true, pickNumber: 4, picks: 5, packs: 0, deadline: null },
    { seat: 2, playerId: 'p2', bot: false, botControlled: false, pickNumber: 2, picks: 3, packs: 3, deadline: null },
    { seat: 3, playerId: null, bot: true, botControlled: true, pickNumber: 4, picks: 5, packs: 0, deadline: null },
  ];
  return {
    id: 'pod-a',
    podId: 'pod-a',
    game: 'swu',
    phase: 'packs',
    packNumber: 1,
    passDirection: 'left',
    paused: false,
    seats: base.map((seat, i) => ({ ...seat, ...(seats[i] ?? {}) })),
    leaders: [],
    sharedPile: [],
    ...overrides,
  };
}

describe('DraftDashboard', () => {
  let http: HttpTestingController;
  let sockets: FakeEventsSocket[];

  beforeEach(() => {
    sockets = [];
    TestBed.configureTestingModule({
      imports: [translocoTesting()],
      providers: [provideHttpClient(), provideHttpClientTesting(), provideFakeEventsSockets(sockets)],
    });
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  async function open(pods: unknown[] = [pod()]) {
    const fixture = TestBed.createComponent(Host);
    await fixture.whenStable();
    const load = http.expectOne('/api/v1/events/e1/pods');
    expect(load.request.headers.get('Authorization')).toBe('Bearer org-tok');
    load.flush(pods);
    await fixture.whenStable();
    return { fixture, root: fixture.nativeElement as HTMLElement };
  }

  const seats = (root: HTMLElement) =>
    allByTestId(root, 'pod-seat').map((li) => ({
      name: text(byTestId(li, 'seat-name')),
      pick: text(byTestId(li, 'seat-pick')),
      packs: text(byTestId(li, 'seat-packs')),
      bot: byTestId(li, 'seat-bot-controlled') !== null,
      toBot: byTestId(li, 'seat-to-bot') !== null,
    }));

  it('shows every pod as its seats, with names, picks and packs waiting', async () => {
    const { root } = await open([pod(), pod({ id: 'pod-b', podId: 'pod-b', phase: 'done' })]);
    const [first, second] = allByTestId(root, 'pod');
    expect(text(first.querySelector('h3'))).toBe('Pod 1');
    expect(text(byTestId(first, 'pod-phase'))).toBe('Pack 1 of 3 · passing left');
    expect(seats(first)).toEqual([
      { name: 'Ana', pick: 'Pick 3', packs: '1 pack waiting', bot: false, toBot: true },
      { name: 'Bot', pick: 'Pick 4', packs: 'No pack', bot: false, toBot: false },
      { name: 'Ben', pick: 'Pick 2', packs: '3 packs waiting', bot: false, toBot: true },
      { name: 'Bot', pick: 'Pick 4', packs: 'No pack', bot: false, toBot: false },
    ]);
    expect(byTestId(first, 'pod-pause')).not.toBeNull();
    expect(text(byTestId(second, 'pod-phase'))).toBe('Finished');
    expect(byTestId(second, 'pod-pause')).toBeNull();
    expect(byTestId(second, 'seat-to-bot')).toBeNull();
  });

  it('follows the pod pushes, ignoring one older than what is shown', async () => {
    const { fixture, root } = await open();
    sockets[0].emitPod(pod({ phase: 'packs', packNumber: 2, passDirection: 'right' }, [{ pickNumber: 1, picks: 15 }]));
    await fixture.whenStable();
    expect(text(byTestId(root, 'pod-phase'))).toBe('Pack 2 of 3 · passing right');
    expect(seats(root)[0].pick).toBe('Pick 1');
    sockets[0].emitPod(pod());
    await fixture.whenStable();
    expect(text(byTestId(root, 'pod-phase'))).toBe('Pack 2 of 3 · passing right');
  });

  it('pauses and resumes a pod', async () => {
    const { fixture, root } = await open();
    byTestId(root, 'pod-pause')?.click();
    const pause = http.expectOne('/api/v1/events/e1/pods/pod-a/pause');
    expect(pause.request.method).toBe('POST');
    expect(pause.request.headers.get('Authorization')).toBe('Bearer org-tok');
    pause.flush(pod({ paused: true }));
    await fixture.whenStable();
    expect(text(byTestId(root, 'pod-paused'))).toBe('Paused');
    expect(byTestId(root, 'pod-pause')).toBeNull();
    const resume = byTestId(root, 'pod-resume');
    expect(resume?.getAttribute('aria-label')).toBe('Resume pod 1');
    resume?.click();
    http.expectOne('/api/v1/events/e1/pods/pod-a/resume').flush(pod({ paused: false }));
    await fixture.whenStable();
    expect(byTestId(root, 'pod-paused')).toBeNull();
  });

  it('hands a seat to a bot', async () => {
    const { fixture, root } = await open();
    const ben = allByTestId(root, 'pod-seat')[2];
    const button = byTestId(ben, 'seat-to-bot');
    expect(button?.getAttribute('aria-label')).toBe("Hand Ben's seat to a bot");
    button?.click();
    await fixture.whenStable();
    // Nothing happens on one click: the organizer confirms first (and may change their mind).
    http.expectNone('/api/v1/events/e1/pods/pod-a/seats/2/bot');
    expect(text(byTestId(ben, 'to-bot-confirm'))).toContain("Hand Ben's seat to a bot?");
    byTestId(ben, 'to-bot-cancel')?.click();
    await fixture.whenStable();
    expect(byTestId(ben, 'to-bot-confirm')).toBeNull();
    byTestId(ben, 'seat-to-bot')?.click();
    await fixture.whenStable();
    byTestId(ben, 'to-bot-yes')?.click();
    const hand = http.expectOne('/api/v1/events/e1/pods/pod-a/seats/2/bot');
    expect(hand.request.method).toBe('POST');
    hand.flush(pod({}, [{}, {}, { botControlled: true, picks: 14, packs: 0 }]));
    await fixture.whenStable();
    expect(seats(root)[2]).toMatchObject({ name: 'Ben', bot: true, toBot: false });
  });

  it("shows each player's connection dot from the presence pushes, and each seat's pick clock", async () => {
    const deadline = new Date(Date.now() + 65_000).toISOString();
    const { fixture, root } = await open([pod({}, [{ deadline }, {}, { deadline: null }])]);
    const dots = () =>
      allByTestId(root, 'pod-seat').map((li) => byTestId(li, 'seat-connection')?.dataset['connected'] ?? null);
    // Before the first presence push nothing is claimed; bots never have a dot.
    expect(dots()).toEqual([null, null, null, null]);
    sockets[0].fire('presence', { connected: ['p1', 'p2'] });
    await fixture.whenStable();
    expect(dots()).toEqual(['true', null, 'true', null]);
    sockets[0].fire('presence', { connected: ['p1'] });
    await fixture.whenStable();
    expect(dots()).toEqual(['true', null, 'false', null]);
    const ben = allByTestId(root, 'pod-seat')[2];
    expect(byTestId(ben, 'seat-connection')?.getAttribute('aria-label')).toBe('Phone not connected');

    const clock = byTestId(allByTestId(root, 'pod-seat')[0], 'seat-clock');
    expect(text(clock)).toMatch(/^1:0[45]$/);
    expect(clock?.dataset['level']).toBe('calm');
    expect(byTestId(ben, 'seat-clock')).toBeNull();
    // Seat numbers are 1-based, as on the phones.
    expect(allByTestId(root, 'pod-seat').map((li) => text(li.querySelector('.number')))).toEqual(['1', '2', '3', '4']);
  });

  it('downloads the draft log as a JSON file', async () => {
    const { fixture, root } = await open();
    const created: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:log';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    try {
      byTestId(root, 'draft-log-download')?.click();
      const log = { packs: [], picks: [{ podId: 'pod-a', seat: 0 }] };
      const request = http.expectOne('/api/v1/events/e1/draft-log');
      expect(request.request.headers.get('Authorization')).toBe('Bearer org-tok');
      request.flush(log);
      await fixture.whenStable();
      expect(clicks).toEqual(['draft-log-e1.json']);
      const content = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(created[0]);
      });
      expect(JSON.parse(content)).toEqual(log);
      expect(created[0].type).toBe('application/json');
    } finally {
      createObjectURL.mockRestore();
      revoke.mockRestore();
      click.mockRestore();
    }
  });

  it('lists seated pods before the start without progress', async () => {
    const { root } = await open([
      {
        id: 'pod-a',
        seats: [
          { seat: 0, playerId: 'p1', bot: false },
          { seat: 1, playerId: null, bot: true },
        ],
      },
    ]);
    expect(seats(root)).toEqual([
      { name: 'Ana', pick: '', packs: '', bot: false, toBot: false },
      { name: 'Bot', pick: '', packs: '', bot: false, toBot: false },
    ]);
  });
});
