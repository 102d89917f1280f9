import { ChangeDetectionStrategy, Component, computed, inject, input } from '@angular/core';
import type { Card } from '@cantina/games';
import { TranslocoDirective } from '@jsverse/transloco';
import { CardTermPipe } from '../../core/i18n/card-terms';
import { LanguageService } from '../../core/i18n/language.service';

/**
 * What a card does on the table, for a text tile: SWU power and HP (symbols, named for screen readers),
 * arenas and traits (translated where the language file knows the trait, else the set's word);
 * Destiny's die. Nothing for a card without any.
 */
@Component({
  selector: 'app-card-stats',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective, CardTermPipe],
  template: `
    @if (hasAny()) {
      <p class="stats" data-testid="card-stats" *transloco="let t">
        @if (powerHp(); as stats) {
          <span class="power-hp" [attr.aria-label]="t('decks.cards.powerHp', stats)"
            ><span aria-hidden="true">⚔{{ stats.power }} ♥{{ stats.hp }}</span></span
          >
        }
        @for (place of places(); track place) {
          <span class="place">{{ place | cardTerm: 'unitType' : lang() }}</span>
        }
        @if (hasDie()) {
          <span class="place">{{ t('decks.cards.die') }}</span>
        }
        @if (traits().length > 0) {
          <span class="traits">
            @for (trait of traits(); track trait; let last = $last) {
              {{ trait | cardTerm: 'trait' : lang() }}{{ last ? '' : ' · ' }}
            }
          </span>
        }
      </p>
    }
  `,
  styles: `
    .stats {
      display: flex;
      flex-wrap: wrap;
      gap: 0.1rem 0.5rem;
      margin: 0;
      font-size: 0.85rem;
    }
    .power-hp {
      font-weight: 700;
      white-space: nowrap;
    }
    .traits {
      color: var(--muted);
      font-style: italic;
    }
  `,
})
export class CardStats {
  readonly card = input.required<Card>();

  protected readonly lang = inject(LanguageService).current;
  protected readonly powerHp = computed(() => {
    const card = this.card();
    if (card.game !== 'swu' || (card.power === undefined && card.hp === undefined)) return null;
    return { power: card.power ?? '–', hp: card.hp ?? '–' };
  });
  /** SWU arenas and SWTCG unit types share their names (space, ground). */
  protected readonly places = computed((): string[] => {
    const card = this.card();
    if (card.game === 'swu') return card.arenas;
    return [];
  });
  protected readonly hasDie = computed(() => {
    const card = this.card();
    return card.game === 'destiny' && card.hasDie;
  });
  protected readonly traits = computed(() => {
    const card = this.card();
    return card.game === 'swu' ? card.traits : [];
  });
  protected readonly hasAny = computed(
    () => this.powerHp() !== null || this.places().length > 0 || this.hasDie() || this.traits().length > 0,
  );
}
