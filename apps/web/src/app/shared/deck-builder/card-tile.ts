import { ChangeDetectionStrategy, Component, computed, inject, input, output } from '@angular/core';
import type { Card } from '@cantina/games';
import { TranslocoDirective } from '@jsverse/transloco';
import { CardTermPipe, type CardTermKind } from '../../core/i18n/card-terms';
import { CardArt } from '../card-art/card-art';
import { CardStats } from './card-stats';
import { CardImageFailures } from '../card-art/card-image-failures';
import { frontShape } from '../card-art/card-image';
import { LanguageService } from '../../core/i18n/language.service';
import { GROUP_KIND, cardGroups } from './card-filter';
import { cardCostLabel, cardCostText, cardTitle } from './card-text';
import { groupColor } from './group-colors';

/**
 * A card in the list: its picture (a tap shows it large) or, without one, what it is in words; how
 * many the deck holds, and +/- buttons (48px targets).
 */
@Component({
  selector: 'app-card-tile',
  changeDetection: ChangeDetectionStrategy.OnPush,
  // Lets the list around lay out pictures 3 across a phone instead of 2 text tiles.
  host: { '[class.has-image]': 'hasImage()', '[class.landscape]': "hasImage() && shape() === 'landscape'" },
  imports: [TranslocoDirective, CardTermPipe, CardArt, CardStats],
  template: `
    <div class="tile" [class.in-deck]="count() > 0" *transloco="let t">
      <app-card-art [card]="card()">
        <div class="text">
          <div class="head">
            <span class="cost" [attr.aria-label]="costLabel(t)">{{ costText() }}</span>
            <div class="names">
              <span class="name" [attr.title]="card().name">{{ card().name }}</span>
              @if (card().subtitle) {
                <span class="subtitle">{{ card().subtitle }}</span>
              }
            </div>
          </div>
          <p class="meta">
            {{ card().type | cardTerm: 'type' : lang() }} · {{ card().rarity | cardTerm: 'rarity' : lang() }}
            @for (extra of extras(); track extra.value) {
              · {{ extra.value | cardTerm: extra.kind : lang() }}
            }
            @if (version()) {
              · {{ t('decks.cards.version', { version: version() }) }}
            }
          </p>
          <app-card-stats [card]="card()" />
          @if (groups().length > 0) {
            <ul class="groups" [attr.aria-label]="t('decks.cards.' + groupKind())">
              @for (group of groups(); track group) {
                <li>
                  <span class="dot" [style.background]="color(group)"></span
                  >{{ group | cardTerm: groupKind() : lang() }}
                </li>
              }
            </ul>
          }
        </div>
      </app-card-art>
      @if (freeBase()) {
        <p class="meta">{{ t('decks.cards.freeBase') }}</p>
      }
      @if (!readonly()) {
        <div class="actions">
          <button
            type="button"
            class="secondary"
            data-testid="card-remove"
            [disabled]="count() === 0"
            [attr.aria-label]="t('decks.cards.remove', { name: title() })"
            (click)="remove.emit(card())"
          >
            −
          </button>
          <span class="count">
            <span class="in" [attr.aria-label]="t('decks.cards.inDeck', { count: count() })">{{ count() }}</span>
            @if (remaining() !== null) {
              <span class="left" data-testid="card-pool-left">{{
                t('decks.cards.poolLeft', { count: remaining() })
              }}</span>
            }
          </span>
          <button
            type="button"
            class="primary"
            data-testid="card-add"
            [disabled]="remaining() === 0"
            [attr.aria-label]="t('decks.cards.add', { name: title() })"
            (click)="add.emit(card())"
          >
            +
          </button>
        </div>
      }
    </div>
  `,
  styles: `
    .tile {
      display: flex;
      flex-direction: column;
      gap: 0.35rem;
      height: 100%;
      padding: 0.6rem;
      border: 1px solid var(--border);
      border-radius: var(--radius);
      background: var(--surface);
    }
    .text {
      display: flex;
      flex-direction: column;
      gap: 0.35rem;
    }
    /* With a picture the tile is narrow (3 across a phone): the count goes above the buttons. */
    :host(.has-image) .tile {
      padding: 0.3rem;
    }
    :host(.has-image) .actions {
      flex-wrap: wrap;
    }
    :host(.has-image) .count {
      flex-basis: 100%;
      order: -1;
    }
    :host(.has-image) .actions button {
      flex: 1 1 0;
      min-width: 0;
    }
    /* A text tile in a narrow column (a picture that failed among pictures): cost above the name. */
    :host {
      display: block;
      container-type: inline-size;
    }
    @container (max-width: 9rem) {
      .tile {
        padding: 0.4rem;
        font-size: 0.85rem;
      }
      .head {
        flex-direction: column;
        gap: 0.2rem;
      }
    }
    .in-deck {
      border-color: var(--accent);
      box-shadow: inset 0 0 0 1px var(--accent);
    }
    .head {
      display: flex;
      gap: 0.5rem;
      align-items: flex-start;
    }
    .cost {
      flex: none;
      min-width: 2rem;
      padding: 0.1rem 0.4rem;
      border-radius: 999px;
      background: var(--chip-bg);
      font-weight: 700;
      text-align: center;
    }
    .names {
      display: flex;
      flex-direction: column;
      min-width: 0;
    }
    /* Between words only: a word wider than the tile ends in an ellipsis (full name in its title). */
    .name {
      font-weight: 700;
      overflow: hidden;
      overflow-wrap: normal;
      word-break: normal;
      hyphens: manual;
      text-overflow: ellipsis;
    }
    .subtitle,
    .meta,
    .left {
      color: var(--muted);
      font-size: 0.85rem;
    }
    .meta {
      margin: 0;
    }
    .groups {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem 0.6rem;
      margin: 0;
      padding: 0;
      list-style: none;
      font-size: 0.85rem;
    }
    .dot {
      display: inline-block;
      width: 0.75rem;
      height: 0.75rem;
      margin-right: 0.25rem;
      border: 1px solid var(--text);
      border-radius: 50%;
      vertical-align: -0.05rem;
    }
    .actions {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: 0.5rem;
      margin-top: auto;
    }
    .actions button {
      padding: 0;
      font-size: 1.4rem;
    }
    .count {
      display: flex;
      flex-direction: column;
      align-items: center;
      font-size: 0.8rem;
      text-align: center;
    }
    .in {
      font-size: 1.2rem;
      font-weight: 700;
    }
  `,
})
export class CardTile {
  readonly card = input.required<Card>();
  /** Copies in the deck(s). */
  readonly count = input(0);
  /** Copies the pool still has; `null` when there is no pool limit. */
  readonly remaining = input<number | null>(null);
  readonly freeBase = input(false);
  /** Browse only (a format without a deck). */
  readonly readonly = input(false);
  readonly add = output<Card>();
  readonly remove = output<Card>();

  protected readonly lang = inject(LanguageService).current;
  private readonly failures = inject(CardImageFailures);
  protected readonly shape = computed(() => frontShape(this.card()));
  protected readonly hasImage = computed(() => {
    const url = this.card().imageUrl;
    return !!url && !this.failures.has(url);
  });
  protected readonly title = computed(() => cardTitle(this.card()));
  protected readonly groupKind = computed(() => GROUP_KIND[this.card().game]);
  protected readonly groups = computed(() => cardGroups(this.card()));
  protected readonly costText = computed(() => cardCostText(this.card()));
  protected readonly extras = computed((): { kind: CardTermKind; value: string }[] => {
    const card = this.card();
    if (card.game === 'swtcg') return card.unitTypes.map((value) => ({ kind: 'unitType', value }));
    if (card.game === 'destiny') return [{ kind: 'affiliation', value: card.affiliation }];
    return [];
  });
  protected readonly version = computed(() => {
    const card = this.card();
    return card.game === 'swtcg' ? card.version : null;
  });

  protected color(group: string): string {
    return groupColor(group);
  }

  protected costLabel(t: (key: string, params?: Record<string, unknown>) => string): string {
    return cardCostLabel(t, this.card());
  }
}
