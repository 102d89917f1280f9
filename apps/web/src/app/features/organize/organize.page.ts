import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  ElementRef,
  Injector,
  afterNextRender,
  computed,
  inject,
  signal,
  viewChild,
} from '@angular/core';
import { takeUntilDestroyed, toSignal } from '@angular/core/rxjs-interop';
import { RouterLink } from '@angular/router';
import type { OrganizerEventView, PublicEventView, PublicPlayer } from '@cantina/contract';
import { findFormat } from '@cantina/games';
import { TranslocoDirective, TranslocoService } from '@jsverse/transloco';
import { EMPTY, Subject, catchError, finalize, merge, of, switchMap } from 'rxjs';
import { ApiError, toApiError } from '../../core/api/api-error';
import { EventsApi } from '../../core/api/events-api';
import { LanguageService } from '../../core/i18n/language.service';
import { pluralKey } from '../../core/i18n/plural';
import { LoadState, readyValue } from '../../core/load-state';
import { EventsSocket } from '../../core/socket/events-socket';
import { eventCapabilities, hasStarted } from '../../shared/event-capabilities';
import { connectionStateOf, liveLoadState, organizerSession } from '../../shared/event-session';
import { NoAccess } from '../../shared/no-access';
import { OrganizerAccess } from '../../shared/access/organizer-access';
import { ConnectionIndicator } from '../../shared/connection-indicator';
import { EventFacts } from '../../shared/event-facts';
import { injectJoinBase } from '../../shared/join-base';
import { JoinQr } from '../../shared/join-qr';
import { JoinSheet } from '../../shared/join-sheet';
import { PlayerList } from '../../shared/player-list';
import { PlayersDesk } from '../../shared/players/players-desk';
import { ProblemMessage } from '../../shared/problem-message';
import { EventSettingsEditor } from '../../shared/event-settings/event-settings-editor';
import { DraftDashboard } from './draft-dashboard';
import { draftPlan, draftStartText } from './draft-plan';

/**
 * `/events/:id/organize`: join code and QR big, players live, drop buttons; for sealed and draft
 * events a start button that says what it will do; during a draft the draft dashboard; then who has
 * registered a deck.
 */
@Component({
  selector: 'app-organize-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [
    RouterLink,
    TranslocoDirective,
    ConnectionIndicator,
    DraftDashboard,
    EventFacts,
    EventSettingsEditor,
    JoinQr,
    JoinSheet,
    PlayerList,
    PlayersDesk,
    ProblemMessage,
    NoAccess,
    OrganizerAccess,
  ],
  templateUrl: './organize.page.html',
  styleUrl: './organize.page.css',
})
export class OrganizePage {
  private readonly api = inject(EventsApi);
  private readonly sockets = inject(EventsSocket);
  private readonly destroyRef = inject(DestroyRef);
  /** PUBLIC_URL > this page's origin unless loopback > the server's LAN address (README `PUBLIC_URL`). */
  private readonly joinBase = injectJoinBase();
  private readonly lang = inject(LanguageService).current;
  private readonly transloco = inject(TranslocoService);
  private readonly injector = inject(Injector);

  private readonly session$ = organizerSession((token) => this.sockets.connect(token));
  private readonly session = toSignal(this.session$);
  private readonly refreshed$ = new Subject<PublicEventView>();

  protected readonly state = toSignal(
    this.session$.pipe(
      switchMap(({ eventId, token, connection }) => {
        if (!token || !connection) return of<LoadState<OrganizerEventView>>({ status: 'no-access' });
        return liveLoadState(this.api.getAsOrganizer(eventId, token), merge(connection.event$, this.refreshed$));
      }),
    ),
    { initialValue: { status: 'loading' } as LoadState<OrganizerEventView> },
  );
  protected readonly connection = connectionStateOf(this.session$);

  protected readonly view = computed(() => readyValue(this.state()));
  protected readonly joinUrl = computed(() => {
    const code = this.view()?.joinCode;
    const base = this.joinBase();
    return code && base ? `${base.origin}/join/${code}` : '';
  });
  /** Only this computer can open the join link: phones need PUBLIC_URL or a shared network. */
  protected readonly joinUnreachable = computed(() => this.joinBase()?.source === 'loopback');
  protected readonly activeCount = computed(() => this.view()?.players.filter((player) => !player.dropped).length ?? 0);
  protected readonly activeKey = computed(() => pluralKey('organize.activePlayers', this.lang(), this.activeCount()));
  protected readonly activeCountText = computed(() => new Intl.NumberFormat(this.lang()).format(this.activeCount()));

  private readonly number = computed(() => new Intl.NumberFormat(this.lang()));

  private readonly kind = computed(() => {
    const view = this.view();
    return view ? (findFormat(view.game, view.format)?.kind ?? null) : null;
  });
  protected readonly isDraft = computed(() => this.kind() === 'draft');
  private readonly can = computed(() => {
    const view = this.view();
    return view ? eventCapabilities(view, { role: 'organizer' }) : null;
  });
  /** Sealed events open their packs on start, drafts seat the players and start (constructed: later). */
  protected readonly canStart = computed(() => this.can()?.canStart ?? false);
  protected readonly packsPerPlayer = computed(() => this.view()?.settings.packsPerPlayer ?? 0);
  /** The key of a start text: the draft's own wording, else the sealed one. */
  protected startKey(key: string): string {
    return this.isDraft() ? `organize.start.draft.${key}` : `organize.start.${key}`;
  }
  /**
   * "Open 6 packs for each of 8 players" / "Seat 14 players in 2 pods of 7 and start the draft", in
   * the current language with its plural forms.
   */
  protected readonly startText = computed(() => {
    const lang = this.lang();
    const players = this.activeCount();
    const settings = this.view()?.settings;
    if (this.isDraft() && settings) {
      return draftStartText(this.transloco, lang, draftPlan(players, settings.podSize, settings.bots));
    }
    const packs = this.packsPerPlayer();
    const packsText = this.transloco.translate(
      pluralKey('common.packs', lang, packs),
      { count: this.number().format(packs) },
      lang,
    );
    return this.transloco.translate(
      pluralKey('organize.start.summary', lang, players),
      { packs: packsText, players: this.number().format(players) },
      lang,
    );
  });
  protected readonly confirmingStart = signal(false);
  protected readonly starting = signal(false);
  protected readonly startError = signal<ApiError | null>(null);
  private readonly startButton = viewChild<ElementRef<HTMLButtonElement>>('startButton');
  private readonly startCancel = viewChild<ElementRef<HTMLButtonElement>>('startCancel');

  /** A draft under way or over: the pods, live (needs the organizer token and the live feed). */
  protected readonly dashboard = computed(() => {
    const session = this.session();
    const view = this.view();
    const started = this.isDraft() && view !== null && hasStarted(view);
    return started && session?.token && session.connection
      ? { token: session.token, connection: session.connection }
      : null;
  });

  /** Once the event has started: who has registered a deck, among the active players. */
  protected readonly showDecks = computed(() => {
    const view = this.view();
    return view !== null && view.status !== 'registration' && view.status !== 'drafting';
  });
  protected readonly registeredCount = computed(
    () => this.view()?.players.filter((player) => !player.dropped && player.deckRegistered).length ?? 0,
  );
  protected readonly decksText = computed(() => {
    const lang = this.lang();
    const total = this.activeCount();
    return this.transloco.translate(
      pluralKey('organize.decksRegistered', lang, total),
      { registered: this.number().format(this.registeredCount()), count: this.number().format(total) },
      lang,
    );
  });

  protected askToStart(): void {
    this.confirmingStart.set(true);
    this.startError.set(null);
    afterNextRender(() => this.startCancel()?.nativeElement.focus(), { injector: this.injector });
  }

  protected cancelStart(): void {
    this.confirmingStart.set(false);
    afterNextRender(() => this.startButton()?.nativeElement.focus(), { injector: this.injector });
  }

  protected start(): void {
    const session = this.session();
    if (!session?.token || this.starting()) return;
    const { eventId, token } = session;
    this.starting.set(true);
    this.startError.set(null);
    this.api
      .start(eventId, token)
      .pipe(
        catchError((error: unknown) => {
          this.startError.set(toApiError(error));
          // Reload anyway: "already started" means the page is behind.
          return of(null);
        }),
        switchMap(() => this.api.getAsOrganizer(eventId, token).pipe(catchError(() => EMPTY))),
        finalize(() => {
          this.starting.set(false);
          this.confirmingStart.set(false);
        }),
        takeUntilDestroyed(this.destroyRef),
      )
      .subscribe((view) => this.refreshed$.next(view));
  }

  /** The settings editor saved a change: the page shows the stored view at once. */
  protected settingsSaved(view: OrganizerEventView): void {
    this.refreshed$.next(view);
  }
  protected readonly organizerToken = computed(() => this.session()?.token ?? null);

  protected readonly dropping = signal<string | null>(null);
  protected readonly dropError = signal<ApiError | null>(null);

  protected drop(player: PublicPlayer): void {
    const session = this.session();
    if (!session?.token || this.dropping()) return;
    const { eventId, token } = session;
    this.dropping.set(player.id);
    this.dropError.set(null);
    this.api
      .drop(eventId, player.id, token)
      .pipe(
        // The socket pushes the change too; reloading covers a socket that is down.
        switchMap(() => this.api.getAsOrganizer(eventId, token).pipe(catchError(() => EMPTY))),
        finalize(() => this.dropping.set(null)),
        takeUntilDestroyed(this.destroyRef),
      )
      .subscribe({
        next: (view) => this.refreshed$.next(view),
        error: (error: unknown) => this.dropError.set(toApiError(error)),
      });
  }
}
