import { ChangeDetectionStrategy, Component, DestroyRef, computed, inject, input, output, signal } from '@angular/core';
import { takeUntilDestroyed } from '@angular/core/rxjs-interop';
import { FormControl, ReactiveFormsModule } from '@angular/forms';
import { defaultEventSettings, type OrganizerEventView, type SettingsFormat } from '@cantina/contract';
import { findFormat, isIsoDate } from '@cantina/games';
import { TranslocoDirective, TranslocoService } from '@jsverse/transloco';
import { finalize } from 'rxjs';
import { ApiError, toApiError } from '../../core/api/api-error';
import { OrganizerApi } from '../../core/api/organizer-api';
import { LanguageService } from '../../core/i18n/language.service';
import { ProblemMessage } from '../problem-message';
import { EventSettingsFields } from './event-settings-fields';
import { gameCardSets } from './game-card-sets';
import { changedSettings, fillSettings, settingsForm, settingsOf, type FullSettings } from './settings-form';
import { settingsSummary } from './settings-summary';

/**
 * The organizer page's settings card: what the event will do in one line, and until it starts a form
 * to change any setting (`PATCH /api/v1/events/{id}`); after the start the API's refusal is shown.
 */
@Component({
  selector: 'app-event-settings-editor',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [ReactiveFormsModule, TranslocoDirective, EventSettingsFields, ProblemMessage],
  template: `
    <section class="card settings-card no-print" aria-labelledby="settings-heading" *transloco="let t">
      <h2 id="settings-heading">{{ t('eventSettings.title') }}</h2>
      @if (format(); as format) {
        @if (editing()) {
          <form [formGroup]="form" (ngSubmit)="save()" novalidate [attr.aria-busy]="saving()">
            @if (format.kind === 'constructed') {
              <div class="field">
                <label for="edit-date">{{ t('home.create.date') }}</label>
                <input id="edit-date" type="date" data-testid="edit-date" [formControl]="date" />
              </div>
            }
            <app-event-settings-fields
              prefix="edit"
              [form]="form"
              [format]="format"
              [sets]="sets()"
              [players]="players()"
              [base]="stored()"
            />
            @if (lockedError()) {
              <p class="problem" role="alert" data-testid="settings-locked">{{ t('eventSettings.locked') }}</p>
            } @else {
              <app-problem-message [error]="error()" />
            }
            <div class="actions">
              <button type="button" class="secondary" data-testid="settings-cancel" (click)="editing.set(false)">
                {{ t('eventSettings.cancel') }}
              </button>
              <button type="submit" class="primary" data-testid="settings-save" [disabled]="saving() || form.invalid">
                {{ saving() ? t('eventSettings.saving') : t('eventSettings.save') }}
              </button>
            </div>
          </form>
        } @else {
          <p class="summary" data-testid="settings-summary-line">{{ summary() }}</p>
          @if (savedNote()) {
            <p class="hint" role="status" data-testid="settings-saved">{{ t('eventSettings.saved') }}</p>
          }
          @if (event().status === 'registration') {
            <button type="button" class="secondary" data-testid="settings-edit" (click)="edit()">
              {{ t('eventSettings.edit') }}
            </button>
          } @else {
            <p class="hint" data-testid="settings-locked-note">{{ t('eventSettings.locked') }}</p>
          }
        }
      }
    </section>
  `,
  styles: `
    .settings-card {
      margin-bottom: 1rem;
    }
    .summary {
      margin: 0 0 0.75rem;
      font-weight: 600;
      overflow-wrap: break-word;
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: 0.75rem;
      justify-content: flex-end;
    }
  `,
})
export class EventSettingsEditor {
  readonly event = input.required<OrganizerEventView>();
  readonly token = input.required<string>();
  /** Active players: the attendance the summary and the recommended rounds count with. */
  readonly players = input.required<number>();
  /** The event as the API stored the change. */
  readonly saved = output<OrganizerEventView>();

  private readonly api = inject(OrganizerApi);
  private readonly transloco = inject(TranslocoService);
  private readonly lang = inject(LanguageService).current;
  private readonly destroyRef = inject(DestroyRef);

  protected readonly form = settingsForm();
  protected readonly date = new FormControl('', { nonNullable: true });
  protected readonly editing = signal(false);
  protected readonly saving = signal(false);
  protected readonly savedNote = signal(false);
  protected readonly error = signal<ApiError | null>(null);
  protected readonly lockedError = computed(() => this.error()?.code === 'already-started');

  protected readonly format = computed((): SettingsFormat | null => {
    const event = this.event();
    return findFormat(event.game, event.format) ?? null;
  });
  /** What is stored, over the defaults (events from before a setting existed lack it). */
  protected readonly stored = computed((): FullSettings => {
    const format = this.format();
    const settings = this.event().settings;
    return format ? { ...defaultEventSettings(format), ...settings } : settings;
  });
  protected readonly summary = computed(() => {
    const format = this.format();
    const lang = this.lang();
    if (!format) return '';
    return settingsSummary(
      (key, params) => this.transloco.translate(key, params, lang),
      lang,
      format,
      this.stored(),
      this.players(),
    );
  });
  protected readonly sets = gameCardSets(
    computed(() => {
      const format = this.format();
      return this.editing() && format && format.kind !== 'constructed' ? format.game : null;
    }),
  );

  protected edit(): void {
    const format = this.format();
    if (!format) return;
    fillSettings(this.form, this.stored(), this.event().set, format);
    this.date.setValue(this.event().date ?? '');
    this.error.set(null);
    this.savedNote.set(false);
    this.editing.set(true);
  }

  protected save(): void {
    const format = this.format();
    if (!format || this.form.invalid || this.saving()) return;
    const stored = this.stored();
    const values = this.form.getRawValue();
    const settings = changedSettings(settingsOf(values, stored), stored, format);
    const event = this.event();
    const set = format.kind !== 'constructed' && (values.set || null) !== event.set ? { set: values.set || null } : {};
    const day = this.date.value;
    const date = format.kind === 'constructed' && isIsoDate(day) && day !== event.date ? { date: day } : {};
    this.saving.set(true);
    this.error.set(null);
    this.api
      .update(event.id, { ...set, ...date, settings }, this.token())
      .pipe(
        finalize(() => this.saving.set(false)),
        takeUntilDestroyed(this.destroyRef),
      )
      .subscribe({
        next: (view) => {
          this.editing.set(false);
          this.savedNote.set(true);
          this.saved.emit(view);
        },
        error: (error: unknown) => this.error.set(toApiError(error)),
      });
  }
}
