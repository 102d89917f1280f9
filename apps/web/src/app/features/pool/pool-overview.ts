import { ChangeDetectionStrategy, Component, computed, inject, input } from '@angular/core';
import type { GameId } from '@cantina/games';
import { TranslocoDirective, TranslocoService } from '@jsverse/transloco';
import { CardTermPipe, cardTerm, listOf } from '../../core/i18n/card-terms';
import { CardArt } from '../../shared/card-art/card-art';
import { LanguageService } from '../../core/i18n/language.service';
import { pluralKey } from '../../core/i18n/plural';
import { GROUP_KIND, cardGroups } from '../../shared/deck-builder/card-filter';
import { groupColor } from '../../shared/deck-builder/group-colors';
import type { PoolEntry, PoolGroup } from './pool-groups';

interface GroupView {
  group: PoolGroup;
  label: string;
  color: string | null;
  rows: RowView[];
}

interface RowView {
  entry: PoolEntry;
  cost: string;
  groups: string;
  copies: string;
}

/** The whole pool in sections (leaders, bases, then aspect / colour / side), with counts. */
@Component({
  selector: 'app-pool-overview',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective, CardTermPipe, CardArt],
  template: `
    <ng-container *transloco="let t">
      <ul class="chips" [attr.aria-label]="t('pool.overview.sections')">
        @for (view of views(); track view.group.kind + view.group.key) {
          <li>
            <button type="button" class="chip" (click)="jump($event, view.group.key)">
              @if (view.color) {
                <span class="dot" [style.background]="view.color"></span>
              }
              {{ view.label }} <strong>{{ view.group.total }}</strong>
            </button>
          </li>
        }
      </ul>
      @for (view of views(); track view.group.kind + view.group.key) {
        <section
          class="group"
          data-testid="pool-group"
          [attr.data-group]="view.group.key"
          [id]="'pool-' + view.group.key"
          [attr.aria-labelledby]="'pool-h-' + view.group.key"
        >
          <h3 [id]="'pool-h-' + view.group.key" tabindex="-1">
            @if (view.color) {
              <span class="dot" [style.background]="view.color"></span>
            }
            <span data-testid="pool-group-label">{{ view.label }}</span>
            <span class="total" data-testid="pool-group-count">{{ view.group.total }}</span>
          </h3>
          <ul class="rows">
            @for (row of view.rows; track row.entry.id) {
              <li data-testid="pool-card" [attr.data-card-id]="row.entry.id">
                @if (row.entry.card; as card) {
                  @if (card.imageUrl) {
                    <app-card-art class="thumb" [card]="card" [withName]="false" />
                  }
                }
                <span class="cost" [attr.aria-label]="t('decks.cards.cost', { cost: row.cost })">{{ row.cost }}</span>
                <span class="names">
                  <span class="name">{{ row.entry.card?.name ?? row.entry.id }}</span>
                  @if (row.entry.card?.subtitle; as subtitle) {
                    <span class="sub">{{ subtitle }}</span>
                  }
                  @if (row.entry.card; as card) {
                    <span class="sub">
                      {{ card.type | cardTerm: 'type' : lang() }} · {{ card.rarity | cardTerm: 'rarity' : lang() }}
                      @if (row.groups) {
                        · {{ row.groups }}
                      }
                    </span>
                  }
                </span>
                @if (row.entry.foils > 0) {
                  <span class="foil" data-testid="pool-foil">✦ {{ t('pool.reveal.foil') }}</span>
                }
                <span class="copies" data-testid="pool-card-count" [attr.aria-label]="row.copies">
                  {{ row.entry.count }}×
                </span>
              </li>
            }
          </ul>
        </section>
      }
    </ng-container>
  `,
  styles: `
    .chips {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem;
      margin: 0 0 1rem;
      padding: 0;
      list-style: none;
    }
    .chip {
      gap: 0.35rem;
      padding: 0 0.8rem;
      border-radius: 999px;
      background: var(--chip-bg);
      color: var(--text);
      font-weight: 400;
    }
    .group {
      margin-bottom: 1.25rem;
      scroll-margin-top: 0.5rem;
    }
    h3 {
      display: flex;
      align-items: center;
      gap: 0.5rem;
      margin: 0 0 0.4rem;
      font-size: 1.1rem;
    }
    .total {
      padding: 0 0.55rem;
      border-radius: 999px;
      background: var(--chip-bg);
    }
    .dot {
      width: 0.8rem;
      height: 0.8rem;
      border: 1px solid var(--text);
      border-radius: 50%;
    }
    .rows {
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .rows li {
      display: flex;
      align-items: center;
      gap: 0.6rem;
      min-height: 48px;
      padding: 0.3rem 0;
      border-bottom: 1px solid var(--border);
    }
    /* A thumbnail beside the name (a tap shows the card large); nothing when the picture fails. */
    .thumb {
      flex: none;
      width: 2.75rem;
    }
    .thumb[data-shape='landscape'] {
      width: 3.75rem;
    }
    .thumb:not(.has-image) {
      display: none;
    }
    .cost {
      flex: none;
      min-width: 2rem;
      border-radius: 999px;
      background: var(--chip-bg);
      font-weight: 700;
      text-align: center;
    }
    .names {
      display: flex;
      flex: 1;
      flex-direction: column;
      min-width: 0;
    }
    /* Between words only; a word wider than the row ends in an ellipsis instead of breaking. */
    .name {
      overflow: hidden;
      font-weight: 700;
      text-overflow: ellipsis;
    }
    .sub {
      color: var(--muted);
      font-size: 0.85rem;
    }
    .foil {
      font-size: 0.8rem;
      font-weight: 700;
    }
    .copies {
      min-width: 2.5rem;
      font-size: 1.1rem;
      font-weight: 700;
      text-align: right;
    }
  `,
})
export class PoolOverview {
  readonly game = input.required<GameId>();
  readonly groups = input.required<readonly PoolGroup[]>();

  private readonly transloco = inject(TranslocoService);
  protected readonly lang = inject(LanguageService).current;

  protected readonly views = computed((): GroupView[] => {
    const lang = this.lang();
    const kind = GROUP_KIND[this.game()];
    const tr = (key: string, params: Record<string, unknown> = {}) => this.transloco.translate(key, params, lang);
    return this.groups().map((group) => ({
      group,
      label:
        group.kind === 'group'
          ? cardTerm(this.transloco, lang, kind, group.key)
          : group.kind === 'unknown'
            ? tr('cards.type.unknown')
            : tr(`pool.groups.${group.kind}`),
      color: group.kind === 'group' && group.key !== 'none' ? groupColor(group.key) : null,
      rows: group.entries.map((entry) => ({
        entry,
        cost: entry.card?.cost === null || entry.card?.cost === undefined ? '–' : String(entry.card.cost),
        groups: entry.card
          ? listOf(
              lang,
              cardGroups(entry.card).map((value) => cardTerm(this.transloco, lang, kind, value)),
            )
          : '',
        copies: tr(pluralKey('pool.overview.copies', lang, entry.count), { count: entry.count }),
      })),
    }));
  });

  protected jump(event: Event, key: string): void {
    // Buttons, not #links: with <base href="/"> a fragment link would leave the page.
    const target = (event.currentTarget as HTMLElement).ownerDocument.getElementById(`pool-${key}`);
    target?.scrollIntoView({ block: 'start' });
    target?.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true });
  }
}
