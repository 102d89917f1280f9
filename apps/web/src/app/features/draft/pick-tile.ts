import { ChangeDetectionStrategy, Component, computed, inject, input } from '@angular/core';
import type { Card } from '@cantina/games';
import { TranslocoDirective } from '@jsverse/transloco';
import { CardTermPipe } from '../../core/i18n/card-terms';
import { LanguageService } from '../../core/i18n/language.service';
import { GROUP_KIND, cardGroups } from '../../shared/deck-builder/card-filter';
import { CardArt } from '../../shared/card-art/card-art';
import { CardStats } from '../../shared/deck-builder/card-stats';
import { cardCostLabel, cardCostText } from '../../shared/deck-builder/card-text';
import { groupColor } from '../../shared/deck-builder/group-colors';
import { primaryGroup } from '../pool/pool-groups';

/** A card of the pack in front of the player; `card` is missing when the set does not know the id. */
export interface PickCard {
  instanceId: string;
  cardId: string;
  card?: Card;
}

/**
 * The card's picture when the set has one (a corner button shows it large: a tap on the tile selects
 * it). Without a picture, or when it fails to load, the text tile: name and subtitle, cost (Destiny:
 * points), aspect colours (Destiny colour, SWTCG side and unit types), type, power/HP, arenas, traits
 * and rarity. Colours always come with their names.
 */
@Component({
  selector: 'app-pick-tile',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective, CardTermPipe, CardArt, CardStats],
  template: `
    @if (entry().card; as card) {
      <app-card-art [card]="card" zoomTrigger="corner" nameTestId="pick-card-name">
        <div class="tile" [style.--band]="band()" *transloco="let t">
          <div class="head">
            <span class="cost" [attr.aria-label]="costLabel(t)">{{ costText() }}</span>
            <span class="names">
              <span class="name" data-testid="pick-card-name" [attr.title]="card.name">{{ card.name }}</span>
              @if (card.subtitle) {
                <span class="subtitle">{{ card.subtitle }}</span>
              }
            </span>
          </div>
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
          <p class="meta">
            {{ card.type | cardTerm: 'type' : lang() }}
            @for (unitType of unitTypes(); track unitType) {
              · {{ unitType | cardTerm: 'unitType' : lang() }}
            }
          </p>
          <app-card-stats [card]="card" />
          <p class="rarity" [attr.data-rarity]="card.rarity">{{ card.rarity | cardTerm: 'rarity' : lang() }}</p>
        </div>
      </app-card-art>
    } @else {
      <div class="tile" [style.--band]="band()">
        <span class="name" data-testid="pick-card-name">{{ entry().cardId }}</span>
      </div>
    }
  `,
  styles: `
    :host,
    app-card-art {
      display: block;
      height: 100%;
    }
    app-card-art.has-image {
      height: auto;
    }
    .tile {
      display: flex;
      flex-direction: column;
      gap: 0.3rem;
      height: 100%;
      padding: 0.6rem 0.6rem 0.6rem 0.9rem;
      border-left: 0.35rem solid var(--band);
      border-radius: var(--radius);
    }
    /* The text tile standing in for a picture among pictures: card-shaped, narrow, smaller type. */
    :host-context(.images) .tile {
      aspect-ratio: 63 / 88;
      padding: 0.4rem 0.35rem 0.4rem 0.5rem;
      font-size: 0.85rem;
    }
    /* A narrow tile (2 or 3 across a phone) gives the name the full width: the cost goes above it. */
    :host {
      container-type: inline-size;
    }
    @container (max-width: 14rem) {
      .head {
        flex-direction: column;
        gap: 0.2rem;
      }
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
      font-weight: 800;
      text-align: center;
    }
    .names {
      display: flex;
      flex-direction: column;
      min-width: 0;
    }
    /* Names wrap between words only: a word wider than the tile is
       cut with an ellipsis (the full name is its title and in the large view), never broken. */
    .name {
      font-weight: 700;
      line-height: 1.25;
      overflow: hidden;
      overflow-wrap: normal;
      word-break: normal;
      hyphens: manual;
      text-overflow: ellipsis;
    }
    .subtitle,
    .meta {
      color: var(--muted);
      font-size: 0.85rem;
    }
    .meta,
    .rarity {
      margin: 0;
    }
    .rarity {
      margin-top: auto;
      font-size: 0.8rem;
      font-weight: 700;
      text-transform: uppercase;
      letter-spacing: 0.04em;
    }
    .groups {
      display: flex;
      flex-wrap: wrap;
      gap: 0.2rem 0.6rem;
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
  `,
})
export class PickTile {
  readonly entry = input.required<PickCard>();

  protected readonly lang = inject(LanguageService).current;
  protected readonly groupKind = computed(() => GROUP_KIND[this.entry().card?.game ?? 'swu']);
  protected readonly groups = computed(() => {
    const card = this.entry().card;
    return card ? cardGroups(card) : [];
  });
  /** The tile's edge: the card's main colour (its section in the pool), grey without one. */
  protected readonly band = computed(() => {
    const card = this.entry().card;
    return groupColor(card ? primaryGroup(card) : 'none');
  });
  protected readonly unitTypes = computed(() => {
    const card = this.entry().card;
    return card?.game === 'swtcg' ? card.unitTypes : [];
  });
  protected readonly costText = computed(() => cardCostText(this.entry().card));

  protected color(group: string): string {
    return groupColor(group);
  }

  protected costLabel(t: (key: string, params?: Record<string, unknown>) => string): string {
    return cardCostLabel(t, this.entry().card);
  }
}
