import { ChangeDetectionStrategy, Component, DestroyRef, computed, inject, signal } from '@angular/core';
import { takeUntilDestroyed, toSignal } from '@angular/core/rxjs-interop';
import { RouterLink } from '@angular/router';
import type { BracketView, MatchResultBody, PublicEventView, RoundView } from '@cantina/contract';
import { TranslocoDirective } from '@jsverse/transloco';
import {
  EMPTY,
  Observable,
  Subject,
  catchError,
  combineLatest,
  filter,
  finalize,
  map,
  merge,
  of,
  scan,
  switchMap,
} from 'rxjs';
import { ApiError, toApiError } from '../../core/api/api-error';
import { EventsApi } from '../../core/api/events-api';
import { LoadState, readyValue, toLoadState } from '../../core/load-state';
import { liveView } from '../../core/socket/live-view';
import { connectionStateOf, playerSession } from '../../shared/event-session';
import { NoAccess } from '../../shared/no-access';
import { ConnectionIndicator } from '../../shared/connection-indicator';
import { TimerSnapshot, snapshotOf } from '../../shared/tournament/countdown';
import { pushedTimerOf } from '../../shared/tournament/pushed-timer';
import { tournamentPageTitle } from '../../shared/tournament/page-title';
import { nameLookup } from '../../shared/tournament/pairings';
import { PlacementForm } from '../../shared/tournament/placement-form';
import { TOURNAMENT_POLL_MS, pollTicks } from '../../shared/tournament/poll';
import { ResultButtons } from '../../shared/tournament/result-buttons';
import { ResultOption, resultBody, resultOptions, resultRules } from '../../shared/tournament/result-options';
import { RoundTimerDisplay } from '../../shared/tournament/round-timer';
import { TournamentApi } from '../../shared/tournament/tournament-api';
import { TournamentFeed } from '../../shared/tournament/tournament-feed';
import { TournamentProblem } from '../../shared/tournament/tournament-problem';
import { ResultTextPipe } from '../../shared/tournament/result-text.pipe';
import { LanguageService } from '../../core/i18n/language.service';
import { situationOf } from './my-match-state';

/** A failed re-read keeps what the page shows (flaky store Wi-Fi); a refusal shows nothing. */
function keepOnNetworkError(error: unknown): Observable<null> {
  const status = toApiError(error).status;
  return status === 0 || status >= 500 ? EMPTY : of(null);
}

interface Trigger {
  view: PublicEventView | null;
  pushed: number;
}

interface Loaded {
  view: PublicEventView;
  round: RoundView | null;
  topCut: BracketView | null;
  loadedAt: number;
}

/**
 * `/events/:id/match`: the player's table in huge type, the opponent, the round clock; report the
 * result, confirm (or contest) the opponent's report. Live over the socket, re-read every few seconds.
 */
@Component({
  selector: 'app-my-match-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [
    RouterLink,
    TranslocoDirective,
    ConnectionIndicator,
    PlacementForm,
    ResultTextPipe,
    ResultButtons,
    RoundTimerDisplay,
    TournamentProblem,
    NoAccess,
  ],
  templateUrl: './my-match.page.html',
  styleUrl: './my-match.page.css',
})
export class MyMatchPage {
  private readonly events = inject(EventsApi);
  private readonly api = inject(TournamentApi);
  private readonly feed = inject(TournamentFeed);
  private readonly destroyRef = inject(DestroyRef);
  private readonly pollMs = inject(TOURNAMENT_POLL_MS);
  private readonly reload$ = new Subject<void>();
  protected readonly lang = inject(LanguageService).current;

  private readonly session$ = playerSession((token) => this.feed.connect(token));
  private readonly session = toSignal(this.session$);

  protected readonly state = toSignal(
    this.session$.pipe(
      switchMap(({ eventId, identity, connection }): Observable<LoadState<Loaded>> => {
        if (!identity || !connection) return of({ status: 'no-access' });
        const token = identity.token;
        // One read per trigger: the event view (pushed or loaded), new pairings, a reload or a poll.
        const triggers$ = merge(
          liveView(this.events.get(eventId), connection.event$).pipe(map((view) => ({ view, pushed: 0 }))),
          connection.pairings$.pipe(map((round) => ({ view: null, pushed: round.number }))),
          merge(this.reload$, pollTicks(this.pollMs)).pipe(map(() => ({ view: null, pushed: 0 }))),
        );
        return triggers$.pipe(
          scan(
            (acc: Trigger, next: Trigger) => ({
              view: next.view ?? acc.view,
              pushed: Math.max(acc.pushed, next.pushed),
            }),
            { view: null, pushed: 0 },
          ),
          filter((trigger): trigger is { view: PublicEventView; pushed: number } => trigger.view !== null),
          switchMap(({ view, pushed }) => this.load(eventId, token, view, Math.max(view.rounds, pushed))),
          toLoadState(),
        );
      }),
    ),
    { initialValue: { status: 'loading' } as LoadState<Loaded> },
  );
  protected readonly connection = connectionStateOf(this.session$);
  private readonly pushedTimer = pushedTimerOf(this.session$);

  constructor() {
    tournamentPageTitle('myMatch');
  }

  protected readonly loaded = computed(() => readyValue(this.state()));
  protected readonly view = computed(() => this.loaded()?.view ?? null);
  protected readonly identity = computed(() => this.session()?.identity ?? null);
  protected readonly nameOf = computed(() => nameLookup(this.view()?.players ?? []));
  protected readonly situation = computed(() => {
    const loaded = this.loaded();
    const me = this.identity()?.id;
    return loaded && me ? situationOf(me, loaded.round, loaded.topCut) : null;
  });
  protected readonly match = computed(() => {
    const situation = this.situation();
    return situation?.kind === 'match' ? situation : null;
  });
  /** The Swiss round clock (the top cut has none). */
  protected readonly showTimer = computed(() => {
    const situation = this.situation();
    return (
      situation !== null && situation.kind !== 'waiting' && (situation.kind !== 'match' || situation.stage === null)
    );
  });
  /** The latest of the timer read with the round and the one pushed. */
  protected readonly timer = computed((): TimerSnapshot | null => {
    const loaded = this.loaded();
    const fromRound = snapshotOf(loaded?.round?.timer, loaded?.loadedAt ?? 0);
    const pushed = this.pushedTimer();
    if (!pushed) return fromRound;
    if (!fromRound) return pushed;
    return pushed.receivedAt >= fromRound.receivedAt ? pushed : fromRound;
  });
  private readonly rules = computed(() => {
    const view = this.view();
    if (!view) return null;
    const settings = (view as { settings?: { matchFormat?: string } }).settings;
    // A player's page: no double loss (a penalty the organizer enters).
    return resultRules(view.game, view.format, view.matchFormat ?? settings?.matchFormat, 'player');
  });
  protected readonly pods = computed(() => (this.match()?.match.players.length ?? 0) > 2);
  protected readonly options = computed(() => {
    const rules = this.rules();
    const match = this.match();
    return rules ? resultOptions(rules, match?.stage !== null && match?.stage !== undefined) : [];
  });
  protected readonly players = computed(() => {
    const match = this.match();
    const me = this.identity()?.id;
    return match && me ? [me, ...match.opponents] : [];
  });
  protected readonly opponentNames = computed(() => this.match()?.opponents.map(this.nameOf()) ?? []);
  protected readonly sideKey = computed(() => {
    const match = this.match()?.match;
    const me = this.identity()?.id;
    if (!match || !me) return null;
    const faction = match.sides?.[me];
    if (faction) return `tournament.sides.${faction}`;
    if (match.darkSide === me) return 'tournament.sides.youDark';
    if (match.darkSide) return 'tournament.sides.opponentDark';
    return null;
  });

  /** "That's wrong": the player reports what really happened instead of confirming. */
  protected readonly contesting = signal(false);
  protected readonly sending = signal(false);
  protected readonly sendError = signal<ApiError | null>(null);
  protected readonly lastSent = signal<string | null>(null);

  protected report(option: ResultOption): void {
    this.send(resultBody(option, this.players()), option.key);
  }

  protected reportPlacements(placements: (string | string[])[]): void {
    this.send({ placements }, null);
  }

  protected confirm(): void {
    const report = this.match()?.match.report;
    if (report) this.send(report.result, null);
  }

  protected contest(): void {
    this.contesting.set(true);
    this.sendError.set(null);
  }

  private send(body: MatchResultBody, key: string | null): void {
    const token = this.identity()?.token;
    const match = this.match()?.match;
    if (!token || !match || this.sending()) return;
    this.sending.set(true);
    this.sendError.set(null);
    this.api
      .report(match.id, body, token)
      .pipe(
        finalize(() => {
          this.sending.set(false);
          this.reload$.next();
        }),
        takeUntilDestroyed(this.destroyRef),
      )
      .subscribe({
        next: () => {
          this.lastSent.set(key);
          this.contesting.set(false);
        },
        error: (error: unknown) => {
          this.sendError.set(toApiError(error));
          this.contesting.set(false);
        },
      });
  }

  private load(eventId: string, token: string, view: PublicEventView, number: number): Observable<Loaded> {
    const round$ =
      number > 0
        ? this.api.round(eventId, number, token).pipe(catchError(keepOnNetworkError))
        : of<RoundView | null>(null);
    const bracket = view.status === 'top-cut' || view.status === 'finished';
    const topCut$ = bracket
      ? this.api.topCut(eventId, token).pipe(catchError(keepOnNetworkError))
      : of<BracketView | null>(null);
    return combineLatest([round$, topCut$]).pipe(
      map(([round, topCut]) => ({ view, round, topCut, loadedAt: Date.now() })),
    );
  }
}
