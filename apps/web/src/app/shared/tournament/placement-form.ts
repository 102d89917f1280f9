import { ChangeDetectionStrategy, Component, computed, input, output, signal } from '@angular/core';
import { TranslocoDirective } from '@jsverse/transloco';
import type { NameOf } from './pairings';

/**
 * Pods: tap the players from first place to last, then send the placements. "Tie" before a tap puts
 * that player level with the one before (contract rev 2: `[a, [b, c], d]`, the next place counts
 * after the tie).
 */
@Component({
  selector: 'app-placement-form',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective],
  template: `
    <div class="placements" *transloco="let t">
      <p class="hint" [id]="hintId()">{{ t('tournament.results.placementsHint') }}</p>
      <div class="buttons" role="group" [attr.aria-describedby]="hintId()">
        @for (player of players(); track player) {
          @let place = placeOf(player);
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
          data-testid="placement-tie"
          [class.placed]="tie()"
          [attr.aria-pressed]="tie()"
          [disabled]="disabled() || groups().length === 0 || complete()"
          (click)="tie.set(!tie())"
        >
          {{ t('tournament.results.placementsTie') }}
        </button>
        <button
          type="button"
          class="secondary"
          data-testid="placement-reset"
          [disabled]="groups().length === 0"
          (click)="reset()"
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
  readonly placements = output<(string | string[])[]>();

  /** Places so far, first first; a group of two or more is a tie. */
  protected readonly groups = signal<string[][]>([]);
  /** The next tapped player ties with the last place. */
  protected readonly tie = signal(false);
  protected readonly complete = computed(
    () => this.groups().reduce((n, group) => n + group.length, 0) === this.players().length,
  );

  /** 0-based place of a player (tied players share it; the next place counts after them), -1 if not placed. */
  protected placeOf(player: string): number {
    let place = 0;
    for (const group of this.groups()) {
      if (group.includes(player)) return place;
      place += group.length;
    }
    return -1;
  }

  protected add(player: string): void {
    if (this.placeOf(player) >= 0) return;
    const tie = this.tie() && this.groups().length > 0;
    this.groups.update((groups) =>
      tie ? [...groups.slice(0, -1), [...groups[groups.length - 1], player]] : [...groups, [player]],
    );
    this.tie.set(false);
  }

  protected reset(): void {
    this.groups.set([]);
    this.tie.set(false);
  }

  protected submit(): void {
    if (this.complete()) this.placements.emit(this.groups().map((group) => (group.length === 1 ? group[0] : group)));
  }
}
