import { ChangeDetectionStrategy, Component, DOCUMENT, DestroyRef, computed, inject, signal } from '@angular/core';
import { takeUntilDestroyed, toSignal } from '@angular/core/rxjs-interop';
import { ActivatedRoute, RouterLink } from '@angular/router';
import type { OrganizerEventView, PublicEventView, PublicPlayer } from '@cantina/contract';
import { TranslocoDirective } from '@jsverse/transloco';
import {
  EMPTY,
  Subject,
  catchError,
  distinctUntilChanged,
  finalize,
  map,
  merge,
  of,
  shareReplay,
  startWith,
  switchMap,
} from 'rxjs';
import { ApiError, toApiError } from '../../core/api/api-error';
import { EventsApi } from '../../core/api/events-api';
import { LanguageService } from '../../core/i18n/language.service';
import { pluralKey } from '../../core/i18n/plural';
import { LoadState, readyValue } from '../../core/load-state';
import { ConnectionState, EventsSocket } from '../../core/socket/events-socket';
import { liveView } from '../../core/socket/live-view';
import { TokenStore } from '../../core/storage/token-store';
import { ConnectionIndicator } from '../../shared/connection-indicator';
import { EventFacts } from '../../shared/event-facts';
import { JoinQr } from '../../shared/join-qr';
import { PlayerList } from '../../shared/player-list';
import { ProblemMessage } from '../../shared/problem-message';

/** `/events/:id/organize`: join code and QR big, players live, drop buttons. */
@Component({
  selector: 'app-organize-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [RouterLink, TranslocoDirective, ConnectionIndicator, EventFacts, JoinQr, PlayerList, ProblemMessage],
  templateUrl: './organize.page.html',
  styleUrl: './organize.page.css',
})
export class OrganizePage {
  private readonly api = inject(EventsApi);
  private readonly tokens = inject(TokenStore);
  private readonly sockets = inject(EventsSocket);
  private readonly destroyRef = inject(DestroyRef);
  private readonly origin = inject(DOCUMENT).location.origin;
  private readonly lang = inject(LanguageService).current;

  private readonly session$ = inject(ActivatedRoute).paramMap.pipe(
    map((params) => params.get('id') ?? ''),
    distinctUntilChanged(),
    map((eventId) => {
      const token = this.tokens.organizerToken(eventId);
      return { eventId, token, connection: token ? this.sockets.connect(token) : null };
    }),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
  private readonly session = toSignal(this.session$);
  private readonly refreshed$ = new Subject<PublicEventView>();

  protected readonly state = toSignal(
    this.session$.pipe(
      switchMap(({ eventId, token, connection }) => {
        if (!token || !connection) return of<LoadState<OrganizerEventView>>({ status: 'no-access' });
        return liveView(this.api.getAsOrganizer(eventId, token), merge(connection.event$, this.refreshed$)).pipe(
          map((value): LoadState<OrganizerEventView> => ({ status: 'ready', value })),
          catchError((error: unknown) =>
            of<LoadState<OrganizerEventView>>({ status: 'error', error: toApiError(error) }),
          ),
          startWith<LoadState<OrganizerEventView>>({ status: 'loading' }),
        );
      }),
    ),
    { initialValue: { status: 'loading' } as LoadState<OrganizerEventView> },
  );
  protected readonly connection = toSignal(
    this.session$.pipe(switchMap(({ connection }) => connection?.state$ ?? EMPTY)),
    { initialValue: 'connecting' as ConnectionState },
  );

  protected readonly view = computed(() => readyValue(this.state()));
  protected readonly joinUrl = computed(() => {
    const code = this.view()?.joinCode;
    return code ? `${this.origin}/join/${code}` : '';
  });
  protected readonly activeCount = computed(() => this.view()?.players.filter((player) => !player.dropped).length ?? 0);
  protected readonly activeKey = computed(() => pluralKey('organize.activePlayers', this.lang(), this.activeCount()));
  protected readonly activeCountText = computed(() => new Intl.NumberFormat(this.lang()).format(this.activeCount()));

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
