import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import type { CardInstance } from '@cantina/contract';
import { createCardCatalog, type CardCatalog, type GameId } from '@cantina/games';
import { TranslocoDirective } from '@jsverse/transloco';
import { typeOrder } from '../../shared/deck-builder/card-filter';
import { groupPool, poolEntries, type PoolEntry } from '../pool/pool-groups';
import { PoolOverview } from '../pool/pool-overview';

export interface CostCount {
  cost: string;
  count: number;
}

/** Copies per cost, cheapest first, cards without a cost (leaders, bases) left out. */
export function costCounts(entries: readonly PoolEntry[]): CostCount[] {
  const byCost = new Map<number, number>();
  for (const entry of entries) {
    const card = entry.card;
    if (!card || card.cost === null || card.cost === undefined) continue;
    if (card.game === 'swu' && (card.type === 'leader' || card.type === 'base')) continue;
    byCost.set(card.cost, (byCost.get(card.cost) ?? 0) + entry.count);
  }
  return [...byCost.entries()].sort(([a], [b]) => a - b).map(([cost, count]) => ({ cost: String(cost), count }));
}

export interface TypeCount {
  type: string;
  count: number;
}

/** Copies per card type in the game's order (cards the set does not know left out). */
export function typeCounts(game: GameId, entries: readonly PoolEntry[]): TypeCount[] {
  const byType = new Map<string, number>();
  for (const entry of entries) {
    if (entry.card) byType.set(entry.card.type, (byType.get(entry.card.type) ?? 0) + entry.count);
  }
  const order = typeOrder(game);
  const rank = (type: string) => (order.includes(type) ? order.indexOf(type) : order.length);
  return [...byType.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([type, count]) => ({ type, count }));
}

/**
 * The drafted cards so far, for a look between picks: copies per cost and per type, then the pool in sections by
 * aspect / colour / side (leaders and bases first), each with its count.
 */
@Component({
  selector: 'app-pool-drawer',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective, PoolOverview],
  template: `
    <ng-container *transloco="let t">
      @if (pool().length === 0) {
        <p class="hint">{{ t('draft.pool.empty') }}</p>
      } @else {
        @if (costs().length > 0) {
          <div class="costs">
            <h3 id="pool-costs-heading">{{ t('draft.pool.byCost') }}</h3>
            <ul class="curve" aria-labelledby="pool-costs-heading" data-testid="pool-costs">
              @for (item of costs(); track item.cost) {
                <li [attr.aria-label]="t('draft.pool.costCount', { cost: item.cost, count: item.count })">
                  <span class="cost">{{ item.cost }}</span
                  ><span class="count">{{ item.count }}</span>
                </li>
              }
            </ul>
          </div>
        }
        @if (types().length > 0) {
          <div class="costs">
            <h3 id="pool-types-heading">{{ t('draft.pool.byType') }}</h3>
            <ul class="curve" aria-labelledby="pool-types-heading" data-testid="pool-types">
              @for (item of types(); track item.type) {
                <li>
                  <span class="cost">{{ t('cards.type.' + item.type) }}</span
                  ><span class="count">{{ item.count }}</span>
                </li>
              }
            </ul>
          </div>
        }
        <app-pool-overview [game]="game()" [groups]="groups()" />
      }
    </ng-container>
  `,
  styles: `
    .costs {
      margin-bottom: 1rem;
    }
    h3 {
      margin: 0 0 0.4rem;
      font-size: 1rem;
    }
    .curve {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem;
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .curve li {
      display: inline-flex;
      overflow: hidden;
      border: 1px solid var(--border);
      border-radius: 999px;
    }
    .cost,
    .count {
      padding: 0.1rem 0.55rem;
      font-weight: 700;
    }
    .cost {
      background: var(--chip-bg);
    }
  `,
})
export class PoolDrawer {
  readonly game = input.required<GameId>();
  readonly pool = input.required<readonly CardInstance[]>();
  readonly catalog = input<CardCatalog | null>(null);

  private readonly entries = computed(() => {
    // Without the set's cards, the pool is still listed, by card id.
    const catalog = this.catalog() ?? createCardCatalog(this.game(), []);
    return poolEntries(this.pool(), catalog);
  });
  protected readonly groups = computed(() => groupPool(this.game(), this.entries()));
  protected readonly costs = computed(() => costCounts(this.entries()));
  protected readonly types = computed(() => typeCounts(this.game(), this.entries()));
}
