import { ChangeDetectionStrategy, Component, DestroyRef, computed, inject, signal } from '@angular/core';
import { takeUntilDestroyed } from '@angular/core/rxjs-interop';
import type { CardSetSummary, ImportedCardSet } from '@cantina/contract';
import { TranslocoDirective } from '@jsverse/transloco';
import { EMPTY, Subject, catchError, finalize, startWith, switchMap } from 'rxjs';
import { ApiError, toApiError } from '../../core/api/api-error';
import { LanguageService } from '../../core/i18n/language.service';
import { pluralKey } from '../../core/i18n/plural';
import { SESSION_STORAGE } from '../../core/storage/storage';
import { ProblemMessage } from '../../shared/problem-message';
import { CardSetsAdminApi, type SetFileFormat } from './card-sets-admin-api';
import { readSetFile } from './set-file';

/** Where this tab keeps the admin token: typed in once, forgotten with the tab. */
export const ADMIN_TOKEN_KEY = 'cantina.adminToken';
/** A bad file's problems shown at most (the API lists up to 1,000). */
const SHOWN_PROBLEMS = 20;
const GAME_ORDER = ['swu', 'swtcg', 'destiny', 'dbg'];

/**
 * `/admin/card-sets` (issue 12): the admin token once per tab, then import a set file by upload,
 * the imported sets per game with their card counts, and removing one (with a confirmation).
 */
@Component({
  selector: 'app-card-sets-admin-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective, ProblemMessage],
  templateUrl: './card-sets-admin.page.html',
  styleUrl: './card-sets-admin.page.css',
})
export class CardSetsAdminPage {
  private readonly api = inject(CardSetsAdminApi);
  private readonly session = inject(SESSION_STORAGE);
  private readonly destroyRef = inject(DestroyRef);
  private readonly reload$ = new Subject<void>();
  private readonly lang = inject(LanguageService).current;
  private readonly number = computed(() => new Intl.NumberFormat(this.lang()));

  protected readonly token = signal(this.session.getItem(ADMIN_TOKEN_KEY));
  protected readonly tokenInput = signal('');
  protected readonly sets = signal<CardSetSummary[] | null>(null);
  protected readonly listError = signal<ApiError | null>(null);

  protected readonly file = signal<File | null>(null);
  protected readonly format = signal<SetFileFormat | 'auto'>('auto');
  protected readonly fileProblem = signal<'too-big' | 'not-json' | 'empty' | null>(null);
  protected readonly importing = signal(false);
  protected readonly imported = signal<ImportedCardSet | null>(null);
  protected readonly importError = signal<ApiError | null>(null);
  protected readonly importProblems = computed(() => this.importError()?.errors.slice(0, SHOWN_PROBLEMS) ?? []);

  protected readonly confirming = signal<string | null>(null);
  protected readonly removing = signal<string | null>(null);
  protected readonly removed = signal<string | null>(null);
  protected readonly removeError = signal<ApiError | null>(null);

  /** The sets per game, in the games' usual order. */
  protected readonly byGame = computed(() => {
    const sets = this.sets() ?? [];
    const games = [...new Set([...GAME_ORDER, ...sets.map((s) => s.game)])];
    return games.map((game) => ({ game, sets: sets.filter((s) => s.game === game) }));
  });

  constructor() {
    this.reload$
      .pipe(
        startWith(undefined),
        switchMap(() =>
          this.api.list().pipe(
            catchError((error: unknown) => {
              this.listError.set(toApiError(error));
              return EMPTY;
            }),
          ),
        ),
        takeUntilDestroyed(),
      )
      .subscribe((sets) => {
        this.listError.set(null);
        this.sets.set(sets);
      });
  }

  /** "252 cards" in the page's language, with its plural form. */
  protected cardCount(count: number): { key: string; params: { count: string } } {
    return { key: pluralKey('admin.cards', this.lang(), count), params: { count: this.number().format(count) } };
  }

  protected key(set: CardSetSummary): string {
    return `${set.game}/${set.code}`;
  }

  protected saveToken(event: Event): void {
    event.preventDefault();
    const token = this.tokenInput().trim();
    if (!token) return;
    this.session.setItem(ADMIN_TOKEN_KEY, token);
    this.token.set(token);
    this.tokenInput.set('');
  }

  protected forgetToken(): void {
    this.session.removeItem(ADMIN_TOKEN_KEY);
    this.token.set(null);
  }

  protected onTokenInput(event: Event): void {
    this.tokenInput.set((event.target as HTMLInputElement).value);
  }

  protected onFile(event: Event): void {
    this.file.set((event.target as HTMLInputElement).files?.[0] ?? null);
    this.fileProblem.set(null);
    this.imported.set(null);
    this.importError.set(null);
  }

  protected onFormat(event: Event): void {
    this.format.set((event.target as HTMLSelectElement).value as SetFileFormat | 'auto');
  }

  protected async importFile(): Promise<void> {
    const file = this.file();
    const token = this.token();
    if (!file || !token || this.importing()) return;
    this.importing.set(true);
    this.imported.set(null);
    this.importError.set(null);
    this.fileProblem.set(null);
    // Size first: a 2 GB file chosen by mistake is never read into memory.
    const read = readSetFile(file.size > 5 * 1024 * 1024 ? '' : await file.text(), file.size, this.format());
    if (!read.ok) {
      this.fileProblem.set(read.reason);
      this.importing.set(false);
      return;
    }
    this.api
      .import(read.body, read.format, token)
      .pipe(
        catchError((error: unknown) => {
          this.importError.set(toApiError(error));
          return EMPTY;
        }),
        finalize(() => this.importing.set(false)),
        takeUntilDestroyed(this.destroyRef),
      )
      .subscribe((result) => {
        this.imported.set(result);
        this.reload$.next();
      });
  }

  protected remove(set: CardSetSummary): void {
    const token = this.token();
    if (!token || this.removing()) return;
    const key = this.key(set);
    this.removing.set(key);
    this.removed.set(null);
    this.removeError.set(null);
    this.api
      .remove(set.game, set.code, token)
      .pipe(
        catchError((error: unknown) => {
          this.removeError.set(toApiError(error));
          return EMPTY;
        }),
        finalize(() => {
          this.removing.set(null);
          this.confirming.set(null);
        }),
        takeUntilDestroyed(this.destroyRef),
      )
      .subscribe(() => {
        this.removed.set(key);
        this.reload$.next();
      });
  }
}
