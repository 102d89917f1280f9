import { ChangeDetectionStrategy, Component, computed, input, output, signal } from '@angular/core';
import { TranslocoDirective } from '@jsverse/transloco';
import type { NameOf } from './pairings';

/** Pods: tap the players from first place to last, then send the placements. */
@Component({
  selector: 'app-placement-form',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective],
  template: `
    <div class="placements" *transloco="let t">
      <p class="hint" [id]="hintId()">{{ t('tournament.results.placementsHint') }}</p>
      <div class="buttons" role="group" [attr.aria-describedby]="hintId()">
        @for (player of players(); track player) {
          @let place = order().indexOf(player);
          <button
            type="button"
            class="secondary"
            data-testid="placement-player"
            [class.placed]="place >= 0"
            [disabled]="disabled() || place >= 0"
            (click)="add(player)"
          >
            @if (place >= 0) {
              <span class="place" data-testid="placement-place">{{
                t('tournament.results.place', { place: place + 1 })
              }}</span>
            }
            {{ nameOf()(player) }}
          </button>
        }
      </div>
      <div class="actions">
        <button
          type="button"
          class="secondary"
          data-testid="placement-reset"
          [disabled]="order().length === 0"
          (click)="order.set([])"
        >
          {{ t('tournament.results.placementsReset') }}
        </button>
        <button
          type="button"
          class="primary"
          data-testid="placement-submit"
          [disabled]="disabled() || !complete()"
          (click)="submit()"
        >
          {{ submitLabel() ?? t('tournament.results.placementsSubmit') }}
        </button>
      </div>
    </div>
  `,
  styles: `
    .buttons,
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem;
      margin-top: 0.5rem;
    }
    .placed {
      background: var(--accent-soft);
    }
    .place {
      margin-right: 0.4rem;
      font-weight: 800;
    }
  `,
})
export class PlacementForm {
  readonly players = input.required<readonly string[]>();
  readonly nameOf = input.required<NameOf>();
  readonly disabled = input(false);
  readonly submitLabel = input<string | null>(null);
  readonly hintId = input('placements-hint');
  readonly placements = output<string[]>();

  protected readonly order = signal<string[]>([]);
  protected readonly complete = computed(() => this.order().length === this.players().length);

  protected add(player: string): void {
    this.order.update((order) => (order.includes(player) ? order : [...order, player]));
  }

  protected submit(): void {
    if (this.complete()) this.placements.emit(this.order());
  }
}
