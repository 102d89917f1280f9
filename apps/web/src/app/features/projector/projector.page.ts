import { ChangeDetectionStrategy, Component, ViewEncapsulation, computed, inject } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { ActivatedRoute } from '@angular/router';
import type { BracketView, PublicEventView, RoundView, Standing } from '@cantina/contract';
import { TranslocoDirective } from '@jsverse/transloco';
import { EMPTY, Observable, catchError, distinctUntilChanged, forkJoin, map, of, startWith, switchMap } from 'rxjs';
import { toApiError } from '../../core/api/api-error';
import { EventsApi } from '../../core/api/events-api';
import { LanguageService } from '../../core/i18n/language.service';
import { LoadState, readyValue } from '../../core/load-state';
import { snapshotOf } from '../../shared/tournament/countdown';
import { tournamentPageTitle } from '../../shared/tournament/page-title';
import { alphabeticalPairings, nameLookup } from '../../shared/tournament/pairings';
import { TOURNAMENT_POLL_MS, orFallback, pollTicks } from '../../shared/tournament/poll';
import { RoundTimerDisplay } from '../../shared/tournament/round-timer';
import { StandingsTable } from '../../shared/tournament/standings-table';
import { TournamentApi } from '../../shared/tournament/tournament-api';
import { TournamentProblem } from '../../shared/tournament/tournament-problem';
import { bracketMatch, currentStage, openMatches, stageKey } from '../../shared/tournament/tournament-types';
import { AutoScroll } from './auto-scroll';

interface Screen {
  view: PublicEventView;
  round: RoundView | null;
  standings: Standing[];
  topCut: BracketView | null;
  loadedAt: number;
}

/**
 * `/events/:id/projector`: the room's screen. Public data only, re-read every few seconds (the socket
 * needs a token): the pairings in huge type, scrolling by themselves, with the clock while a round is
 * played; the standings once its results are in; the bracket during the top cut. No controls.
 */
@Component({
  selector: 'app-projector-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  encapsulation: ViewEncapsulation.None,
  imports: [TranslocoDirective, AutoScroll, RoundTimerDisplay, StandingsTable, TournamentProblem],
  templateUrl: './projector.page.html',
  styleUrl: './projector.page.css',
})
export class ProjectorPage {
  private readonly events = inject(EventsApi);
  private readonly api = inject(TournamentApi);
  private readonly pollMs = inject(TOURNAMENT_POLL_MS);
  protected readonly lang = inject(LanguageService).current;

  protected readonly state = toSignal(
    inject(ActivatedRoute).paramMap.pipe(
      map((params) => params.get('id') ?? ''),
      distinctUntilChanged(),
      switchMap((eventId) =>
        pollTicks(this.pollMs).pipe(
          switchMap((tick) => this.load(eventId, tick === -1)),
          map((value): LoadState<Screen> => ({ status: 'ready', value })),
          catchError((error: unknown) => of<LoadState<Screen>>({ status: 'error', error: toApiError(error) })),
          startWith<LoadState<Screen>>({ status: 'loading' }),
        ),
      ),
    ),
    { initialValue: { status: 'loading' } as LoadState<Screen> },
  );

  constructor() {
    tournamentPageTitle('projector');
  }

  protected readonly screen = computed(() => readyValue(this.state()));
  protected readonly nameOf = computed(() => nameLookup(this.screen()?.view.players ?? []));
  protected readonly timer = computed(() => {
    const screen = this.screen();
    return snapshotOf(screen?.round?.timer, screen?.loadedAt ?? 0);
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
  /** What the room needs now. */
  protected readonly mode = computed((): 'bracket' | 'pairings' | 'standings' | 'waiting' => {
    const screen = this.screen();
    if (!screen) return 'waiting';
    if (this.bracket()) return 'bracket';
    if (screen.round && openMatches(screen.round).length > 0) return 'pairings';
    return screen.round ? 'standings' : 'waiting';
  });
  protected readonly lines = computed(() =>
    alphabeticalPairings(this.screen()?.round?.matches ?? [], this.nameOf(), this.lang()),
  );

  /** The first read must work; later failed reads keep the screen as it is. */
  private load(eventId: string, first: boolean): Observable<Screen> {
    const view$ = first ? this.events.get(eventId) : this.events.get(eventId).pipe(catchError(() => EMPTY));
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
