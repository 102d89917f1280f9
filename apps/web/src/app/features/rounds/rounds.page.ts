import {
  ChangeDetectionStrategy,
  Component,
  DOCUMENT,
  DestroyRef,
  Injector,
  afterNextRender,
  computed,
  inject,
  linkedSignal,
  signal,
  type WritableSignal,
} from '@angular/core';
import { takeUntilDestroyed, toSignal } from '@angular/core/rxjs-interop';
import { RouterLink } from '@angular/router';
import type {
  BracketSize,
  BracketView,
  ManualRoundBody,
  OrganizerEventView,
  PublicEventView,
  RoundProposal,
  RoundView,
  Standing,
  TimerAction,
} from '@cantina/contract';
import { TranslocoDirective } from '@jsverse/transloco';
import {
  EMPTY,
  Observable,
  Subject,
  catchError,
  combineLatest,
  filter,
  finalize,
  forkJoin,
  map,
  merge,
  of,
  scan,
  shareReplay,
  startWith,
  switchMap,
} from 'rxjs';
import { ApiError, toApiError } from '../../core/api/api-error';
import { EventsApi } from '../../core/api/events-api';
import { LanguageService } from '../../core/i18n/language.service';
import { pluralKey } from '../../core/i18n/plural';
import { LoadState, readyValue, toLoadState } from '../../core/load-state';
import { eventCapabilities } from '../../shared/event-capabilities';
import { connectionStateOf, organizerSession } from '../../shared/event-session';
import { NoAccess } from '../../shared/no-access';
import { PlayersDesk } from '../../shared/players/players-desk';
import { ConnectionIndicator } from '../../shared/connection-indicator';
import { EventFacts } from '../../shared/event-facts';
import { TimerSnapshot, snapshotOf } from '../../shared/tournament/countdown';
import { pushedTimerOf } from '../../shared/tournament/pushed-timer';
import { tournamentPageTitle } from '../../shared/tournament/page-title';
import { nameLookup } from '../../shared/tournament/pairings';
import { TOURNAMENT_POLL_MS, orFallback } from '../../shared/tournament/poll';
import { fallbackTicks } from '../../shared/tournament/fallback-poll';
import { applyMatchPush } from '../../shared/tournament/match-pushes';
import { overlayPushes, stampedRead } from '../../shared/tournament/push-overlay';
import { resultOptions, resultRules } from '../../shared/tournament/result-options';
import { StandingsTable } from '../../shared/tournament/standings-table';
import { TournamentApi } from '../../shared/tournament/tournament-api';
import { TournamentFeed } from '../../shared/tournament/tournament-feed';
import { TournamentProblem } from '../../shared/tournament/tournament-problem';
import { openMatches } from '../../shared/tournament/tournament-types';
import { PrintMode, PrintSheets } from './print-sheets';
import { MatchSubmission, ResultsGrid } from './results-grid';
import { PairingsEditor } from './pairings-editor';
import { RoundPreview } from './round-preview';
import { TimerControls } from './timer-controls';
import { TopCutPanel } from './top-cut-panel';

interface Tournament {
  rounds: RoundView[];
  /** The latest round as `GET rounds/{n}` gives it (with the timer). */
  latest: RoundView | null;
  standings: Standing[];
  topCut: BracketView | null;
  loadedAt: number;
}

interface Loaded {
  view: OrganizerEventView;
  tournament: Tournament;
}

const EXTEND_MINUTES = 5;

/**
 * `/events/:id/rounds` (organizer): pair the next round after a review, run the clock, enter and
 * correct results, standings, top cut, and print pairings, standings and result slips.
 */
@Component({
  selector: 'app-rounds-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [
    RouterLink,
    TranslocoDirective,
    ConnectionIndicator,
    EventFacts,
    PairingsEditor,
    PrintSheets,
    ResultsGrid,
    RoundPreview,
    StandingsTable,
    TimerControls,
    TopCutPanel,
    TournamentProblem,
    NoAccess,
    PlayersDesk,
  ],
  templateUrl: './rounds.page.html',
  styleUrl: './rounds.page.css',
})
export class RoundsPage {
  private readonly events = inject(EventsApi);
  private readonly api = inject(TournamentApi);
  private readonly feed = inject(TournamentFeed);
  private readonly destroyRef = inject(DestroyRef);
  private readonly injector = inject(Injector);
  private readonly window = inject(DOCUMENT).defaultView;
  private readonly pollMs = inject(TOURNAMENT_POLL_MS);
  protected readonly lang = inject(LanguageService).current;
  private readonly reload$ = new Subject<void>();

  private readonly session$ = organizerSession((token) => this.feed.connect(token));
  private readonly session = toSignal(this.session$);

  protected readonly state = toSignal(
    this.session$.pipe(
      switchMap(({ eventId, token, connection }): Observable<LoadState<Loaded>> => {
        if (!token || !connection) return of({ status: 'no-access' });
        // The organizer view, re-read after each action; pushes overlay it (the latest wins).
        const view$ = merge(
          this.reload$.pipe(
            startWith(null),
            // The first read decides the page; a failed re-read keeps what it shows.
            switchMap((_, index) => {
              const read$ = this.events.getAsOrganizer(eventId, token);
              return index === 0 ? read$ : read$.pipe(catchError(() => EMPTY));
            }),
          ),
          connection.event$,
        ).pipe(
          scan(
            (acc: OrganizerEventView | null, next: PublicEventView) =>
              acc ? { ...acc, ...next } : (next as OrganizerEventView),
            null,
          ),
          filter((view): view is OrganizerEventView => view !== null),
          shareReplay({ bufferSize: 1, refCount: true }),
        );
        // Read again whenever the view changes (an action, a push), on new pairings, on a standings
        // signal and, only while the socket is down, on each poll; match pushes apply at once.
        const triggers$ = merge(
          connection.pairings$,
          connection.standings$,
          fallbackTicks(connection.state$, this.pollMs),
        );
        const reads$ = combineLatest([view$, triggers$]).pipe(
          switchMap(([view]) => stampedRead(() => this.loadTournament(eventId, token, view))),
        );
        const tournament$ = overlayPushes(reads$, connection.match$, applyMatchPush);
        return combineLatest([view$, tournament$]).pipe(
          map(([view, tournament]): Loaded => ({ view, tournament })),
          toLoadState(),
        );
      }),
    ),
    { initialValue: { status: 'loading' } as LoadState<Loaded> },
  );
  protected readonly connection = connectionStateOf(this.session$);
  private readonly pushedTimer = pushedTimerOf(this.session$);

  constructor() {
    tournamentPageTitle('rounds');
  }

  protected readonly loaded = computed(() => readyValue(this.state()));
  protected readonly view = computed(() => this.loaded()?.view ?? null);
  protected readonly tournament = computed(() => this.loaded()?.tournament ?? null);
  protected readonly nameOf = computed(() => nameLookup(this.view()?.players ?? []));
  protected readonly activePlayers = computed(() => this.view()?.players.filter((p) => !p.dropped).length ?? 0);
  protected readonly rounds = computed(() => this.tournament()?.rounds ?? []);
  protected readonly latest = computed(() => {
    const tournament = this.tournament();
    if (!tournament) return null;
    const last = tournament.rounds[tournament.rounds.length - 1] ?? null;
    if (tournament.latest && (!last || tournament.latest.number >= last.number)) return tournament.latest;
    return last;
  });
  /** The round shown in the grid: the latest unless the organizer picked an earlier one. */
  protected readonly shownNumber = linkedSignal(() => this.latest()?.number ?? 0);
  protected readonly shown = computed(() => {
    const number = this.shownNumber();
    const latest = this.latest();
    if (latest?.number === number) return latest;
    return this.rounds().find((round) => round.number === number) ?? latest;
  });
  protected readonly nextNumber = computed(() => (this.latest()?.number ?? 0) + 1);
  protected readonly open = computed(() => openMatches(this.latest()).length);
  protected readonly openKey = computed(() => pluralKey('tournament.rounds.openResults', this.lang(), this.open()));
  protected readonly progress = computed(() => {
    const matches = (this.shown()?.matches ?? []).filter((match) => !match.bye && match.players.length > 1);
    return { done: matches.filter((match) => match.result).length, total: matches.length };
  });
  protected readonly topCut = computed(() => this.tournament()?.topCut ?? null);
  protected readonly hasTopCut = computed(() => (this.topCut()?.matches.length ?? 0) > 0);
  /** Limited events pair once deck building is under way; constructed ones from registration. */
  protected readonly canPair = computed(() => {
    const view = this.view();
    if (!view || this.hasTopCut()) return false;
    return eventCapabilities(view, { role: 'organizer' }).canPair;
  });
  /** Settings come with the organizer view; a push that arrived first has none yet. */
  private readonly settings = computed(() => (this.view() as Partial<OrganizerEventView> | null)?.settings ?? null);
  protected readonly plannedRounds = computed(() => this.settings()?.rounds ?? 0);
  protected readonly preferredCut = computed(() => this.settings()?.topCut || 8);
  private readonly rules = computed(() => {
    const view = this.view();
    return view ? resultRules(view.game, view.format, this.settings()?.matchFormat) : null;
  });
  protected readonly doubleLoss = computed(() => this.rules()?.doubleLoss ?? false);
  protected readonly options = computed(() => {
    const rules = this.rules();
    return rules ? resultOptions(rules) : [];
  });
  protected readonly bracketOptions = computed(() => {
    const rules = this.rules();
    return rules ? resultOptions(rules, true) : [];
  });
  protected readonly timer = computed((): TimerSnapshot | null => {
    const tournament = this.tournament();
    const fromRound = snapshotOf(tournament?.latest?.timer, tournament?.loadedAt ?? 0);
    const pushed = this.pushedTimer();
    const local = this.actedTimer();
    const candidates = [fromRound, pushed, local].filter((s): s is TimerSnapshot => s !== null);
    return candidates.sort((a, b) => b.receivedAt - a.receivedAt)[0] ?? null;
  });

  // Pairing
  protected readonly preview = signal<RoundProposal | null>(null);
  protected readonly pairing = signal(false);
  protected readonly pairError = signal<ApiError | null>(null);

  protected pair(): void {
    this.run(
      this.pairing,
      this.pairError,
      (eventId, token) => this.api.pairNext(eventId, token, true),
      (round) => this.preview.set(round),
      false,
    );
  }

  protected publish(): void {
    this.run(
      this.pairing,
      this.pairError,
      (eventId, token) => this.api.pairNext(eventId, token, false),
      (round) => {
        this.preview.set(null);
        this.shownNumber.set(round.number);
      },
    );
  }

  protected discard(): void {
    this.preview.set(null);
    this.editing.set(false);
    this.pairError.set(null);
  }

  /** "Edit pairings": the proposal as the organizer changed it (contract rev 2 manual pairing). */
  protected readonly editing = signal(false);

  protected publishEdited(body: ManualRoundBody): void {
    this.run(
      this.pairing,
      this.pairError,
      (eventId, token) => this.api.publishManual(eventId, token, body),
      (round) => {
        this.preview.set(null);
        this.editing.set(false);
        this.shownNumber.set(round.number);
      },
    );
  }

  // Results
  protected readonly resultBusy = signal<string | null>(null);
  protected readonly resultError = signal<{ matchId: string; error: ApiError } | null>(null);

  protected sendResult({ matchId, body }: MatchSubmission): void {
    const token = this.session()?.token;
    if (!token || this.resultBusy()) return;
    this.resultBusy.set(matchId);
    this.resultError.set(null);
    this.api
      .report(matchId, body, token)
      .pipe(
        finalize(() => {
          this.resultBusy.set(null);
          this.reload$.next();
        }),
        takeUntilDestroyed(this.destroyRef),
      )
      .subscribe({ error: (error: unknown) => this.resultError.set({ matchId, error: toApiError(error) }) });
  }

  // Timer
  private readonly actedTimer = signal<TimerSnapshot | null>(null);
  protected readonly timerBusy = signal(false);
  protected readonly timerError = signal<ApiError | null>(null);

  protected timerAction(action: TimerAction): void {
    const number = this.latest()?.number;
    if (!number) return;
    const minutes = action === 'extend' ? EXTEND_MINUTES : undefined;
    this.run(
      this.timerBusy,
      this.timerError,
      (eventId, token) => this.api.timer(eventId, number, action, token, minutes),
      (timer) => this.actedTimer.set(snapshotOf(timer, Date.now())),
      false,
    );
  }

  // Top cut
  protected readonly topCutBusy = signal(false);
  protected readonly topCutError = signal<ApiError | null>(null);

  protected createTopCut(size: BracketSize): void {
    this.run(
      this.topCutBusy,
      this.topCutError,
      (eventId, token) => this.api.createTopCut(eventId, size, token),
      () => undefined,
    );
  }

  // Print
  protected readonly printMode = signal<PrintMode | null>(null);

  protected print(mode: PrintMode): void {
    this.printMode.set(mode);
    afterNextRender(() => this.window?.print(), { injector: this.injector });
  }

  protected selectRound(event: Event): void {
    this.shownNumber.set(Number((event.target as HTMLSelectElement).value));
  }

  private run<T>(
    busy: WritableSignal<boolean>,
    error: WritableSignal<ApiError | null>,
    call: (eventId: string, token: string) => Observable<T>,
    done: (value: T) => void,
    reload = true,
  ): void {
    const session = this.session();
    if (!session?.token || busy()) return;
    busy.set(true);
    error.set(null);
    call(session.eventId, session.token)
      .pipe(
        finalize(() => {
          busy.set(false);
          if (reload) this.reload$.next();
        }),
        takeUntilDestroyed(this.destroyRef),
      )
      .subscribe({ next: done, error: (failure: unknown) => error.set(toApiError(failure)) });
  }

  private loadTournament(eventId: string, token: string, view: PublicEventView): Observable<Tournament> {
    // The bracket exists only from the top cut on (asking earlier is a 404 in the console).
    const bracket = view.status === 'top-cut' || view.status === 'finished';
    return this.api.rounds(eventId, token).pipe(
      catchError(orFallback<RoundView[]>([])),
      switchMap((rounds) => {
        const last = rounds[rounds.length - 1];
        return forkJoin({
          rounds: of(rounds),
          latest: last
            ? this.api.round(eventId, last.number, token).pipe(catchError(orFallback<RoundView | null>(last)))
            : of(null),
          standings: this.api.standings(eventId, token).pipe(catchError(orFallback<Standing[]>([]))),
          topCut: bracket
            ? this.api.topCut(eventId, token).pipe(catchError(orFallback<BracketView | null>(null)))
            : of<BracketView | null>(null),
        });
      }),
      map((parts) => ({ ...parts, loadedAt: Date.now() })),
    );
  }
}
