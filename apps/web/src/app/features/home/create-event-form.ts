import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  computed,
  effect,
  inject,
  signal,
  untracked,
} from '@angular/core';
import { takeUntilDestroyed, toSignal } from '@angular/core/rxjs-interop';
import { FormControl, FormGroup, ReactiveFormsModule, Validators } from '@angular/forms';
import { Router } from '@angular/router';
import { NAME_MAX_LENGTH, defaultEventSettings, type GameView, type SettingsFormat } from '@cantina/contract';
import { isIsoDate, type GameId } from '@cantina/games';
import { TranslocoDirective } from '@jsverse/transloco';
import { Subject, catchError, finalize, map, of, startWith, switchMap, tap } from 'rxjs';
import { ApiError, toApiError } from '../../core/api/api-error';
import { EventsApi } from '../../core/api/events-api';
import { GamesApi } from '../../core/api/games-api';
import { CatalogLabelPipe } from '../../core/i18n/catalog-label.pipe';
import { LanguageService } from '../../core/i18n/language.service';
import { TokenStore } from '../../core/storage/token-store';
import { EventSettingsFields } from '../../shared/event-settings/event-settings-fields';
import { gameCardSets } from '../../shared/event-settings/game-card-sets';
import { changedSettings, fillSettings, settingsForm, settingsOf } from '../../shared/event-settings/settings-form';
import { ProblemMessage } from '../../shared/problem-message';

type GamesState = { status: 'loading' } | { status: 'ready'; games: GameView[] } | { status: 'error'; error: ApiError };

/**
 * "Create an event": name, game, format, then every setting that applies to the format (issue 12 item 2)
 * with a line saying what will happen; only the settings that differ from the defaults are sent.
 */
@Component({
  selector: 'app-create-event-form',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [ReactiveFormsModule, TranslocoDirective, CatalogLabelPipe, EventSettingsFields, ProblemMessage],
  templateUrl: './create-event-form.html',
  styles: `
    .settings {
      min-width: 0;
      margin: 0.5rem 0 0;
      padding: 0;
      border: 0;
    }
    legend {
      margin-bottom: 0.5rem;
      padding: 0;
      font-size: 1.1rem;
      font-weight: 700;
    }
  `,
})
export class CreateEventForm {
  private readonly gamesApi = inject(GamesApi);
  private readonly eventsApi = inject(EventsApi);
  private readonly tokens = inject(TokenStore);
  private readonly router = inject(Router);
  private readonly destroyRef = inject(DestroyRef);
  protected readonly lang = inject(LanguageService).current;
  protected readonly nameMax = NAME_MAX_LENGTH;

  protected readonly form = new FormGroup({
    name: new FormControl('', {
      nonNullable: true,
      validators: [Validators.required, Validators.maxLength(NAME_MAX_LENGTH), Validators.pattern(/\S/)],
    }),
    game: new FormControl('', { nonNullable: true, validators: Validators.required }),
    format: new FormControl('', { nonNullable: true, validators: Validators.required }),
    /** Constructed events: the day it is played (decks are checked for it); empty = the day it is created. */
    date: new FormControl('', { nonNullable: true }),
    settings: settingsForm(),
    /** Not sent: the attendance the summary and the recommended rounds count with. */
    expected: new FormControl<number | null>(8, { validators: [Validators.min(0), Validators.max(10_000)] }),
  });

  /** The games as last loaded, read synchronously when the game changes. */
  private catalog: GameView[] = [];
  private readonly gameId = toSignal(
    this.form.controls.game.valueChanges.pipe(
      startWith(this.form.controls.game.value),
      tap((gameId) => this.keepFormatOf(gameId)),
    ),
    { initialValue: '' },
  );

  private readonly reload$ = new Subject<void>();
  protected readonly gamesState = toSignal(
    this.reload$.pipe(
      startWith(undefined),
      switchMap(() =>
        this.gamesApi.list().pipe(
          tap((games) => this.useCatalog(games)),
          map((games): GamesState => ({ status: 'ready', games })),
          catchError((error: unknown) => of<GamesState>({ status: 'error', error: toApiError(error) })),
          startWith<GamesState>({ status: 'loading' }),
        ),
      ),
    ),
    { initialValue: { status: 'loading' } as GamesState },
  );

  protected readonly games = computed(() => {
    const state = this.gamesState();
    return state.status === 'ready' ? state.games : [];
  });
  protected readonly formats = computed(() => this.games().find((game) => game.id === this.gameId())?.formats ?? []);
  private readonly formatId = toSignal(
    this.form.controls.format.valueChanges.pipe(startWith(this.form.controls.format.value)),
    { initialValue: '' },
  );
  protected readonly constructed = computed(
    () => this.formats().find((format) => format.id === this.formatId())?.kind === 'constructed',
  );
  /** The chosen format as the settings see it (null until the games are in). */
  protected readonly settingsFormat = computed((): SettingsFormat | null => {
    const format = this.formats().find((f) => f.id === this.formatId());
    return format ? { ...format, game: this.gameId() as GameId } : null;
  });
  protected readonly defaults = computed(() => {
    const format = this.settingsFormat();
    return format ? defaultEventSettings(format) : null;
  });
  private readonly expectedValue = toSignal(
    this.form.controls.expected.valueChanges.pipe(startWith(this.form.controls.expected.value)),
    { initialValue: 8 },
  );
  protected readonly expected = computed(() => Math.max(0, Math.min(10_000, Math.floor(this.expectedValue() ?? 0))));
  /** The imported sets of the game, for limited formats (null while they load). */
  protected readonly sets = gameCardSets(
    computed(() => {
      const format = this.settingsFormat();
      return format && format.kind !== 'constructed' ? format.game : null;
    }),
  );

  /** The format the settings part was last filled for. */
  private filledFor: string | null = null;

  constructor() {
    effect(() => {
      this.settingsFormat();
      untracked(() => this.fillForFormat());
    });
  }

  /** A new format starts from its defaults (the organizer's choices of another format may not apply). */
  private fillForFormat(): void {
    const format = this.settingsFormat();
    const defaults = this.defaults();
    if (!format || !defaults || this.filledFor === `${format.game}/${format.id}`) return;
    this.filledFor = `${format.game}/${format.id}`;
    fillSettings(this.form.controls.settings, defaults, null, format);
  }

  protected readonly submitted = signal(false);
  protected readonly pending = signal(false);
  protected readonly error = signal<ApiError | null>(null);

  protected retry(): void {
    this.reload$.next();
  }

  protected showNameError(): boolean {
    const name = this.form.controls.name;
    return name.invalid && (name.touched || this.submitted());
  }

  protected submit(): void {
    this.submitted.set(true);
    this.fillForFormat();
    if (this.form.invalid || this.pending()) return;
    const { name, game, format, date } = this.form.getRawValue();
    const dated = this.constructed() && isIsoDate(date) ? { date } : {};
    const settingsFormat = this.settingsFormat();
    const defaults = this.defaults();
    if (!settingsFormat || !defaults) return;
    const values = this.form.controls.settings.getRawValue();
    const changed = changedSettings(settingsOf(values, defaults), defaults, settingsFormat);
    const set = !this.constructed() && values.set ? { set: values.set } : {};
    const settings = Object.keys(changed).length > 0 ? { settings: changed } : {};
    this.pending.set(true);
    this.error.set(null);
    this.eventsApi
      .create({ name: name.trim(), game: game as GameId, format, ...set, ...dated, ...settings })
      .pipe(
        finalize(() => this.pending.set(false)),
        takeUntilDestroyed(this.destroyRef),
      )
      .subscribe({
        next: (created) => {
          this.tokens.saveOrganizerToken(created.id, created.organizerToken);
          void this.router.navigate(['/events', created.id, 'organize']);
        },
        error: (error: unknown) => this.error.set(toApiError(error)),
      });
  }

  private useCatalog(games: GameView[]): void {
    this.catalog = games;
    const game = games.find((g) => g.id === this.form.controls.game.value) ?? games[0];
    // Emits even when unchanged, so the format choice follows the game.
    this.form.controls.game.setValue(game?.id ?? '');
  }

  /** Keeps the chosen format when the new game has it, else takes the game's first format. */
  private keepFormatOf(gameId: string): void {
    const formats = this.catalog.find((game) => game.id === gameId)?.formats ?? [];
    const format = this.form.controls.format;
    if (!formats.some((f) => f.id === format.value)) format.setValue(formats[0]?.id ?? '');
  }
}
