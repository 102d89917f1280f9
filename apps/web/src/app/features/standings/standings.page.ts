import { ChangeDetectionStrategy, Component, computed, inject } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { ActivatedRoute, RouterLink } from '@angular/router';
import type { PublicEventView, Standing } from '@cantina/contract';
import { TranslocoDirective } from '@jsverse/transloco';
import {
  EMPTY,
  Observable,
  catchError,
  distinctUntilChanged,
  forkJoin,
  map,
  of,
  shareReplay,
  startWith,
  switchMap,
} from 'rxjs';
import { toApiError } from '../../core/api/api-error';
import { EventsApi } from '../../core/api/events-api';
import { LoadState, readyValue } from '../../core/load-state';
import { TokenStore } from '../../core/storage/token-store';
import { EventFacts } from '../../shared/event-facts';
import { tournamentPageTitle } from '../../shared/tournament/page-title';
import { TOURNAMENT_POLL_MS } from '../../shared/tournament/poll';
import { overlayPushes, stampedRead } from '../../shared/tournament/push-overlay';
import { injectViewerFeed, pushedStandings, viewerReloads } from '../../shared/tournament/viewer-feed';
import { StandingsTable } from '../../shared/tournament/standings-table';
import { TournamentApi } from '../../shared/tournament/tournament-api';
import { TournamentProblem } from '../../shared/tournament/tournament-problem';

interface Loaded {
  view: PublicEventView;
  standings: Standing[];
}

/**
 * `/events/:id/standings`: anyone's view of the standings, with the tiebreakers as percentages; live
 * (socket) on a device that holds a token for the event.
 */
@Component({
  selector: 'app-standings-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [RouterLink, TranslocoDirective, EventFacts, StandingsTable, TournamentProblem],
  template: `
    <ng-container *transloco="let t">
      @let current = state();
      @switch (current.status) {
        @case ('loading') {
          <p role="status">{{ t('common.loading') }}</p>
        }
        @case ('error') {
          <h1>{{ t('tournament.standings.title') }}</h1>
          <app-tournament-problem [error]="current.error" />
          <a class="button secondary" routerLink="/">{{ t('common.backHome') }}</a>
        }
        @case ('ready') {
          @let event = current.value.view;
          <p class="event" data-testid="event-name">{{ event.name }}</p>
          <h1>
            {{
              event.rounds > 0
                ? t('tournament.standings.afterRound', { number: event.rounds })
                : t('tournament.standings.title')
            }}
          </h1>
          <app-event-facts [game]="event.game" [format]="event.format" [status]="event.status" />
          <div class="card">
            <app-standings-table [rows]="current.value.standings" [selfId]="selfId()" />
          </div>
          @if (selfId()) {
            <a class="button secondary back" data-testid="my-match-link" [routerLink]="['/events', event.id, 'match']">
              {{ t('tournament.myMatch.title') }}
            </a>
          }
        }
      }
    </ng-container>
  `,
  styles: `
    .event {
      margin: 0;
      color: var(--muted);
      font-weight: 600;
    }
    .card {
      padding: 0.5rem;
    }
    .back {
      margin-top: 1rem;
    }
  `,
})
export class StandingsPage {
  private readonly events = inject(EventsApi);
  private readonly api = inject(TournamentApi);
  private readonly tokens = inject(TokenStore);
  private readonly pollMs = inject(TOURNAMENT_POLL_MS);
  private readonly viewerFeed = injectViewerFeed();

  private readonly eventId$ = inject(ActivatedRoute).paramMap.pipe(
    map((params) => params.get('id') ?? ''),
    distinctUntilChanged(),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
  private readonly eventId = toSignal(this.eventId$, { initialValue: '' });
  protected readonly selfId = computed(() => this.tokens.player(this.eventId())?.id ?? null);

  protected readonly state = toSignal(
    this.eventId$.pipe(
      switchMap((eventId) =>
        this.live(eventId).pipe(
          map((value): LoadState<Loaded> => ({ status: 'ready', value })),
          catchError((error: unknown) => of<LoadState<Loaded>>({ status: 'error', error: toApiError(error) })),
          startWith<LoadState<Loaded>>({ status: 'loading' }),
        ),
      ),
    ),
    { initialValue: { status: 'loading' } as LoadState<Loaded> },
  );
  protected readonly loaded = computed(() => readyValue(this.state()));

  constructor() {
    tournamentPageTitle('standings');
  }

  /**
   * Pushed when this device holds a token for the event (the standings come with the push); polled
   * (slowly) otherwise or while offline.
   */
  private live(eventId: string): Observable<Loaded> {
    const connection = this.viewerFeed(eventId);
    const reads$ = viewerReloads(connection, this.pollMs * 3).pipe(
      switchMap((_, index) => stampedRead(() => this.load(eventId, index === 0))),
    );
    return overlayPushes(reads$, pushedStandings(connection), (loaded: Loaded, standings) => ({
      ...loaded,
      standings,
    }));
  }

  private load(eventId: string, first: boolean): Observable<Loaded> {
    const read$ = forkJoin({ view: this.events.get(eventId), standings: this.api.standings(eventId) });
    return first ? read$ : read$.pipe(catchError(() => EMPTY));
  }
}
