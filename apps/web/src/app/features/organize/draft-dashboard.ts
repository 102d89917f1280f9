import {
  ChangeDetectionStrategy,
  Component,
  DOCUMENT,
  DestroyRef,
  computed,
  effect,
  inject,
  input,
  signal,
} from '@angular/core';
import { takeUntilDestroyed, toObservable, toSignal } from '@angular/core/rxjs-interop';
import type { PodProgressView, PodView, PublicPlayer } from '@cantina/contract';
import { TranslocoDirective } from '@jsverse/transloco';
import { Observable, Subject, catchError, finalize, map, merge, of, scan, startWith, switchMap } from 'rxjs';
import { ApiError, toApiError } from '../../core/api/api-error';
import { DraftApi, isStartedPod } from '../../core/api/draft-api';
import { LanguageService } from '../../core/i18n/language.service';
import { pluralKey } from '../../core/i18n/plural';
import type { EventsConnection } from '../../core/socket/events-socket';
import { ProblemMessage } from '../../shared/problem-message';
import { clockText, countdownLevel, secondsLeft } from '../draft/countdown';
import { DRAFT_PACKS } from '../draft/pick-header';
import { downloadJson } from './draft-log-file';
import { mergeLoaded, mergePod, seatRows, type SeatRow } from './pod-progress';

interface PodsState {
  loading: boolean;
  error: ApiError | null;
  pods: PodView[];
}

type PodsChange =
  | { kind: 'loaded'; pods: PodView[] }
  | { kind: 'error'; error: ApiError }
  | { kind: 'pod'; pod: PodView };

function reduce(state: PodsState, change: PodsChange): PodsState {
  switch (change.kind) {
    case 'loaded':
      return { loading: false, error: null, pods: mergeLoaded(state.pods, change.pods) };
    case 'error':
      return { ...state, loading: false, error: change.error };
    case 'pod':
      return { ...state, pods: mergePod(state.pods, change.pod) };
  }
}

const INITIAL: PodsState = { loading: true, error: null, pods: [] };

interface PodCard {
  pod: PodView;
  number: number;
  started: PodProgressView | null;
  rows: SeatRow[];
}

/** A seat's pick clock as the dashboard shows it. */
export interface SeatClock {
  text: string;
  seconds: number;
  level: 'calm' | 'amber' | 'red';
}

const CLOCK_TICK_MS = 1000;

/**
 * The organizer's draft dashboard: every pod as a table of seats (number as the phones show it, name
 * or bot, connection dot, pick, pick clock, packs waiting, bot-controlled), live from the `pod` and
 * `presence` pushes; pause and resume a pod, hand a seat to a bot (after a confirmation); the draft log
 * as a JSON file.
 */
@Component({
  selector: 'app-draft-dashboard',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective, ProblemMessage],
  templateUrl: './draft-dashboard.html',
  styleUrl: './draft-dashboard.css',
})
export class DraftDashboard {
  readonly eventId = input.required<string>();
  readonly token = input.required<string>();
  readonly connection = input.required<EventsConnection>();
  readonly players = input.required<readonly PublicPlayer[]>();

  private readonly api = inject(DraftApi);
  private readonly document = inject(DOCUMENT);
  private readonly destroyRef = inject(DestroyRef);
  private readonly lang = inject(LanguageService).current;
  protected readonly packs = DRAFT_PACKS;

  private readonly source = computed(() => ({
    eventId: this.eventId(),
    token: this.token(),
    connection: this.connection(),
  }));
  /** Views answered by our own pause / resume / hand-to-bot calls. */
  private readonly answered$ = new Subject<PodProgressView>();

  private readonly state = toSignal(
    toObservable(this.source).pipe(
      switchMap(({ eventId, token, connection }) => {
        // Pushes first, so that none is missed while the pods load.
        const pushed$: Observable<PodsChange> = merge(connection.pod$, this.answered$).pipe(
          map((pod): PodsChange => ({ kind: 'pod', pod })),
        );
        const loaded$ = this.api.pods(eventId, token).pipe(
          map((pods): PodsChange => ({ kind: 'loaded', pods })),
          catchError((error: unknown) => of<PodsChange>({ kind: 'error', error: toApiError(error) })),
        );
        return merge(pushed$, loaded$).pipe(scan(reduce, INITIAL), startWith(INITIAL));
      }),
    ),
    { initialValue: INITIAL },
  );

  /** Players whose phone is connected now (null until the first `presence` push). */
  private readonly presence = toSignal(
    toObservable(this.connection).pipe(
      switchMap((connection) => connection.presence$.pipe(map((push): ReadonlySet<string> => new Set(push.connected)))),
    ),
    { initialValue: null },
  );
  private readonly now = signal(Date.now());

  protected readonly loading = computed(() => this.state().loading);
  protected readonly loadError = computed(() => this.state().error);
  protected readonly pods = computed((): PodCard[] =>
    this.state().pods.map((pod, i) => ({
      pod,
      number: i + 1,
      started: isStartedPod(pod) ? pod : null,
      rows: seatRows(pod, this.players(), this.presence()),
    })),
  );
  /** Whether any seat has a clock running, so that the dashboard ticks only then. */
  private readonly clocksRun = computed(() => this.pods().some((card) => card.rows.some((row) => row.deadline)));
  /** The seat whose hand-to-bot waits for the organizer's confirmation (`podId:seat`). */
  protected readonly confirming = signal<string | null>(null);

  constructor() {
    effect((onCleanup) => {
      if (!this.clocksRun()) return;
      this.now.set(Date.now());
      const timer = setInterval(() => this.now.set(Date.now()), CLOCK_TICK_MS);
      onCleanup(() => clearInterval(timer));
    });
  }

  protected clock(row: SeatRow): SeatClock | null {
    if (!row.deadline) return null;
    const seconds = secondsLeft(row.deadline, this.now());
    return { text: clockText(seconds), seconds, level: countdownLevel(seconds) };
  }

  protected seatKey(pod: PodView, row: SeatRow): string {
    return `${pod.id}:${row.seat}`;
  }

  protected askHandToBot(pod: PodView, row: SeatRow): void {
    this.confirming.set(this.seatKey(pod, row));
  }

  protected cancelHandToBot(): void {
    this.confirming.set(null);
  }

  protected readonly busy = signal<string | null>(null);
  protected readonly actionError = signal<ApiError | null>(null);
  protected readonly downloading = signal(false);

  protected packsKey(count: number): string {
    return count === 0 ? 'organize.draft.packs.none' : pluralKey('organize.draft.packs.waiting', this.lang(), count);
  }

  protected pause(pod: PodView): void {
    this.run(`${pod.id}:pause`, this.api.pause(this.eventId(), pod.id, this.token()));
  }

  protected resume(pod: PodView): void {
    this.run(`${pod.id}:resume`, this.api.resume(this.eventId(), pod.id, this.token()));
  }

  protected handToBot(pod: PodView, row: SeatRow): void {
    this.confirming.set(null);
    this.run(`${pod.id}:seat:${row.seat}`, this.api.handToBot(this.eventId(), pod.id, row.seat, this.token()));
  }

  protected downloadLog(): void {
    if (this.downloading()) return;
    const eventId = this.eventId();
    this.downloading.set(true);
    this.actionError.set(null);
    this.api
      .log(eventId, this.token())
      .pipe(
        finalize(() => this.downloading.set(false)),
        takeUntilDestroyed(this.destroyRef),
      )
      .subscribe({
        next: (log) => downloadJson(this.document, `draft-log-${eventId}.json`, log),
        error: (error: unknown) => this.actionError.set(toApiError(error)),
      });
  }

  private run(key: string, call: Observable<PodProgressView>): void {
    if (this.busy()) return;
    this.busy.set(key);
    this.actionError.set(null);
    call
      .pipe(
        finalize(() => this.busy.set(null)),
        takeUntilDestroyed(this.destroyRef),
      )
      .subscribe({
        next: (pod) => this.answered$.next(pod),
        error: (error: unknown) => this.actionError.set(toApiError(error)),
      });
  }
}
