import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  ElementRef,
  Injector,
  afterNextRender,
  computed,
  inject,
  linkedSignal,
  signal,
  viewChild,
} from '@angular/core';
import { takeUntilDestroyed, toObservable, toSignal } from '@angular/core/rxjs-interop';
import { ActivatedRoute, Router, RouterLink } from '@angular/router';
import type { PlayerView, PublicEventView } from '@cantina/contract';
import type { Card, DeckError } from '@cantina/games';
import { createCardCatalog, findFormat } from '@cantina/games';
import { TranslocoDirective, TranslocoService } from '@jsverse/transloco';
import { catchError, distinctUntilChanged, finalize, map, merge, of, scan, startWith, switchMap } from 'rxjs';
import { ApiError, toApiError } from '../../core/api/api-error';
import { CardSetsApi } from '../../core/api/card-sets-api';
import { EventsApi } from '../../core/api/events-api';
import { deckErrorText } from '../../core/i18n/deck-error-text';
import { LanguageService } from '../../core/i18n/language.service';
import { pluralKey } from '../../core/i18n/plural';
import { readyValue } from '../../core/load-state';
import { EventsSocket } from '../../core/socket/events-socket';
import { hasStarted } from '../../shared/event-capabilities';
import { connectionStateOf, playerEventState, playerSession } from '../../shared/event-session';
import { ConnectionIndicator } from '../../shared/connection-indicator';
import { cardTitle } from '../../shared/deck-builder/card-text';
import { DeckBuilder } from '../../shared/deck-builder/deck-builder';
import { ProblemMessage } from '../../shared/problem-message';
import { PackReveal, type RevealPack } from './pack-reveal';
import { groupPool, poolEntries } from './pool-groups';
import { PoolOverview } from './pool-overview';
import { deckErrorsOf } from './registration-errors';
import { RevealProgressStore, revealKey } from './reveal-progress';

type MeState =
  | { status: 'loading' }
  | { status: 'not-started' }
  | { status: 'ready'; me: PlayerView }
  | { status: 'error'; error: ApiError };

type CardsState = { status: 'loading' } | { status: 'ready'; cards: Card[] } | { status: 'error'; error: ApiError };

type PoolState =
  | { status: 'loading' }
  | { status: 'no-access' }
  | { status: 'not-started'; event: PublicEventView }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; event: PublicEventView; me: PlayerView; cards: Card[] };

/** Once the pool is known, a late or repeated "loading" (the event moved on, a refetch) keeps it. */
function keepReady(previous: MeState, next: MeState): MeState {
  return previous.status === 'ready' && next.status !== 'ready' && next.status !== 'error' ? previous : next;
}

/**
 * `/events/:id/pool` (`?view=build` for the builder): the player's sealed or draft pool. Sealed
 * packs are opened one by one first (progress kept for the tab); a draft pool has none to open.
 * Then the pool by aspect / colour / side, then the deck builder offering only the pool, and
 * registration of the deck.
 */
@Component({
  selector: 'app-pool-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [RouterLink, TranslocoDirective, ConnectionIndicator, DeckBuilder, PackReveal, PoolOverview, ProblemMessage],
  templateUrl: './pool.page.html',
  styleUrl: './pool.page.css',
})
export class PoolPage {
  private readonly api = inject(EventsApi);
  private readonly cardSets = inject(CardSetsApi);
  private readonly sockets = inject(EventsSocket);
  private readonly progress = inject(RevealProgressStore);
  private readonly router = inject(Router);
  private readonly route = inject(ActivatedRoute);
  private readonly transloco = inject(TranslocoService);
  private readonly destroyRef = inject(DestroyRef);
  private readonly injector = inject(Injector);
  protected readonly lang = inject(LanguageService).current;

  private readonly session$ = playerSession((token) => this.sockets.connect(token));
  protected readonly session = toSignal(this.session$);

  private readonly eventState = playerEventState(this.session$, (eventId) => this.api.get(eventId));
  protected readonly event = computed(() => readyValue(this.eventState()));

  /** null while the event loads; the pool is only asked for once the event has started. */
  private readonly started$ = toObservable(
    computed(() => {
      const event = this.event();
      return event ? hasStarted(event) : null;
    }),
  );

  private readonly meState = toSignal(
    this.session$.pipe(
      switchMap(({ eventId, identity, connection }) => {
        if (!identity || !connection) return of<MeState>({ status: 'loading' });
        const fetched$ = this.started$.pipe(
          distinctUntilChanged(),
          switchMap((started) => {
            if (started === null) return of<MeState>({ status: 'loading' });
            if (!started) return of<MeState>({ status: 'not-started' });
            return this.api.me(eventId, identity.token).pipe(
              map((me): MeState => ({ status: 'ready', me })),
              catchError((caught: unknown) => {
                const error = toApiError(caught);
                return of<MeState>(
                  error.code === 'not-started' ? { status: 'not-started' } : { status: 'error', error },
                );
              }),
              startWith<MeState>({ status: 'loading' }),
            );
          }),
        );
        // The socket sends `me` on connect and when the packs are opened.
        const pushed$ = connection.me$.pipe(map((me): MeState => ({ status: 'ready', me })));
        return merge(fetched$, pushed$).pipe(scan(keepReady, { status: 'loading' } as MeState));
      }),
    ),
    { initialValue: { status: 'loading' } as MeState },
  );

  private readonly cardSource = computed(() => {
    const event = this.event();
    return event?.set ? `${event.game}/${event.set}` : null;
  });
  private readonly cardsState = toSignal(
    toObservable(this.cardSource).pipe(
      distinctUntilChanged(),
      switchMap((source) => {
        const event = this.event();
        if (!source || !event?.set) return of<CardsState>({ status: 'loading' });
        return this.cardSets.cards(event.game, event.set).pipe(
          map((cards): CardsState => ({ status: 'ready', cards })),
          catchError((error: unknown) => of<CardsState>({ status: 'error', error: toApiError(error) })),
          startWith<CardsState>({ status: 'loading' }),
        );
      }),
    ),
    { initialValue: { status: 'loading' } as CardsState },
  );

  protected readonly state = computed((): PoolState => {
    const session = this.session();
    if (!session) return { status: 'loading' };
    if (!session.identity) return { status: 'no-access' };
    const event = this.eventState();
    if (event.status === 'error') return event;
    if (event.status !== 'ready') return { status: 'loading' };
    const me = this.meState();
    if (me.status === 'error') return me;
    if (me.status === 'not-started') return { status: 'not-started', event: event.value };
    if (me.status === 'loading') return { status: 'loading' };
    const cards = this.cardsState();
    if (cards.status === 'error') return cards;
    if (cards.status === 'loading') return { status: 'loading' };
    return { status: 'ready', event: event.value, me: me.me, cards: cards.cards };
  });
  private readonly ready = computed(() => {
    const state = this.state();
    return state.status === 'ready' ? state : null;
  });

  protected readonly connection = connectionStateOf(this.session$);

  protected readonly view = toSignal(
    this.route.queryParamMap.pipe(map((query) => (query.get('view') === 'build' ? 'build' : 'pool'))),
    { initialValue: 'pool' as const },
  );

  // What the pool holds.
  private readonly catalog = computed(() => {
    const ready = this.ready();
    return ready ? createCardCatalog(ready.event.game, ready.cards) : null;
  });
  /** The pool as the builder takes it: one card id per physical card. */
  protected readonly poolIds = computed(() => this.ready()?.me.pool.map((card) => card.cardId) ?? []);
  protected readonly revealPacks = computed((): RevealPack[] => {
    const catalog = this.catalog();
    const packs = this.ready()?.me.packs ?? [];
    return packs.map((pack) => ({
      index: pack.index,
      cards: pack.cards.map((card) => {
        const known = catalog?.get(card.cardId);
        return { ...card, ...(known ? { card: known } : {}) };
      }),
    }));
  });
  protected readonly groups = computed(() => {
    const ready = this.ready();
    const catalog = this.catalog();
    if (!ready || !catalog) return [];
    return groupPool(ready.event.game, poolEntries(ready.me.pool, catalog, ready.me.packs));
  });
  /** A draft pool: no packs to reveal; before the last pick, the way back to the pick screen. */
  protected readonly isDraft = computed(() => {
    const event = this.event();
    return event !== null && findFormat(event.game, event.format)?.kind === 'draft';
  });
  protected readonly drafting = computed(() => this.isDraft() && this.ready()?.me.phase !== 'done');
  protected readonly summary = computed(() => {
    const lang = this.lang();
    const cards = this.poolIds().length;
    if (this.isDraft()) {
      return this.transloco.translate(pluralKey('pool.overview.draftSummary', lang, cards), { count: cards }, lang);
    }
    const packCount = this.revealPacks().length;
    const packs = this.transloco.translate(pluralKey('common.packs', lang, packCount), { count: packCount }, lang);
    return this.transloco.translate(pluralKey('pool.overview.summary', lang, cards), { count: cards, packs }, lang);
  });
  protected readonly self = computed(() => {
    const id = this.session()?.identity?.id;
    return this.event()?.players.find((player) => player.id === id) ?? null;
  });
  protected readonly deckKey = computed(() => {
    const session = this.session();
    return session?.identity ? `cantina.deck.event.${session.eventId}.${session.identity.id}` : undefined;
  });

  // The reveal.
  private readonly progressKey = computed(() => {
    const session = this.session();
    return session?.identity ? revealKey(session.eventId, session.identity.id) : null;
  });
  protected readonly opened = linkedSignal({
    source: this.progressKey,
    computation: (key) => (key ? this.progress.load(key) : 0),
  });
  protected readonly showReveal = computed(() => this.view() !== 'build' && this.opened() < this.revealPacks().length);
  private readonly poolHeading = viewChild<ElementRef<HTMLElement>>('poolHeading');

  protected nextPack(): void {
    this.setOpened(this.opened() + 1);
  }

  protected skipReveal(): void {
    this.setOpened(this.revealPacks().length);
  }

  protected replay(): void {
    this.setOpened(0);
  }

  private setOpened(opened: number): void {
    const total = this.revealPacks().length;
    const value = Math.min(Math.max(opened, 0), total);
    this.opened.set(value);
    const key = this.progressKey();
    if (key) this.progress.save(key, value);
    if (value >= total) {
      afterNextRender(() => this.poolHeading()?.nativeElement.focus(), { injector: this.injector });
    }
  }

  protected openBuilder(): void {
    void this.router.navigate([], { relativeTo: this.route, queryParams: { view: 'build' } });
  }

  // Registration.
  private readonly builder = viewChild(DeckBuilder);
  protected readonly registering = signal(false);
  protected readonly registered = signal(false);
  protected readonly registerErrors = signal<DeckError[]>([]);
  protected readonly registerProblem = signal<ApiError | null>(null);
  protected readonly registerErrorTexts = computed(() => {
    const lang = this.lang();
    const catalog = this.catalog();
    const game = this.event()?.game ?? 'swu';
    const name = (id: string) => {
      const card = catalog?.get(id);
      return card ? cardTitle(card) : undefined;
    };
    return this.registerErrors().map((error) => ({
      code: error.code,
      text: deckErrorText(this.transloco, lang, error, game, name),
    }));
  });

  protected register(): void {
    const builder = this.builder();
    const session = this.session();
    if (!builder || !session?.identity || this.registering()) return;
    const { eventId, identity } = session;
    this.registering.set(true);
    this.deckChanged();
    this.api
      .registerDeck(eventId, identity.id, builder.submission(), identity.token)
      .pipe(
        finalize(() => this.registering.set(false)),
        takeUntilDestroyed(this.destroyRef),
      )
      .subscribe({
        next: () => this.registered.set(true),
        error: (caught: unknown) => {
          const error = toApiError(caught);
          if (error.code === 'invalid-deck' && error.errors.length > 0) {
            this.registerErrors.set(deckErrorsOf(error.errors));
          } else {
            this.registerProblem.set(error);
          }
        },
      });
  }

  /** A changed deck is not the one registered (or refused) any more. */
  protected deckChanged(): void {
    this.registered.set(false);
    this.registerErrors.set([]);
    this.registerProblem.set(null);
  }
}
