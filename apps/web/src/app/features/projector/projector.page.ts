import { ChangeDetectionStrategy, Component, ViewEncapsulation, computed, inject } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { ActivatedRoute } from '@angular/router';
import type { BracketView, OrganizerEventView, PublicEventView, RoundView, Standing } from '@cantina/contract';
import { TranslocoDirective } from '@jsverse/transloco';
import {
  EMPTY,
  Observable,
  catchError,
  distinctUntilChanged,
  forkJoin,
  map,
  merge,
  of,
  shareReplay,
  startWith,
  switchMap,
} from 'rxjs';
import { toApiError } from '../../core/api/api-error';
import { EventsApi } from '../../core/api/events-api';
import { LanguageService } from '../../core/i18n/language.service';
import { LoadState, readyValue } from '../../core/load-state';
import { TokenStore } from '../../core/storage/token-store';
import { injectJoinBase } from '../../shared/join-base';
import { JoinQr } from '../../shared/join-qr';
import { type TimerSnapshot, snapshotOf } from '../../shared/tournament/countdown';
import { withPushedMatch } from '../../shared/tournament/match-pushes';
import { tournamentPageTitle } from '../../shared/tournament/page-title';
import { alphabeticalPairings, nameLookup } from '../../shared/tournament/pairings';
import { TOURNAMENT_POLL_MS, orFallback } from '../../shared/tournament/poll';
import { overlayPushes, stampedRead } from '../../shared/tournament/push-overlay';
import { RoundTimerDisplay } from '../../shared/tournament/round-timer';
import { TournamentApi } from '../../shared/tournament/tournament-api';
import { TournamentProblem } from '../../shared/tournament/tournament-problem';
import { bracketMatch, currentStage, openMatches, stageKey } from '../../shared/tournament/tournament-types';
import { injectViewerFeed, pushedStandings, viewerReloads } from '../../shared/tournament/viewer-feed';
import { AutoScroll } from './auto-scroll';
import { championOf, linesPerColumn, projectorColumns, splitColumns } from './projector-layout';

interface Screen {
  view: PublicEventView | OrganizerEventView;
  round: RoundView | null;
  standings: Standing[];
  topCut: BracketView | null;
  loadedAt: number;
}

type Mode = 'champion' | 'bracket' | 'pairings' | 'standings' | 'join' | 'waiting';

/**
 * `/events/:id/projector`: the room's screen, no controls. The pairings in two or three columns so a
 * store's field fits one 1080p screen (auto-scroll only for fields larger than that), the clock while
 * a round is played, the standings once its results are in, the bracket during the top cut and the
 * champion after the final. On the organizer's device it also shows the join QR during registration
 * and follows the socket (pushes); elsewhere it reads the public views every few seconds.
 */
@Component({
  selector: 'app-projector-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  encapsulation: ViewEncapsulation.None,
  imports: [TranslocoDirective, AutoScroll, JoinQr, RoundTimerDisplay, TournamentProblem],
  templateUrl: './projector.page.html',
  styleUrl: './projector.page.css',
})
export class ProjectorPage {
  private readonly events = inject(EventsApi);
  private readonly api = inject(TournamentApi);
  private readonly tokens = inject(TokenStore);
  private readonly pollMs = inject(TOURNAMENT_POLL_MS);
  private readonly viewerFeed = injectViewerFeed();
  private readonly joinBase = injectJoinBase();
  protected readonly lang = inject(LanguageService).current;

  private readonly session$ = inject(ActivatedRoute).paramMap.pipe(
    map((params) => params.get('id') ?? ''),
    distinctUntilChanged(),
    map((eventId) => ({ eventId, connection: this.viewerFeed(eventId) })),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  protected readonly state = toSignal(
    this.session$.pipe(
      switchMap(({ eventId, connection }) => {
        // One screen: it reads again on every event change and standings signal (the bracket too).
        const reads$ = viewerReloads(connection, this.pollMs, { onEvent: true, onEveryStandings: true }).pipe(
          switchMap((_, index) => stampedRead(() => this.load(eventId, index === 0))),
        );
        const pushes$ = merge(
          (connection?.match$ ?? EMPTY).pipe(map((push) => ({ match: push }))),
          pushedStandings(connection).pipe(map((standings) => ({ standings }))),
        );
        return overlayPushes(reads$, pushes$, (screen: Screen, push): Screen => {
          if ('standings' in push) return { ...screen, standings: push.standings };
          return { ...screen, round: screen.round ? withPushedMatch(screen.round, push.match) : null };
        }).pipe(
          map((value): LoadState<Screen> => ({ status: 'ready', value })),
          catchError((error: unknown) => of<LoadState<Screen>>({ status: 'error', error: toApiError(error) })),
          startWith<LoadState<Screen>>({ status: 'loading' }),
        );
      }),
    ),
    { initialValue: { status: 'loading' } as LoadState<Screen> },
  );
  private readonly pushedTimer = toSignal(
    this.session$.pipe(
      switchMap(({ connection }) => connection?.roundTimer$ ?? EMPTY),
      map((timer) => ({ round: timer.round, snapshot: snapshotOf(timer, Date.now()) })),
    ),
    { initialValue: null },
  );

  constructor() {
    tournamentPageTitle('projector');
  }

  protected readonly screen = computed(() => readyValue(this.state()));
  protected readonly nameOf = computed(() => nameLookup(this.screen()?.view.players ?? []));
  protected readonly timer = computed((): TimerSnapshot | null => {
    const screen = this.screen();
    const read = snapshotOf(screen?.round?.timer, screen?.loadedAt ?? 0);
    const pushed = this.pushedTimer();
    if (!pushed?.snapshot || pushed.round !== screen?.round?.number) return read;
    return !read || pushed.snapshot.receivedAt > read.receivedAt ? pushed.snapshot : read;
  });
  protected readonly bracket = computed(() => {
    const cut = this.screen()?.topCut;
    const stage = currentStage(cut);
    if (!cut || stage === 0) return null;
    return {
      name: stageKey(cut.size, stage),
      matches: cut.matches.filter((match) => match.stage === stage).map(bracketMatch),
    };
  });
  /** The organizer's view (this device holds the organizer token): join code and planned rounds. */
  private readonly organizerView = computed(() => {
    const view = this.screen()?.view;
    return view && 'joinCode' in view ? view : null;
  });
  protected readonly joinUrl = computed(() => {
    const code = this.organizerView()?.joinCode;
    const base = this.joinBase();
    return code && base && base.source !== 'loopback' ? `${base.origin}/join/${code}` : '';
  });
  protected readonly joinCode = computed(() => this.organizerView()?.joinCode ?? '');
  protected readonly champion = computed(() => {
    const screen = this.screen();
    if (!screen) return null;
    const settings = this.organizerView()?.settings;
    const id = championOf({
      status: screen.view.status,
      topCut: screen.topCut,
      standings: screen.standings,
      roundsPlayed: screen.view.rounds,
      roundsPlanned: settings?.rounds ?? 0,
      cutPlanned: settings?.topCut ?? 0,
      roundComplete: !!screen.round && openMatches(screen.round).length === 0,
    });
    return id ? this.nameOf()(id) : null;
  });
  /** What the room needs now. */
  protected readonly mode = computed((): Mode => {
    const screen = this.screen();
    if (!screen) return 'waiting';
    if (this.champion()) return 'champion';
    if (this.bracket()) return 'bracket';
    if (screen.round && openMatches(screen.round).length > 0) return 'pairings';
    if (screen.round) return 'standings';
    return screen.view.status === 'registration' && this.joinUrl() ? 'join' : 'waiting';
  });
  protected readonly lines = computed(() =>
    alphabeticalPairings(this.screen()?.round?.matches ?? [], this.nameOf(), this.lang()),
  );
  protected readonly pairingColumns = computed(() => {
    const lines = this.lines();
    return splitColumns(lines, projectorColumns(lines.length));
  });
  protected readonly standingColumns = computed(() => {
    const rows = this.screen()?.standings ?? [];
    return splitColumns(rows, projectorColumns(rows.length));
  });
  /** Lines per column, for the type size (CSS `--lines`). */
  protected readonly pairingLines = computed(() => linesPerColumn(this.lines().length));
  protected readonly standingLines = computed(() => linesPerColumn(this.screen()?.standings.length ?? 0));
  private readonly percent = computed(
    () => new Intl.NumberFormat(this.lang(), { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  );

  protected pct(value: number): string {
    return this.percent().format(value);
  }

  /** The first read must work; later failed reads keep the screen as it is. */
  private load(eventId: string, first: boolean): Observable<Screen> {
    const token = this.tokens.organizerToken(eventId);
    // A stale organizer token (a new staff link was made) still leaves the public screen.
    const read$: Observable<PublicEventView | OrganizerEventView> = token
      ? this.events.getAsOrganizer(eventId, token).pipe(catchError(() => this.events.get(eventId)))
      : this.events.get(eventId);
    const view$ = first ? read$ : read$.pipe(catchError(() => EMPTY));
    return view$.pipe(
      switchMap((view) =>
        forkJoin({
          round:
            view.rounds > 0
              ? this.api.round(eventId, view.rounds).pipe(catchError(orFallback<RoundView | null>(null)))
              : of(null),
          standings: this.api.standings(eventId).pipe(catchError(orFallback<Standing[]>([]))),
          topCut:
            view.status === 'top-cut' || view.status === 'finished'
              ? this.api.topCut(eventId).pipe(catchError(orFallback<BracketView | null>(null)))
              : of(null),
        }).pipe(map((parts) => ({ view, ...parts, loadedAt: Date.now() }))),
      ),
    );
  }
}
