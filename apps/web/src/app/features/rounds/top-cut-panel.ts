import { ChangeDetectionStrategy, Component, computed, input, linkedSignal, output } from '@angular/core';
import type { BracketSize, BracketView } from '@cantina/contract';
import { TranslocoDirective } from '@jsverse/transloco';
import type { ApiError } from '../../core/api/api-error';
import type { NameOf } from '../../shared/tournament/pairings';
import type { ResultOption } from '../../shared/tournament/result-options';
import { bracketMatch, stageKey } from '../../shared/tournament/tournament-types';
import { MatchSubmission, ResultsGrid } from './results-grid';

const SIZES: readonly BracketSize[] = [4, 8, 16];

/** Single elimination from the standings: pick the size, create, then enter results stage by stage. */
@Component({
  selector: 'app-top-cut-panel',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective, ResultsGrid],
  template: `
    <ng-container *transloco="let t">
      @if (stages().length === 0) {
        <p class="hint">{{ t('tournament.topCut.hint') }}</p>
        <div class="create">
          <div class="field">
            <label for="top-cut-size">{{ t('tournament.topCut.size') }}</label>
            <select id="top-cut-size" data-testid="top-cut-size" (change)="pick($event)">
              @for (option of sizes(); track option) {
                <option [value]="option" [selected]="option === size()">
                  {{ t('tournament.topCut.topN', { size: option }) }}
                </option>
              }
            </select>
          </div>
          <button
            type="button"
            class="primary"
            data-testid="top-cut-create"
            [disabled]="busy() || sizes().length === 0"
            (click)="create.emit(size())"
          >
            {{ t('tournament.topCut.create', { size: size() }) }}
          </button>
        </div>
      } @else {
        <div class="bracket" data-testid="top-cut-bracket">
          @for (stage of stages(); track stage.number) {
            <section class="stage" [attr.aria-labelledby]="'stage-' + stage.number" data-testid="top-cut-stage">
              <h3 [id]="'stage-' + stage.number">{{ t('tournament.topCut.stages.' + stage.name) }}</h3>
              <app-results-grid
                [matches]="stage.matches"
                [nameOf]="nameOf()"
                [options]="options()"
                [seeds]="seeds()"
                [busyId]="busyId()"
                [error]="error()"
                (send)="send.emit($event)"
              />
            </section>
          }
          @if (champion(); as champion) {
            <p class="champion" data-testid="top-cut-champion">
              {{ t('tournament.topCut.champion', { name: nameOf()(champion) }) }}
            </p>
          }
        </div>
      }
    </ng-container>
  `,
  styles: `
    .create {
      display: flex;
      flex-wrap: wrap;
      align-items: flex-end;
      gap: 0.75rem;
      margin-top: 0.75rem;
    }
    .create .field {
      flex: 0 1 12rem;
      margin: 0;
    }
    .stage {
      margin-top: 1rem;
    }
    h3 {
      margin: 0 0 0.5rem;
    }
    .champion {
      margin: 1rem 0 0;
      font-size: 1.5rem;
      font-weight: 800;
    }
  `,
})
export class TopCutPanel {
  readonly topCut = input<BracketView | null>(null);
  readonly players = input(0);
  readonly preferred = input<number>(8);
  readonly nameOf = input.required<NameOf>();
  readonly options = input.required<readonly ResultOption[]>();
  readonly busy = input(false);
  readonly busyId = input<string | null>(null);
  readonly error = input<{ matchId: string; error: ApiError } | null>(null);
  readonly create = output<BracketSize>();
  readonly send = output<MatchSubmission>();

  protected readonly sizes = computed(() => SIZES.filter((size) => size <= Math.max(this.players(), 4)));
  protected readonly size = linkedSignal<BracketSize>(() => {
    const sizes = this.sizes();
    const preferred = sizes.find((size) => size === this.preferred());
    return preferred ?? sizes[sizes.length - 1] ?? 4;
  });

  protected readonly stages = computed(() => {
    const cut = this.topCut();
    if (!cut || cut.matches.length === 0) return [];
    const numbers = [...new Set(cut.matches.map((match) => match.stage))].sort((a, b) => a - b);
    return numbers.map((number) => ({
      number,
      name: stageKey(cut.size, number),
      matches: cut.matches.filter((match) => match.stage === number).map(bracketMatch),
    }));
  });
  protected readonly seeds = computed(() =>
    Object.fromEntries((this.topCut()?.matches ?? []).map((match) => [match.id, match.seeds])),
  );
  /** The winner of the final, once played. */
  protected readonly champion = computed(() => {
    const cut = this.topCut();
    if (!cut) return null;
    const final = cut.matches.find((match) => stageKey(cut.size, match.stage) === 'final');
    return final?.winner ?? null;
  });

  protected pick(event: Event): void {
    const value = Number((event.target as HTMLSelectElement).value);
    if (value === 4 || value === 8 || value === 16) this.size.set(value);
  }
}
