import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import type { OpenedPack, PlayerView, PublicEventView } from '@cantina/contract';
import {
  SWU_BASES,
  SWU_CARDS,
  SWU_EVENT,
  SWU_LEADERS,
  SWU_SET,
  SWU_TOKEN,
  SWU_UNITS,
  SWU_UPGRADE,
} from '../../../testing/cards';
import { allByTestId, byTestId, text } from '../../../testing/dom';
import { FakeEventsSocket, provideFakeEventsSockets } from '../../../testing/fake-events-socket';
import { player, publicView } from '../../../testing/fixtures';
import { translocoTesting } from '../../../testing/transloco-testing';
import { LanguageService } from '../../core/i18n/language.service';
import { MemoryStorage, SESSION_STORAGE, STORAGE } from '../../core/storage/storage';
import { PoolPage } from './pool.page';

const [vig1, com1, agg1, cun1, vig2] = SWU_UNITS;

/** Somewhere else to go, to come back to the pool as after a reload. */
@Component({ template: '' })
class ElsewherePage {}

function pack(index: number, cards: { id: string; foil?: boolean; slot?: string }[]): OpenedPack {
  return {
    index,
    cards: cards.map((card, i) => ({
      instanceId: `p${index}c${i}`,
      cardId: card.id,
      foil: card.foil ?? false,
      slot: card.slot ?? 'common',
    })),
  };
}

/** Three small packs: 5 + 4 + 4 cards, one token (not in the pool), two foils. */
const PACKS: OpenedPack[] = [
  pack(0, [
    { id: SWU_LEADERS.kessa.id, slot: 'leader' },
    { id: SWU_BASES.cloister.id, slot: 'base' },
    { id: vig1.id },
    { id: com1.id, foil: true, slot: 'foil' },
    { id: SWU_TOKEN.id, slot: 'token' },
  ]),
  pack(1, [{ id: SWU_LEADERS.harl.id, slot: 'leader' }, { id: vig1.id }, { id: agg1.id }, { id: SWU_EVENT.id }]),
  pack(2, [
    { id: SWU_LEADERS.amaran.id, slot: 'leader' },
    { id: cun1.id },
    { id: SWU_UPGRADE.id, foil: true, slot: 'foil' },
    { id: vig2.id },
  ]),
];

const ME: PlayerView = {
  phase: 'done',
  packNumber: 0,
  pickNumber: 0,
  passDirection: 'left',
  pack: null,
  queue: 0,
  pool: PACKS.flatMap((p) =>
    p.cards.filter((c) => c.slot !== 'token').map(({ instanceId, cardId }) => ({ instanceId, cardId })),
  ),
  deadline: null,
  packs: PACKS,
};

function sealedView(overrides: Partial<PublicEventView> = {}): PublicEventView {
  return publicView({
    name: 'Sealed Saturday',
    format: 'swu-sealed',
    set: SWU_SET,
    status: 'deckbuilding',
    players: [player('p1', 'Ana'), player('p2', 'Ben')],
    ...overrides,
  });
}

describe('PoolPage', () => {
  let http: HttpTestingController;
  let storage: MemoryStorage;
  let session: MemoryStorage;
  let sockets: FakeEventsSocket[];
  let harness: RouterTestingHarness | undefined;

  beforeEach(() => {
    storage = new MemoryStorage();
    session = new MemoryStorage();
    sockets = [];
    storage.setItem('cantina.player.e1', JSON.stringify({ id: 'p1', name: 'Ana', token: 'ptok' }));
    TestBed.configureTestingModule({
      imports: [translocoTesting()],
      providers: [
        provideRouter([
          { path: 'events/:id/pool', component: PoolPage },
          { path: 'elsewhere', component: ElsewherePage },
        ]),
        provideHttpClient(),
        provideHttpClientTesting(),
        provideFakeEventsSockets(sockets),
        { provide: STORAGE, useValue: storage },
        { provide: SESSION_STORAGE, useValue: session },
      ],
    });
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  beforeEach(() => (harness = undefined));

  const root = () => harness?.routeNativeElement as HTMLElement;

  async function settle(): Promise<void> {
    await harness?.fixture.whenStable();
    await harness?.fixture.whenStable();
  }

  async function click(testId: string, within: ParentNode = root()): Promise<void> {
    const element = byTestId(within, testId);
    if (!element) throw new Error(`no ${testId}`);
    element.click();
    await settle();
  }

  /** Opens the page and answers the event, `me` and the card set. */
  async function open(url = '/events/e1/pool', view = sealedView()): Promise<void> {
    harness ??= await RouterTestingHarness.create();
    await harness.navigateByUrl(url);
    http.expectOne('/api/v1/events/e1').flush(view);
    await settle();
    const me = http.expectOne('/api/v1/events/e1/me');
    expect(me.request.headers.get('Authorization')).toBe('Bearer ptok');
    me.flush(ME);
    http.expectOne(`/api/v1/card-sets/swu/${SWU_SET}/cards`).flush(SWU_CARDS);
    await settle();
  }

  const heading = () => text(byTestId(root(), 'reveal-heading'));
  const revealed = () => allByTestId(root(), 'reveal-card').map((li) => li.dataset['cardId']);

  describe('the reveal', () => {
    it('opens the packs one by one, marks foils and remembers how far it got', async () => {
      await open();
      expect(heading()).toBe('Pack 1 of 3');
      expect(revealed()).toEqual(PACKS[0].cards.map((c) => c.cardId));
      const foils = allByTestId(root(), 'reveal-card').filter((li) => li.dataset['foil'] === 'true');
      expect(foils.map((li) => li.dataset['cardId'])).toEqual([com1.id]);
      expect(text(byTestId(foils[0], 'reveal-foil'))).toBe('✦ Foil');
      expect(text(byTestId(root(), 'reveal-next'))).toBe('Next pack');
      expect(byTestId(root(), 'pool-group')).toBeNull();

      await click('reveal-next');
      expect(heading()).toBe('Pack 2 of 3');
      expect(revealed()).toEqual(PACKS[1].cards.map((c) => c.cardId));
      expect(session.getItem('cantina.reveal.e1.p1')).toBe('1');

      await click('reveal-next');
      expect(heading()).toBe('Pack 3 of 3');
      expect(text(byTestId(root(), 'reveal-next'))).toBe('See my whole pool');

      await click('reveal-next');
      expect(byTestId(root(), 'reveal-heading')).toBeNull();
      expect(allByTestId(root(), 'pool-group').length).toBeGreaterThan(0);
      expect(session.getItem('cantina.reveal.e1.p1')).toBe('3');
    });

    it('continues where it stopped after a reload', async () => {
      session.setItem('cantina.reveal.e1.p1', '2');
      await open();
      expect(heading()).toBe('Pack 3 of 3');
    });

    it('"Open all" goes straight to the pool, and a reload does not replay it', async () => {
      await open();
      await click('reveal-skip');
      expect(byTestId(root(), 'reveal-heading')).toBeNull();
      expect(session.getItem('cantina.reveal.e1.p1')).toBe('3');

      await harness?.navigateByUrl('/elsewhere');
      await open();
      expect(byTestId(root(), 'reveal-heading')).toBeNull();
      expect(byTestId(root(), 'pool-summary')).not.toBeNull();

      await click('reveal-replay');
      expect(heading()).toBe('Pack 1 of 3');
    });
  });

  describe('the pool', () => {
    beforeEach(() => session.setItem('cantina.reveal.e1.p1', '3'));

    const groups = () =>
      allByTestId(root(), 'pool-group').map((section) => [
        text(byTestId(section, 'pool-group-label')),
        text(byTestId(section, 'pool-group-count')),
      ]);

    it('groups the pool by leaders, bases and aspect, sorted by type and cost, with counts', async () => {
      await open();
      expect(text(byTestId(root(), 'pool-summary'))).toBe('12 cards from 3 packs');
      expect(groups()).toEqual([
        ['Leaders', '3'],
        ['Bases', '1'],
        ['Vigilance', '3'],
        ['Command', '1'],
        ['Aggression', '2'],
        ['Cunning', '1'],
        ['Heroism', '1'],
      ]);
      const vigilance = allByTestId(root(), 'pool-group')[2];
      const rows = allByTestId(vigilance, 'pool-card');
      expect(rows.map((li) => li.dataset['cardId'])).toEqual([vig1.id, vig2.id]);
      expect(text(byTestId(rows[0], 'pool-card-count'))).toBe('2×');
      expect(byTestId(rows[0], 'pool-card-count')?.getAttribute('aria-label')).toBe('2 copies');
      const command = allByTestId(root(), 'pool-group')[3];
      expect(text(byTestId(command, 'pool-foil'))).toBe('✦ Foil');
    });

    it('speaks Czech, plurals included', async () => {
      await open();
      await TestBed.inject(LanguageService).use('cs');
      await settle();
      expect(text(byTestId(root(), 'pool-summary'))).toBe('12 karet (3 boostery)');
      expect(groups().slice(0, 3)).toEqual([
        ['Velitelé', '3'],
        ['Základny', '1'],
        ['Ostražitost', '3'],
      ]);
    });

    it('opens the builder offering only the pool', async () => {
      await open();
      await click('build-deck');
      expect(TestBed.inject(Router).url).toBe('/events/e1/pool?view=build');
      const offered = allByTestId(root(), 'card-tile').map((li) => li.dataset['cardId']);
      // The pool's cards, plus the set's common base; never the token or cards outside the pool.
      expect(offered).toContain(SWU_LEADERS.harl.id);
      expect(offered).toContain(SWU_BASES.cloister.id);
      expect(offered).not.toContain(SWU_TOKEN.id);
      expect(offered).not.toContain(SWU_UNITS[5].id);
      expect(text(root())).toContain('Your pool');
    });
  });

  describe('registering the deck', () => {
    beforeEach(() => session.setItem('cantina.reveal.e1.p1', '3'));

    async function addFromTile(cardId: string, times = 1): Promise<void> {
      const tile = root().querySelector(`[data-testid="card-tile"][data-card-id="${cardId}"]`);
      if (!tile) throw new Error(`no tile ${cardId}`);
      for (let i = 0; i < times; i++) byTestId(tile, 'card-add')?.click();
      await settle();
    }

    it('shows the server’s deck errors translated, then success once the deck is accepted', async () => {
      await open('/events/e1/pool?view=build');
      await addFromTile(SWU_LEADERS.kessa.id);
      await addFromTile(vig1.id, 2);

      await click('register-deck');
      const refused = http.expectOne('/api/v1/events/e1/players/p1/deck');
      expect(refused.request.method).toBe('PUT');
      expect(refused.request.headers.get('Authorization')).toBe('Bearer ptok');
      expect(refused.request.body).toEqual({
        leader: { id: SWU_LEADERS.kessa.id, count: 1 },
        deck: [{ id: vig1.id, count: 2 }],
        sideboard: [],
      });
      refused.flush(
        {
          type: 'https://cantina.invalid/problems/invalid-deck',
          title: 'Unprocessable Entity',
          status: 422,
          code: 'invalid-deck',
          detail: 'The deck breaks 2 rule(s) of swu-sealed.',
          errors: [
            {
              path: 'deck',
              code: 'deck-too-small',
              message: 'The deck has 2 cards; at least 30 are required.',
              cards: [],
              params: { count: 2, minimum: 30 },
            },
            {
              path: 'deck',
              code: 'not-in-pool',
              message: 'not in pool',
              cards: [vig1.id],
              params: { count: 3, available: 2 },
            },
          ],
        },
        { status: 422, statusText: 'Unprocessable Entity', headers: { 'Content-Type': 'application/problem+json' } },
      );
      await settle();

      const errors = byTestId(root(), 'register-errors');
      expect(errors?.getAttribute('role')).toBe('alert');
      expect(text(errors)).toContain('This deck breaks the format rules.');
      expect(allByTestId(root(), 'register-error').map((li) => [li.dataset['code'], text(li)])).toEqual([
        ['deck-too-small', '28 cards short of 30: the deck has 2.'],
        ['not-in-pool', 'The deck uses Dune Runner 3×, but your pool holds 2.'],
      ]);
      expect(byTestId(root(), 'deck-registered-ok')).toBeNull();

      // Editing the deck clears the old verdict; the next registration succeeds.
      await addFromTile(SWU_BASES.cloister.id);
      expect(byTestId(root(), 'register-errors')).toBeNull();
      await click('register-deck');
      const accepted = http.expectOne('/api/v1/events/e1/players/p1/deck');
      expect(accepted.request.body).toMatchObject({ base: { id: SWU_BASES.cloister.id, count: 1 } });
      accepted.flush({ valid: true });
      await settle();
      expect(text(byTestId(root(), 'deck-registered-ok'))).toBe('✓ Deck registered. Good luck!');
      expect(byTestId(root(), 'register-errors')).toBeNull();
    });

    it('explains other refusals (decks locked) in the player’s language', async () => {
      await open('/events/e1/pool?view=build');
      await TestBed.inject(LanguageService).use('es');
      await settle();
      await click('register-deck');
      http
        .expectOne('/api/v1/events/e1/players/p1/deck')
        .flush(
          { status: 409, code: 'deck-locked', title: 'Conflict', detail: 'locked' },
          { status: 409, statusText: 'Conflict' },
        );
      await settle();
      expect(text(byTestId(root(), 'problem'))).toBe(
        'Los mazos quedan cerrados al emparejar la ronda 1; pregunta a un juez.',
      );
      expect(byTestId(root(), 'register-errors')).toBeNull();
    });

    it('says when a deck is already registered', async () => {
      await open(
        '/events/e1/pool?view=build',
        sealedView({ players: [{ ...player('p1', 'Ana'), deckRegistered: true }] }),
      );
      expect(text(byTestId(root(), 'deck-already-registered'))).toBe(
        'A deck is already registered for you. Registering again replaces it.',
      );
    });
  });

  describe('a draft pool', () => {
    const drafted: PlayerView = { ...ME, phase: 'done', packNumber: 3, packs: undefined };
    const draftEvent = () => sealedView({ name: 'Friday Draft', format: 'swu-draft' });

    async function openDraft(url: string, me: PlayerView): Promise<void> {
      harness = await RouterTestingHarness.create();
      await harness.navigateByUrl(url);
      http.expectOne('/api/v1/events/e1').flush(draftEvent());
      await settle();
      http.expectOne('/api/v1/events/e1/me').flush(me);
      http.expectOne(`/api/v1/card-sets/swu/${SWU_SET}/cards`).flush(SWU_CARDS);
      await settle();
    }

    it('has no packs to reveal: the pool and the builder straight away', async () => {
      const withoutPacks: PlayerView = { ...drafted };
      delete withoutPacks.packs;
      await openDraft('/events/e1/pool', withoutPacks);
      expect(byTestId(root(), 'reveal-heading')).toBeNull();
      expect(text(byTestId(root(), 'pool-title'))).toBe('My draft pool');
      expect(text(byTestId(root(), 'pool-summary'))).toBe('12 cards drafted');
      expect(byTestId(root(), 'reveal-replay')).toBeNull();
      await click('build-deck');
      expect(byTestId(root(), 'register-deck')).not.toBeNull();
      expect(allByTestId(root(), 'card-tile').length).toBeGreaterThan(0);
    });

    it('opens on the builder after the last pick', async () => {
      await openDraft('/events/e1/pool?view=build', { ...drafted, packs: undefined });
      expect(byTestId(root(), 'reveal-heading')).toBeNull();
      expect(byTestId(root(), 'register-deck')).not.toBeNull();
    });

    it('sends the player back to the draft while it is on', async () => {
      await openDraft('/events/e1/pool', { ...drafted, phase: 'packs', packs: undefined });
      expect(text(byTestId(root(), 'pool-drafting'))).toContain('The draft is still on');
      expect(byTestId<HTMLAnchorElement>(root(), 'pool-to-draft')?.getAttribute('href')).toBe('/events/e1/draft');
      expect(byTestId(root(), 'register-deck')).toBeNull();
    });
  });

  describe('before the start', () => {
    it('waits without asking for the pool, and fills in when the socket sends it', async () => {
      harness = await RouterTestingHarness.create('/events/e1/pool');
      http.expectOne('/api/v1/events/e1').flush(sealedView({ status: 'registration', set: null }));
      await settle();
      http.expectNone('/api/v1/events/e1/me');
      expect(text(byTestId(root(), 'pool-not-started'))).toContain("hasn't opened the packs yet");

      sockets[0].emitEvent(sealedView());
      sockets[0].emitMe(ME);
      await settle();
      // `me` came with the socket; the fetch started by the status change answers the same.
      http.expectOne('/api/v1/events/e1/me').flush(ME);
      http.expectOne(`/api/v1/card-sets/swu/${SWU_SET}/cards`).flush(SWU_CARDS);
      await settle();
      expect(heading()).toBe('Pack 1 of 3');
    });

    it('explains when this device has not joined', async () => {
      storage.removeItem('cantina.player.e1');
      harness = await RouterTestingHarness.create('/events/e1/pool');
      expect(byTestId(root(), 'no-player-identity')).not.toBeNull();
      expect(sockets).toHaveLength(0);
    });
  });
});
