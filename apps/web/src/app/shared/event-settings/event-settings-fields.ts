import { ChangeDetectionStrategy, Component, computed, inject, input } from '@angular/core';
import { toObservable, toSignal } from '@angular/core/rxjs-interop';
import { ReactiveFormsModule } from '@angular/forms';
import {
  DECKLIST_POLICIES,
  MATCH_FORMATS,
  PICK_TIMERS,
  SETTING_BOUNDS,
  TOP_CUT_SIZES,
  settingsThatApply,
  type CardSetSummary,
  type EventSettingKey,
  type SettingsFormat,
} from '@cantina/contract';
import { TranslocoDirective, TranslocoService } from '@jsverse/transloco';
import { map, startWith, switchMap } from 'rxjs';
import { LanguageService } from '../../core/i18n/language.service';
import { pluralKey } from '../../core/i18n/plural';
import { settingsOf, type FullSettings, type SettingsForm } from './settings-form';
import { plannedRounds, settingsSummary } from './settings-summary';

const ROUND_CHOICES = Array.from({ length: SETTING_BOUNDS.rounds.max }, (_, i) => i + 1);

/**
 * The settings of an event that apply to its format (set, pods, bots, pick clock, packs, rounds with
 * the recommendation for the attendance, match length, decklists, top cut, cap), and under them one
 * line saying what will happen. Used by the create form and the organizer's settings editor.
 */
@Component({
  selector: 'app-event-settings-fields',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [ReactiveFormsModule, TranslocoDirective],
  template: `
    <ng-container *transloco="let t" [formGroup]="form()">
      @let f = form().controls;
      @let ids = prefix();
      <div class="settings-grid">
        @if (format().kind !== 'constructed') {
          <div class="field">
            <label [for]="ids + '-set'">{{ t('eventSettings.set') }}</label>
            <select [id]="ids + '-set'" [attr.data-testid]="ids + '-set'" formControlName="set">
              <option value="">{{ t('eventSettings.setDefault') }}</option>
              @for (set of sets() ?? []; track set.code) {
                <option [value]="set.code">{{ set.name }} ({{ set.code }})</option>
              }
            </select>
            @if (sets() === null) {
              <p class="hint">{{ t('eventSettings.setsLoading') }}</p>
            }
          </div>
        }
        @if (applies('podSize')) {
          <div class="field">
            <label [for]="ids + '-podSize'">{{ t('eventSettings.podSize') }}</label>
            <input
              type="number"
              inputmode="numeric"
              [id]="ids + '-podSize'"
              [attr.data-testid]="ids + '-podSize'"
              formControlName="podSize"
              [attr.min]="bounds.podSize.min"
              [attr.max]="bounds.podSize.max"
              [attr.aria-invalid]="f.podSize.invalid"
              [attr.aria-describedby]="ids + '-podSize-hint'"
            />
            <p class="hint" [id]="ids + '-podSize-hint'" [class.field-error]="f.podSize.invalid">
              {{ t('eventSettings.between', bounds.podSize) }}
            </p>
          </div>
        }
        @if (applies('bots')) {
          <div class="field check">
            <input type="checkbox" [id]="ids + '-bots'" [attr.data-testid]="ids + '-bots'" formControlName="bots" />
            <label [for]="ids + '-bots'">{{ t('eventSettings.bots') }}</label>
          </div>
        }
        @if (applies('pickTimer')) {
          <div class="field">
            <label [for]="ids + '-pickTimer'">{{ t('eventSettings.pickTimer') }}</label>
            <select [id]="ids + '-pickTimer'" [attr.data-testid]="ids + '-pickTimer'" formControlName="pickTimer">
              @for (timer of timers; track timer) {
                <option [value]="timer">{{ t('eventSettings.timer.' + timer) }}</option>
              }
            </select>
          </div>
          @if (settings().pickTimer === 'casual') {
            <div class="field">
              <label [for]="ids + '-pickSeconds'">{{ t('eventSettings.pickSeconds') }}</label>
              <input
                type="number"
                inputmode="numeric"
                [id]="ids + '-pickSeconds'"
                [attr.data-testid]="ids + '-pickSeconds'"
                formControlName="pickSeconds"
                [attr.min]="bounds.pickSeconds.min"
                [attr.max]="bounds.pickSeconds.max"
                [attr.aria-invalid]="f.pickSeconds.invalid"
                [attr.aria-describedby]="ids + '-pickSeconds-hint'"
              />
              <p class="hint" [id]="ids + '-pickSeconds-hint'" [class.field-error]="f.pickSeconds.invalid">
                {{ t('eventSettings.between', bounds.pickSeconds) }}
              </p>
            </div>
          }
        }
        @if (applies('packsPerPlayer')) {
          <div class="field">
            <label [for]="ids + '-packsPerPlayer'">{{ t('eventSettings.packsPerPlayer') }}</label>
            <input
              type="number"
              inputmode="numeric"
              [id]="ids + '-packsPerPlayer'"
              [attr.data-testid]="ids + '-packsPerPlayer'"
              formControlName="packsPerPlayer"
              [attr.min]="bounds.packsPerPlayer.min"
              [attr.max]="bounds.packsPerPlayer.max"
              [attr.aria-invalid]="f.packsPerPlayer.invalid"
              [attr.aria-describedby]="ids + '-packsPerPlayer-hint'"
            />
            <p class="hint" [id]="ids + '-packsPerPlayer-hint'" [class.field-error]="f.packsPerPlayer.invalid">
              {{ t('eventSettings.between', bounds.packsPerPlayer) }}
            </p>
          </div>
        }
        <div class="field">
          <label [for]="ids + '-rounds'">{{ t('eventSettings.rounds') }}</label>
          <select
            [id]="ids + '-rounds'"
            [attr.data-testid]="ids + '-rounds'"
            formControlName="rounds"
            [attr.aria-describedby]="ids + '-rounds-hint'"
          >
            <option [ngValue]="0">{{ t('eventSettings.roundsAuto', { count: recommended() }) }}</option>
            @for (n of roundChoices; track n) {
              <option [ngValue]="n">{{ n }}</option>
            }
          </select>
          <p class="hint" [id]="ids + '-rounds-hint'" [attr.data-testid]="ids + '-rounds-hint'">
            {{ t('eventSettings.roundsHint', { players: playersText(), count: recommended() }) }}
          </p>
        </div>
        @if (applies('matchFormat')) {
          <div class="field">
            <label [for]="ids + '-matchFormat'">{{ t('eventSettings.matchFormat') }}</label>
            <select [id]="ids + '-matchFormat'" [attr.data-testid]="ids + '-matchFormat'" formControlName="matchFormat">
              @for (match of matchFormats; track match) {
                <option [value]="match">{{ t('eventSettings.match.' + match) }}</option>
              }
            </select>
          </div>
        }
        <div class="field">
          <label [for]="ids + '-roundMinutes'">{{ t('eventSettings.roundMinutes') }}</label>
          <input
            type="number"
            inputmode="numeric"
            [id]="ids + '-roundMinutes'"
            [attr.data-testid]="ids + '-roundMinutes'"
            formControlName="roundMinutes"
            [attr.min]="bounds.roundMinutes.min"
            [attr.max]="bounds.roundMinutes.max"
            [attr.aria-invalid]="f.roundMinutes.invalid"
            [attr.aria-describedby]="ids + '-roundMinutes-hint'"
          />
          <p class="hint" [id]="ids + '-roundMinutes-hint'" [class.field-error]="f.roundMinutes.invalid">
            {{ t('eventSettings.between', bounds.roundMinutes) }}
          </p>
        </div>
        @if (applies('decklists')) {
          <div class="field">
            <label [for]="ids + '-decklists'">{{ t('eventSettings.decklists') }}</label>
            <select [id]="ids + '-decklists'" [attr.data-testid]="ids + '-decklists'" formControlName="decklists">
              @for (policy of decklistPolicies; track policy) {
                <option [value]="policy">{{ t('eventSettings.decklist.' + policy) }}</option>
              }
            </select>
          </div>
        }
        <div class="field">
          <label [for]="ids + '-topCut'">{{ t('eventSettings.topCut') }}</label>
          <select [id]="ids + '-topCut'" [attr.data-testid]="ids + '-topCut'" formControlName="topCut">
            @for (size of topCuts; track size) {
              <option [ngValue]="size">{{ t('eventSettings.cut.' + size) }}</option>
            }
          </select>
        </div>
        <div class="field">
          <label [for]="ids + '-maxPlayers'">{{ t('eventSettings.maxPlayers') }}</label>
          <input
            type="number"
            inputmode="numeric"
            [id]="ids + '-maxPlayers'"
            [attr.data-testid]="ids + '-maxPlayers'"
            formControlName="maxPlayers"
            [attr.min]="bounds.maxPlayers.min"
            [attr.max]="bounds.maxPlayers.max"
            [attr.aria-invalid]="f.maxPlayers.invalid"
            [attr.aria-describedby]="ids + '-maxPlayers-hint'"
          />
          <p class="hint" [id]="ids + '-maxPlayers-hint'" [class.field-error]="f.maxPlayers.invalid">
            {{ t('eventSettings.between', bounds.maxPlayers) }}
          </p>
        </div>
      </div>
      <p class="settings-summary" aria-live="polite">
        <span class="visually-hidden">{{ t('eventSettings.summaryLabel') }}: </span>
        <span [attr.data-testid]="ids + '-summary'">{{ summary() }}</span>
      </p>
    </ng-container>
  `,
  styles: `
    .settings-grid {
      display: grid;
      gap: 0 1rem;
    }
    @media (min-width: 40rem) {
      .settings-grid {
        grid-template-columns: repeat(2, minmax(0, 1fr));
      }
    }
    .check {
      flex-direction: row;
      align-items: center;
      gap: 0.75rem;
    }
    .check input {
      width: 1.75rem;
      min-height: 1.75rem;
      flex: none;
    }
    .settings-summary {
      margin: 0.5rem 0 1rem;
      padding: 0.75rem 1rem;
      border-left: 4px solid var(--accent);
      background: var(--bg);
      font-weight: 600;
      overflow-wrap: break-word;
    }
    .visually-hidden {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  `,
})
export class EventSettingsFields {
  readonly form = input.required<SettingsForm>();
  readonly format = input.required<SettingsFormat>();
  /** The imported sets of the game (limited formats); null while they load. */
  readonly sets = input<CardSetSummary[] | null>([]);
  /** Players the summary and the recommended rounds count with (expected, or in the event). */
  readonly players = input.required<number>();
  /** Settings a cleared number falls back to (the defaults, or what is stored). */
  readonly base = input.required<FullSettings>();
  /** Prefix of the fields' ids and test ids (two forms may share a page). */
  readonly prefix = input('settings');

  private readonly transloco = inject(TranslocoService);
  private readonly lang = inject(LanguageService).current;
  protected readonly bounds = SETTING_BOUNDS;
  protected readonly timers = PICK_TIMERS;
  protected readonly matchFormats = MATCH_FORMATS;
  protected readonly decklistPolicies = DECKLIST_POLICIES;
  protected readonly topCuts = TOP_CUT_SIZES;
  protected readonly roundChoices = ROUND_CHOICES;

  /** The form's values (disabled controls too), as they change. */
  private readonly values = toSignal(
    toObservable(this.form).pipe(
      switchMap((form) =>
        form.valueChanges.pipe(
          startWith(null),
          map(() => form.getRawValue()),
        ),
      ),
    ),
    { initialValue: null },
  );
  private readonly applying = computed(() => new Set<EventSettingKey>(settingsThatApply(this.format())));
  protected readonly settings = computed(() => settingsOf(this.values() ?? {}, this.base()));
  protected readonly recommended = computed(() => plannedRounds({ rounds: 0 }, this.players()));
  protected readonly playersText = computed(() =>
    this.transloco.translate(
      pluralKey('eventSettings.summary.players', this.lang(), this.players()),
      { count: new Intl.NumberFormat(this.lang()).format(this.players()) },
      this.lang(),
    ),
  );
  protected readonly summary = computed(() => {
    const lang = this.lang();
    return settingsSummary(
      (key, params) => this.transloco.translate(key, params, lang),
      lang,
      this.format(),
      this.settings(),
      this.players(),
    );
  });

  protected applies(key: EventSettingKey): boolean {
    return this.applying().has(key);
  }
}
