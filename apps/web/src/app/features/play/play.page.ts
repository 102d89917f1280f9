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
import type { PublicEventView } from '@cantina/contract';
import { findFormat } from '@cantina/games';
import { TranslocoDirective } from '@jsverse/transloco';
import { EMPTY, Subject, catchError, finalize, switchMap } from 'rxjs';
import { ApiError, toApiError } from '../../core/api/api-error';
import { EventsApi } from '../../core/api/events-api';
import { readyValue } from '../../core/load-state';
import { EventsSocket } from '../../core/socket/events-socket';
import { connectionStateOf, playerEventState, playerSession } from '../../shared/event-session';
import { NoAccess } from '../../shared/no-access';
import { PlayerReentry } from '../../shared/access/player-reentry';
import { ConnectionIndicator } from '../../shared/connection-indicator';
import { EventFacts } from '../../shared/event-facts';
import { PlayerList } from '../../shared/player-list';
import { ProblemMessage } from '../../shared/problem-message';

/**
 * `/events/:id/play`: the player's own screen: who you are, who else is here, leave; during a draft
 * the way to the pick screen; once the packs are open or drafted, the way to the pool.
 */
@Component({
  selector: 'app-play-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [
    RouterLink,
    TranslocoDirective,
    ConnectionIndicator,
    EventFacts,
    PlayerList,
    PlayerReentry,
    ProblemMessage,
    NoAccess,
  ],
  templateUrl: './play.page.html',
  styleUrl: './play.page.css',
})
export class PlayPage {
  private readonly api = inject(EventsApi);
  private readonly sockets = inject(EventsSocket);
  private readonly destroyRef = inject(DestroyRef);
  private readonly injector = inject(Injector);

  private readonly session$ = playerSession((token) => this.sockets.connect(token));
  protected readonly session = toSignal(this.session$);
  private readonly refreshed$ = new Subject<PublicEventView>();

  protected readonly state = playerEventState(this.session$, (eventId) => this.api.get(eventId), this.refreshed$);
  protected readonly connection = connectionStateOf(this.session$);

  protected readonly identity = computed(() => this.session()?.identity ?? null);
  protected readonly me = computed(() => {
    const id = this.identity()?.id;
    return readyValue(this.state())?.players.find((player) => player.id === id) ?? null;
  });
  protected readonly hasLeft = computed(() => this.me()?.dropped ?? false);
  private readonly kind = computed(() => {
    const view = readyValue(this.state());
    return view ? (findFormat(view.game, view.format)?.kind ?? null) : null;
  });
  protected readonly isDraft = computed(() => this.kind() === 'draft');
  private readonly seated = computed(() => this.me() !== null && !this.hasLeft());
  /** A draft under way: the pick screen waits for the player. */
  protected readonly draftOpen = computed(
    () => this.isDraft() && readyValue(this.state())?.status === 'drafting' && this.seated(),
  );
  /** A started sealed event (packs open) or a finished draft: the pool waits on the pool page. */
  protected readonly poolOpen = computed(() => {
    const status = readyValue(this.state())?.status;
    const kind = this.kind();
    if (!status || status === 'registration' || status === 'drafting' || !this.seated()) return false;
    return kind === 'sealed' || kind === 'draft';
  });

  /** A constructed event with a deck: the deck builder checks it as of the event's day. */
  protected readonly deckCheck = computed(() => {
    const view = readyValue(this.state());
    if (!view || this.kind() !== 'constructed' || findFormat(view.game, view.format)?.deckless) return null;
    return { game: view.game, format: view.format, ...(view.date ? { date: view.date } : {}) };
  });

  protected readonly confirming = signal(false);
  protected readonly leaving = signal(false);
  protected readonly leaveError = signal<ApiError | null>(null);
  private readonly stayButton = viewChild<ElementRef<HTMLButtonElement>>('stayButton');
  private readonly leaveButton = viewChild<ElementRef<HTMLButtonElement>>('leaveButton');

  protected askToLeave(): void {
    this.confirming.set(true);
    this.leaveError.set(null);
    this.focusAfterRender(() => this.stayButton());
  }

  protected stay(): void {
    this.confirming.set(false);
    this.focusAfterRender(() => this.leaveButton());
  }

  protected leave(): void {
    const session = this.session();
    if (!session?.identity || this.leaving()) return;
    const { eventId, identity } = session;
    this.leaving.set(true);
    this.leaveError.set(null);
    this.api
      .drop(eventId, identity.id, identity.token)
      .pipe(
        switchMap(() => this.api.get(eventId).pipe(catchError(() => EMPTY))),
        finalize(() => {
          this.leaving.set(false);
          this.confirming.set(false);
        }),
        takeUntilDestroyed(this.destroyRef),
      )
      .subscribe({
        next: (view) => this.refreshed$.next(view),
        error: (error: unknown) => this.leaveError.set(toApiError(error)),
      });
  }

  private focusAfterRender(target: () => ElementRef<HTMLElement> | undefined): void {
    afterNextRender(() => target()?.nativeElement.focus(), { injector: this.injector });
  }
}
