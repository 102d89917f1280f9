import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  ElementRef,
  Injector,
  afterNextRender,
  computed,
  effect,
  inject,
  linkedSignal,
  signal,
  untracked,
  viewChild,
} from '@angular/core';
import { takeUntilDestroyed, toObservable, toSignal } from '@angular/core/rxjs-interop';
import { Router, RouterLink } from '@angular/router';
import type { PublicEventView } from '@cantina/contract';
import { createCardCatalog, type Card } from '@cantina/games';
import { TranslocoDirective } from '@jsverse/transloco';
import {
  EMPTY,
  Subject,
  catchError,
  distinctUntilChanged,
  filter,
  finalize,
  map,
  merge,
  of,
  switchMap,
  take,
  tap,
} from 'rxjs';
import { ApiError, toApiError } from '../../core/api/api-error';
import { CardSetsApi } from '../../core/api/card-sets-api';
import { DraftApi } from '../../core/api/draft-api';
import { EventsApi } from '../../core/api/events-api';
import { readyValue } from '../../core/load-state';
import { EventsSocket } from '../../core/socket/events-socket';
import { hasStarted } from '../../shared/event-capabilities';
import { connectionStateOf, playerEventState, playerSession } from '../../shared/event-session';
import { NoAccess } from '../../shared/no-access';
import { PlayerReentry } from '../../shared/access/player-reentry';
import { ConnectionIndicator } from '../../shared/connection-indicator';
import { cardTitle } from '../../shared/deck-builder/card-text';
import { ProblemMessage } from '../../shared/problem-message';
import { DraftNotices } from './draft-notices';
import { PackGrid } from './pack-grid';
import { LeadersPanel } from './leaders-panel';
import { PickFlow } from './pick-flow';
import { PickHeader } from './pick-header';
import type { PickCard } from './pick-tile';
import { PoolDrawer } from './pool-drawer';
import { PoolReview } from './pool-review';

type CardsState = { status: 'loading' } | { status: 'ready'; cards: Card[] } | { status: 'error' };

type DraftState =
  | { status: 'loading' }
  | { status: 'no-access' }
  | { status: 'error'; error: ApiError }
  | { status: 'not-started'; event: PublicEventView }
  | { status: 'ready'; event: PublicEventView };

/**
 * `/events/:id/draft`: the pick screen. The pack in front of the player as tiles, the round, pick,
 * pass direction, clock and packs waiting above it, the pool in a drawer. Picks go over the socket
 * with an ack, one at a time; every `me` push (on connect, after every change) resynchronizes the
 * page. After the last pick the player goes straight to building a deck from the pool.
 */
@Component({
  selector: 'app-draft-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [
    RouterLink,
    TranslocoDirective,
    ConnectionIndicator,
    PackGrid,
    PickHeader,
    PoolDrawer,
    PoolReview,
    DraftNotices,
    LeadersPanel,
    ProblemMessage,
    NoAccess,
    PlayerReentry,
  ],
  templateUrl: './draft.page.html',
  styleUrl: './draft.page.css',
})
export class DraftPage {
  private readonly api = inject(EventsApi);
  private readonly draftApi = inject(DraftApi);
  private readonly cardSets = inject(CardSetsApi);
  private readonly sockets = inject(EventsSocket);
  private readonly router = inject(Router);
  private readonly destroyRef = inject(DestroyRef);
  private readonly injector = inject(Injector);

  private readonly session$ = playerSession((token) => this.sockets.connect(token));
  protected readonly session = toSignal(this.session$);

  private readonly eventState = playerEventState(this.session$, (eventId) => this.api.get(eventId));
  private readonly event = computed(() => readyValue(this.eventState()));

  protected readonly connection = connectionStateOf(this.session$);

  // The player's view: pushes, acks and fetches all go through the flow, which keeps the newest.
  private readonly resync$ = new Subject<void>();
  protected readonly flow = new PickFlow({
    pick: (command) => {
      const connection = this.session()?.connection;
      return connection ? connection.pick(command) : Promise.reject(new ApiError(0, 'network-error'));
    },
    resync: () => this.resync$.next(),
  });
  private readonly loadError = signal<ApiError | null>(null);

  private readonly started$ = toObservable(
    computed(() => {
      const event = this.event();
      return event !== null && hasStarted(event);
    }),
  );

  // The set's cards, for the tiles.
  private readonly cardSource = computed(() => {
    const event = this.event();
    return event?.set ? { game: event.game, set: event.set } : null;
  });
  private readonly cardsState = toSignal(
    toObservable(this.cardSource).pipe(
      distinctUntilChanged((a, b) => a?.game === b?.game && a?.set === b?.set),
      switchMap((source) => {
        if (!source) return of<CardsState>({ status: 'loading' });
        return this.cardSets.cards(source.game, source.set).pipe(
          map((cards): CardsState => ({ status: 'ready', cards })),
          catchError(() => of<CardsState>({ status: 'error' })),
        );
      }),
    ),
    { initialValue: { status: 'loading' } as CardsState },
  );
  protected readonly catalog = computed(() => {
    const event = this.event();
    const cards = this.cardsState();
    return event && cards.status === 'ready' ? createCardCatalog(event.game, cards.cards) : null;
  });

  protected readonly state = computed((): DraftState => {
    const session = this.session();
    if (!session) return { status: 'loading' };
    if (!session.identity) return { status: 'no-access' };
    const event = this.eventState();
    if (event.status === 'error') return event;
    if (event.status !== 'ready') return { status: 'loading' };
    if (!hasStarted(event.value)) return { status: 'not-started', event: event.value };
    if (this.flow.me()) return { status: 'ready', event: event.value };
    const error = this.loadError();
    return error ? { status: 'error', error } : { status: 'loading' };
  });

  protected readonly packCards = computed((): PickCard[] => {
    const pack = this.flow.me()?.pack;
    const catalog = this.catalog();
    return (pack?.cards ?? []).map((card) => {
      const known = catalog?.get(card.cardId);
      return { ...card, ...(known ? { card: known } : {}) };
    });
  });
  /** The pack in front of the player; a computed, so that a `me` about the same pack changes nothing. */
  private readonly packId = computed(() => this.flow.me()?.pack?.id ?? null);
  /** The card chosen in this pack; a new pack starts with none (a pause, a clock, a queued pack keep it). */
  protected readonly selected = linkedSignal<string | null, string | null>({
    source: this.packId,
    computation: () => null,
  });
  protected readonly selectedName = computed(() => {
    const entry = this.packCards().find((card) => card.instanceId === this.selected());
    if (!entry) return null;
    return entry.card ? cardTitle(entry.card) : entry.cardId;
  });
  protected readonly poolOpen = signal(false);
  /** swu drafts: every seat's leaders so far; the toggle shows only when there are some. */
  protected readonly publicLeaders = computed(() => this.flow.me()?.leaders ?? []);
  protected readonly leadersOpen = signal(false);
  private readonly drawer = viewChild<ElementRef<HTMLElement>>('drawer');
  private readonly poolToggle = viewChild<ElementRef<HTMLButtonElement>>('poolToggle');
  /** Paused, or a bot picks for the seat: the notices say so and the pick button waits. */
  protected readonly canPick = computed(() => {
    const me = this.flow.me();
    return !!me && !me.paused && !me.botControlled;
  });
  protected readonly takingBack = signal(false);

  constructor() {
    this.session$
      .pipe(
        switchMap(({ eventId, identity, connection }) => {
          if (!identity || !connection) return EMPTY;
          const fetch$ = merge(
            this.started$.pipe(
              filter((started) => started),
              take(1),
            ),
            this.resync$,
          ).pipe(
            switchMap(() =>
              this.api.me(eventId, identity.token).pipe(
                tap((me) => {
                  this.loadError.set(null);
                  this.flow.receive(me);
                }),
                catchError((error: unknown) => {
                  this.loadError.set(toApiError(error));
                  return EMPTY;
                }),
              ),
            ),
          );
          return merge(
            fetch$,
            connection.me$.pipe(tap((me) => this.flow.receive(me))),
            connection.pickTimer$.pipe(tap((timer) => this.flow.timer(timer.deadline))),
          );
        }),
        takeUntilDestroyed(),
      )
      .subscribe();

    // The last pick made: straight on to building the deck from the pool.
    effect(() => {
      const done = this.flow.me()?.phase === 'done';
      const eventId = this.session()?.eventId;
      if (!done || !eventId) return;
      untracked(() => {
        void this.router.navigate(['/events', eventId, 'pool'], {
          queryParams: { view: 'build' },
          replaceUrl: true,
        });
      });
    });
  }

  protected select(instanceId: string): void {
    this.selected.set(instanceId);
  }

  protected pick(instanceId: string): void {
    this.selected.set(instanceId);
    if (this.canPick()) void this.flow.pick(instanceId);
  }

  protected confirm(): void {
    const selected = this.selected();
    if (selected && this.canPick()) void this.flow.pick(selected);
  }

  protected togglePool(): void {
    const open = !this.poolOpen();
    this.poolOpen.set(open);
    // Into the drawer when it opens, so that it is read out and scrolls with the keyboard.
    if (open) afterNextRender(() => this.drawer()?.nativeElement.focus(), { injector: this.injector });
  }

  protected toggleLeaders(): void {
    this.leadersOpen.update((open) => !open);
  }

  protected closePool(): void {
    this.poolOpen.set(false);
    afterNextRender(() => this.poolToggle()?.nativeElement.focus(), { injector: this.injector });
  }

  protected takeBack(): void {
    const session = this.session();
    if (!session?.identity || this.takingBack()) return;
    this.takingBack.set(true);
    this.draftApi
      .takeBack(session.eventId, session.identity.token)
      .pipe(
        finalize(() => this.takingBack.set(false)),
        takeUntilDestroyed(this.destroyRef),
      )
      .subscribe({
        next: (me) => {
          this.flow.clearError();
          this.flow.receive(me);
        },
        error: (error: unknown) => this.flow.fail(toApiError(error)),
      });
  }
}
