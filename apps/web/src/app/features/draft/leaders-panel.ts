import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import type { CardInstance } from '@cantina/contract';
import type { CardCatalog } from '@cantina/games';
import { TranslocoDirective } from '@jsverse/transloco';

export interface SeatLeaders {
  seat: number;
  cards: readonly CardInstance[];
}

interface LeaderRow {
  instanceId: string;
  name: string;
  subtitle: string | null;
}

interface SeatRow {
  seat: number;
  mine: boolean;
  leaders: LeaderRow[];
}

/** swu drafts: the leaders every seat of the pod has drafted so far, public to all (SWU rules "Draft"). */
@Component({
  selector: 'app-leaders-panel',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective],
  template: `
    <ng-container *transloco="let t">
      <ul class="seats">
        @for (row of rows(); track row.seat) {
          <li data-testid="leaders-seat" [attr.data-seat]="row.seat" [class.mine]="row.mine">
            <h3>
              {{
                row.mine
                  ? t('draft.leaders.mine', { number: row.seat + 1 })
                  : t('draft.leaders.seat', { number: row.seat + 1 })
              }}
            </h3>
            @if (row.leaders.length === 0) {
              <p class="hint">{{ t('draft.leaders.empty') }}</p>
            } @else {
              <ul class="leaders">
                @for (leader of row.leaders; track leader.instanceId) {
                  <li data-testid="public-leader">
                    <span class="name">{{ leader.name }}</span>
                    @if (leader.subtitle) {
                      <span class="subtitle">{{ leader.subtitle }}</span>
                    }
                  </li>
                }
              </ul>
            }
          </li>
        }
      </ul>
    </ng-container>
  `,
  styles: `
    .seats,
    .leaders {
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .seats > li {
      padding: 0.4rem 0;
      border-bottom: 1px solid var(--border);
    }
    .seats > li.mine h3 {
      color: var(--accent);
    }
    h3 {
      margin: 0 0 0.2rem;
      font-size: 0.95rem;
    }
    .leaders li {
      display: flex;
      flex-wrap: wrap;
      gap: 0 0.4rem;
    }
    .name {
      font-weight: 600;
    }
    .subtitle {
      color: var(--muted);
    }
  `,
})
export class LeadersPanel {
  readonly leaders = input.required<readonly SeatLeaders[]>();
  readonly pool = input<readonly CardInstance[]>([]);
  readonly catalog = input<CardCatalog | null>(null);

  protected readonly rows = computed((): SeatRow[] => {
    const catalog = this.catalog();
    // The player's own seat: the one whose leaders are in their pool.
    const mine = new Set(this.pool().map((card) => card.instanceId));
    return (
      [...this.leaders()]
        .sort((a, b) => a.seat - b.seat)
        // Seats are 0-based on the wire and 1-based on every screen (the dashboard's "Seat 1" is seat 0).
        .map((entry) => ({
          seat: entry.seat,
          mine: entry.cards.some((card) => mine.has(card.instanceId)),
          leaders: entry.cards.map((card) => {
            const known = catalog?.get(card.cardId);
            return {
              instanceId: card.instanceId,
              name: known?.name ?? card.cardId,
              subtitle: (known && 'subtitle' in known ? known.subtitle : null) ?? null,
            };
          }),
        }))
    );
  });
}
