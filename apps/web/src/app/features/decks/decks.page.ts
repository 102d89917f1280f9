import { ChangeDetectionStrategy, Component, computed, effect, inject, signal, untracked } from '@angular/core';
import { toObservable, toSignal } from '@angular/core/rxjs-interop';
import { ActivatedRoute, Router } from '@angular/router';
import type { Card, CardSetSummary } from '@cantina/contract';
import type { GameId } from '@cantina/games';
import { GAMES, findFormat, findGame, isGameId, isIsoDate } from '@cantina/games';
import { TranslocoDirective } from '@jsverse/transloco';
import { catchError, combineLatest, distinctUntilChanged, map, of, startWith, switchMap } from 'rxjs';
import { ApiError, toApiError } from '../../core/api/api-error';
import { CardSetsApi } from '../../core/api/card-sets-api';
import { CatalogLabelPipe } from '../../core/i18n/catalog-label.pipe';
import { LanguageService } from '../../core/i18n/language.service';
import { DeckBuilder } from '../../shared/deck-builder/deck-builder';
import { DeckDraftStore, deckDraftKey } from '../../shared/deck-builder/deck-draft-store';
import { ProblemMessage } from '../../shared/problem-message';

type SetsState =
  | { status: 'loading' }
  | { status: 'ready'; game: GameId; sets: CardSetSummary[] }
  | { status: 'error'; error: ApiError };

type CardsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; game: GameId; set: string; cards: Card[] }
  | { status: 'error'; error: ApiError };

const DEFAULT_GAME: GameId = 'swu';

/**
 * `/decks?game=&format=&set=`: the deck builder for a set of the catalog. The three choices live in
 * the URL, so a link opens the same builder; the deck itself is remembered per game and format.
 */
@Component({
  selector: 'app-decks-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective, CatalogLabelPipe, DeckBuilder, ProblemMessage],
  template: `
    <ng-container *transloco="let t">
      <div class="no-print">
        <h1>{{ t('decks.title') }}</h1>
        <p class="lead">{{ t('decks.intro') }}</p>
        <div class="pickers">
          <div class="field">
            <label for="deck-game">{{ t('decks.game') }}</label>
            <select id="deck-game" data-testid="deck-game" (change)="chooseGame($event)">
              @for (g of games; track g.id) {
                <option [value]="g.id" [selected]="g.id === game()">{{ g.id | catalogLabel: 'games' : lang() }}</option>
              }
            </select>
          </div>
          <div class="field">
            <label for="deck-format">{{ t('decks.format') }}</label>
            <select id="deck-format" data-testid="deck-format" (change)="navigate({ format: value($event) })">
              @for (f of formats(); track f.id) {
                <option [value]="f.id" [selected]="f.id === format()">
                  {{ f.id | catalogLabel: 'formats' : lang() }}
                </option>
              }
            </select>
          </div>
          <div class="field">
            <label for="deck-set">{{ t('decks.set') }}</label>
            <select
              id="deck-set"
              data-testid="deck-set"
              [disabled]="sets().length === 0"
              (change)="navigate({ set: value($event) })"
            >
              @for (s of sets(); track s.code) {
                <option [value]="s.code" [selected]="s.code === set()">{{ s.code }} · {{ s.name }}</option>
              }
            </select>
          </div>
          @if (constructed()) {
            <div class="field">
              <label for="deck-date">{{ t('decks.date') }}</label>
              <input
                id="deck-date"
                type="date"
                data-testid="deck-date"
                [value]="date() ?? ''"
                (change)="chooseDate($event)"
              />
            </div>
          }
        </div>

        @switch (setsState().status) {
          @case ('loading') {
            <p class="hint" role="status">{{ t('decks.loadingSets') }}</p>
          }
          @case ('error') {
            <div class="problem" role="alert">
              <p>{{ t('decks.setsFailed') }}</p>
              <button type="button" class="secondary" (click)="retry()">{{ t('common.retry') }}</button>
            </div>
          }
          @case ('ready') {
            @if (sets().length === 0) {
              <p class="notice" data-testid="deck-no-sets">{{ t('decks.noSets') }}</p>
            }
          }
        }
        @switch (cardsState().status) {
          @case ('loading') {
            <p class="hint" role="status">{{ t('decks.loadingCards') }}</p>
          }
          @case ('error') {
            <p class="hint">{{ t('decks.cardsFailed') }}</p>
            <app-problem-message [error]="cardsError()" />
            <button type="button" class="secondary" (click)="retry()">{{ t('common.retry') }}</button>
          }
        }
      </div>

      @if (loaded(); as ready) {
        <app-deck-builder
          [game]="ready.game"
          [format]="format()"
          [set]="ready.set"
          [cards]="ready.cards"
          [storageKey]="storageKey()"
          [date]="date()"
        />
      }
    </ng-container>
  `,
  styles: `
    .lead {
      margin: 0 0 1rem;
      color: var(--muted);
    }
    .pickers {
      display: grid;
      gap: 0 1rem;
    }
    @media (min-width: 40rem) {
      .pickers {
        grid-template-columns: repeat(3, minmax(0, 1fr));
      }
    }
  `,
})
export class DecksPage {
  private readonly api = inject(CardSetsApi);
  private readonly router = inject(Router);
  private readonly route = inject(ActivatedRoute);
  private readonly store = inject(DeckDraftStore);
  protected readonly lang = inject(LanguageService).current;
  protected readonly games = GAMES;

  private readonly query = toSignal(this.route.queryParamMap, { requireSync: true });
  private readonly reload = signal(0);

  protected readonly game = computed((): GameId => {
    const wanted = this.query().get('game');
    return isGameId(wanted) ? wanted : DEFAULT_GAME;
  });
  protected readonly formats = computed(() => findGame(this.game())?.formats ?? []);
  protected readonly format = computed(() => {
    const wanted = this.query().get('format');
    const formats = this.formats();
    return formats.find((f) => f.id === wanted)?.id ?? formats[0]?.id ?? '';
  });
  protected readonly storageKey = computed(() => deckDraftKey(this.game(), this.format()));
  protected readonly constructed = computed(() => findFormat(this.game(), this.format())?.kind === 'constructed');
  /** `?date=`: the day legality is checked for (an event's date); absent, the builder uses today. */
  protected readonly date = computed((): string | undefined => {
    const wanted = this.query().get('date');
    return isIsoDate(wanted) ? wanted : undefined;
  });

  protected readonly setsState = toSignal(
    combineLatest([toObservable(this.game), toObservable(this.reload)]).pipe(
      switchMap(([game]) =>
        this.api.list(game).pipe(
          map((sets): SetsState => ({ status: 'ready', game, sets })),
          catchError((error: unknown) => of<SetsState>({ status: 'error', error: toApiError(error) })),
          startWith<SetsState>({ status: 'loading' }),
        ),
      ),
    ),
    { initialValue: { status: 'loading' } as SetsState },
  );

  protected readonly sets = computed(() => {
    const state = this.setsState();
    return state.status === 'ready' && state.game === this.game() ? state.sets : [];
  });

  /** The URL's set, else the one the saved deck was built from, else the first set of the game. */
  protected readonly set = computed((): string | undefined => {
    const codes = this.sets().map((s) => s.code);
    const wanted = this.query().get('set');
    if (wanted && codes.includes(wanted)) return wanted;
    const saved = untracked(() => this.store.load(this.storageKey())?.set);
    if (saved && codes.includes(saved)) return saved;
    return codes[0];
  });

  protected readonly cardsState = toSignal(
    combineLatest([
      toObservable(computed(() => ({ game: this.game(), set: this.set() }))),
      toObservable(this.reload),
    ]).pipe(
      distinctUntilChanged(([a, ra], [b, rb]) => a.game === b.game && a.set === b.set && ra === rb),
      switchMap(([{ game, set }]) => {
        if (set === undefined) return of<CardsState>({ status: 'idle' });
        return this.api.cards(game, set).pipe(
          map((cards): CardsState => ({ status: 'ready', game, set, cards })),
          catchError((error: unknown) => of<CardsState>({ status: 'error', error: toApiError(error) })),
          startWith<CardsState>({ status: 'loading' }),
        );
      }),
    ),
    { initialValue: { status: 'idle' } as CardsState },
  );

  protected readonly loaded = computed(() => {
    const state = this.cardsState();
    return state.status === 'ready' && state.game === this.game() && state.set === this.set() ? state : null;
  });

  protected readonly cardsError = computed(() => {
    const state = this.cardsState();
    return state.status === 'error' ? state.error : null;
  });

  constructor() {
    // Keep the URL saying what is on screen (defaults filled in), without adding history entries.
    effect(() => {
      const query = this.query();
      const game = this.game();
      const format = this.format();
      const sets = this.setsState();
      const setsReady = sets.status === 'ready' && sets.game === game;
      const set = this.set();
      const setDiffers = setsReady && (set ?? null) !== query.get('set');
      if (query.get('game') === game && query.get('format') === format && !setDiffers) return;
      untracked(() => this.navigate({ game, format, ...(setsReady ? { set: set ?? null } : {}) }));
    });
  }

  protected value(event: Event): string {
    return (event.target as HTMLSelectElement).value;
  }

  protected chooseGame(event: Event): void {
    this.navigate({ game: this.value(event), format: null, set: null });
  }

  protected chooseDate(event: Event): void {
    const value = (event.target as HTMLInputElement).value;
    this.navigate({ date: isIsoDate(value) ? value : null });
  }

  protected retry(): void {
    this.reload.update((n) => n + 1);
  }

  protected navigate(params: Record<string, string | null>): void {
    void this.router.navigate([], {
      relativeTo: this.route,
      queryParams: params,
      queryParamsHandling: 'merge',
      replaceUrl: true,
    });
  }
}
