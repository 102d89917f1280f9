import { ChangeDetectionStrategy, Component, DestroyRef, computed, inject, input, output, signal } from '@angular/core';
import { takeUntilDestroyed } from '@angular/core/rxjs-interop';
import type { PublicEventView, PublicPlayer } from '@cantina/contract';
import { TranslocoDirective } from '@jsverse/transloco';
import { EMPTY, catchError, concatMap, finalize, from, of, tap, toArray } from 'rxjs';
import { ApiError, toApiError } from '../../core/api/api-error';
import { LanguageService } from '../../core/i18n/language.service';
import { pluralKey } from '../../core/i18n/plural';
import { TokenStore } from '../../core/storage/token-store';
import { PlayerList } from '../player-list';
import { ProblemMessage } from '../problem-message';
import { lateEntryNote, reinstateNote } from './late-entry';
import { NAME_MAX_LENGTH, PASTE_MAX_CHARS, PASTE_MAX_NAMES, parseNameList } from './name-list';
import { PlayersDeskApi } from './players-desk-api';

/** What the last add did: who got in, and who did not (with the reason). */
interface AddReport {
  added: string[];
  failed: { name: string; error: ApiError }[];
}

/**
 * "Players at the counter" (issue 12): the organizer adds one player or a pasted list (late entry
 * included, with what that means for the rounds), drops with a confirmation (`roster`: on pages
 * without their own player list) and takes a drop back. The event view is kept live by the page's
 * feed: every change here is pushed to it by the server.
 */
@Component({
  selector: 'app-players-desk',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective, PlayerList, ProblemMessage],
  templateUrl: './players-desk.html',
  styleUrl: './players-desk.css',
})
export class PlayersDesk {
  private readonly api = inject(PlayersDeskApi);
  private readonly tokens = inject(TokenStore);
  private readonly destroyRef = inject(DestroyRef);
  private readonly lang = inject(LanguageService).current;

  readonly event = input.required<PublicEventView>();
  /** Also list the active players with a drop button (the rounds page has no player list of its own). */
  readonly roster = input(false);
  /** A player was added, dropped or reinstated (the page may read the event again). */
  readonly changed = output<void>();

  protected readonly nameMax = NAME_MAX_LENGTH;
  protected readonly pasteMaxChars = PASTE_MAX_CHARS;
  protected readonly pasteMaxNames = PASTE_MAX_NAMES;

  protected readonly name = signal('');
  protected readonly list = signal('');
  protected readonly busy = signal(false);
  protected readonly progress = signal<{ done: number; total: number } | null>(null);
  protected readonly report = signal<AddReport | null>(null);
  protected readonly error = signal<ApiError | null>(null);
  protected readonly busyId = signal<string | null>(null);

  private readonly token = computed(() => this.tokens.organizerToken(this.event().id));
  protected readonly canAdd = computed(() => this.event().status !== 'finished');
  protected readonly lateNote = computed(() => lateEntryNote(this.event().status, this.event().rounds));
  protected readonly undoNote = computed(() => reinstateNote(this.event().status, this.event().rounds));
  protected readonly active = computed(() => this.event().players.filter((p) => !p.dropped));
  protected readonly dropped = computed(() => this.event().players.filter((p) => p.dropped));
  private readonly names = computed(() => this.event().players.map((p) => p.name));
  /** The pasted list as it will be sent, with what is left out and why. */
  protected readonly parsed = computed(() => parseNameList(this.list(), this.names()));
  protected readonly number = computed(() => new Intl.NumberFormat(this.lang()));
  /** "Add 3 players" (`counter.addList.*`), with the language's plural form. */
  protected readonly addListKey = computed(() => pluralKey('addList', this.lang(), this.parsed().names.length));

  protected addOne(event: Event): void {
    event.preventDefault();
    const single = parseNameList(this.name(), this.names(), 1);
    if (single.tooLong.length > 0 || single.duplicates.length > 0) {
      this.report.set(null);
      this.error.set(null);
      this.singleProblem.set(single.tooLong.length > 0 ? 'tooLong' : 'duplicate');
      return;
    }
    if (single.names.length === 0) return;
    this.addAll(single.names, () => this.name.set(''));
  }

  /** Why the single name was not sent (`counter.single.*`). */
  protected readonly singleProblem = signal<'tooLong' | 'duplicate' | null>(null);

  protected addList(): void {
    const names = this.parsed().names;
    if (names.length === 0) return;
    this.addAll(names, () => this.list.set(''));
  }

  /** One after another (the API counts players under the event's lock); a full event stops the rest. */
  private addAll(names: string[], onDone: () => void): void {
    const token = this.token();
    if (!token || this.busy()) return;
    const eventId = this.event().id;
    const report: AddReport = { added: [], failed: [] };
    let full = false;
    this.busy.set(true);
    this.singleProblem.set(null);
    this.error.set(null);
    this.report.set(null);
    this.progress.set({ done: 0, total: names.length });
    from(names)
      .pipe(
        concatMap((name) => {
          if (full) return of(null);
          return this.api.add(eventId, name, token).pipe(
            tap(() => report.added.push(name)),
            catchError((error: unknown) => {
              const apiError = toApiError(error);
              report.failed.push({ name, error: apiError });
              full ||= apiError.code === 'too-many-players' || apiError.status === 401 || apiError.status === 403;
              return of(null);
            }),
            finalize(() => this.progress.update((p) => (p ? { ...p, done: p.done + 1 } : p))),
          );
        }),
        toArray(),
        finalize(() => {
          this.busy.set(false);
          this.progress.set(null);
        }),
        takeUntilDestroyed(this.destroyRef),
      )
      .subscribe(() => {
        this.report.set(report);
        if (report.failed.length === 0) onDone();
        if (report.added.length > 0) this.changed.emit();
      });
  }

  protected drop(player: PublicPlayer): void {
    this.act(player, (eventId, token) => this.api.drop(eventId, player.id, token));
  }

  protected reinstate(player: PublicPlayer): void {
    this.act(player, (eventId, token) => this.api.reinstate(eventId, player.id, token));
  }

  private act(player: PublicPlayer, call: (eventId: string, token: string) => ReturnType<PlayersDeskApi['drop']>) {
    const token = this.token();
    if (!token || this.busyId()) return;
    this.busyId.set(player.id);
    this.error.set(null);
    call(this.event().id, token)
      .pipe(
        catchError((error: unknown) => {
          this.error.set(toApiError(error));
          return EMPTY;
        }),
        finalize(() => this.busyId.set(null)),
        takeUntilDestroyed(this.destroyRef),
      )
      .subscribe(() => this.changed.emit());
  }

  protected onName(event: Event): void {
    this.name.set((event.target as HTMLInputElement).value);
    this.singleProblem.set(null);
  }

  protected onList(event: Event): void {
    this.list.set((event.target as HTMLTextAreaElement).value);
  }
}
