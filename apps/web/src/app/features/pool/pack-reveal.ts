import {
  ChangeDetectionStrategy,
  Component,
  ElementRef,
  Injector,
  afterNextRender,
  computed,
  inject,
  input,
  output,
  viewChild,
} from '@angular/core';
import type { OpenedPack } from '@cantina/contract';
import type { Card } from '@cantina/games';
import { TranslocoDirective } from '@jsverse/transloco';
import { CardTile } from '../../shared/deck-builder/card-tile';

/** A card of an opened pack, with the card itself when the set knows it. */
export type RevealCard = OpenedPack['cards'][number] & { card?: Card };

export interface RevealPack {
  index: number;
  cards: RevealCard[];
}

const SHINY = new Set(['rare', 'legendary']);

/**
 * The sealed packs, opened one at a time: the cards of the current pack turn over one after the
 * other (no motion when the device asks for reduced motion), foils are marked. "Next pack" moves on,
 * "Open all" jumps to the pool. `opened` is how many packs the player has already gone through.
 */
@Component({
  selector: 'app-pack-reveal',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective, CardTile],
  template: `
    <section class="reveal" aria-labelledby="reveal-heading" *transloco="let t">
      <div class="head">
        <h2 id="reveal-heading" #heading tabindex="-1" data-testid="reveal-heading">
          {{ t('pool.reveal.heading', { number: current() + 1, total: packs().length }) }}
        </h2>
        <ol class="dots" aria-hidden="true">
          @for (pack of packs(); track pack.index) {
            <li [class.done]="$index < current()" [class.now]="$index === current()"></li>
          }
        </ol>
      </div>
      @if (pack(); as pack) {
        <!-- Tracked by instance: a new pack gets new tiles, so their turn-over plays again. -->
        <ul class="grid" data-testid="reveal-pack" [attr.data-pack]="pack.index">
          @for (item of pack.cards; track item.instanceId; let i = $index) {
            <li
              data-testid="reveal-card"
              [attr.data-card-id]="item.cardId"
              [attr.data-foil]="item.foil"
              [class.foil]="item.foil"
              [class.shiny]="isShiny(item)"
              [style.animation-delay.ms]="i * 60"
            >
              @if (item.card; as card) {
                <app-card-tile [card]="card" [readonly]="true" />
              } @else {
                <p class="unknown">{{ item.cardId }}</p>
              }
              @if (item.foil) {
                <span class="foil-tag" data-testid="reveal-foil">✦ {{ t('pool.reveal.foil') }}</span>
              }
            </li>
          }
        </ul>
      }
      <div class="actions">
        <button type="button" class="primary" data-testid="reveal-next" (click)="goNext()">
          {{ last() ? t('pool.reveal.finish') : t('pool.reveal.next') }}
        </button>
        <button type="button" class="secondary" data-testid="reveal-skip" (click)="skip.emit()">
          {{ t('pool.reveal.skip') }}
        </button>
      </div>
    </section>
  `,
  styles: `
    .head {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: 0.5rem;
      margin-bottom: 0.75rem;
    }
    h2 {
      margin: 0;
    }
    .dots {
      display: flex;
      gap: 0.35rem;
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .dots li {
      width: 0.7rem;
      height: 0.7rem;
      border: 2px solid var(--accent);
      border-radius: 50%;
    }
    .dots .done,
    .dots .now {
      background: var(--accent);
    }
    .dots .now {
      transform: scale(1.3);
    }
    .grid {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: 0.5rem;
      margin: 0 0 1rem;
      padding: 0;
      list-style: none;
      perspective: 60rem;
    }
    @media (min-width: 40rem) {
      .grid {
        grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
      }
    }
    /* A pack with pictures: 3 cards across a 390px phone; sideways leaders and bases two wide. */
    .grid:has(app-card-tile.has-image) {
      grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
      grid-auto-flow: row dense;
    }
    .grid > li:has(> app-card-tile.landscape) {
      grid-column: span 2;
    }
    .grid li {
      position: relative;
      border-radius: var(--radius);
      animation: turn-over 380ms ease-out backwards;
    }
    .shiny {
      box-shadow: 0 0 0 2px #c9a227;
    }
    .foil {
      padding: 3px;
      background: linear-gradient(135deg, #f6d365, #a1c4fd, #fbc2eb, #c2e9fb);
    }
    .foil-tag {
      position: absolute;
      top: -0.4rem;
      right: 0.4rem;
      padding: 0 0.5rem;
      border-radius: 999px;
      background: var(--text);
      color: var(--surface);
      font-size: 0.8rem;
      font-weight: 700;
    }
    .unknown {
      margin: 0;
      padding: 0.6rem;
      font-family: var(--mono);
    }
    .actions {
      position: sticky;
      bottom: 0;
      display: flex;
      gap: 0.5rem;
      padding: 0.5rem 0;
      background: var(--bg);
    }
    .actions .primary {
      flex: 1;
    }
    @keyframes turn-over {
      from {
        opacity: 0;
        transform: rotateY(80deg) translateY(0.5rem);
      }
    }
    @media (prefers-reduced-motion: reduce) {
      .grid li {
        animation: none;
      }
    }
  `,
})
export class PackReveal {
  readonly packs = input.required<readonly RevealPack[]>();
  /** Packs already gone through: the one shown is the next. */
  readonly opened = input.required<number>();
  readonly next = output<void>();
  readonly skip = output<void>();

  private readonly injector = inject(Injector);
  private readonly heading = viewChild<ElementRef<HTMLElement>>('heading');

  protected readonly current = computed(() => Math.min(Math.max(this.opened(), 0), this.packs().length - 1));
  protected readonly pack = computed(() => this.packs()[this.current()] ?? null);
  protected readonly last = computed(() => this.current() >= this.packs().length - 1);

  protected isShiny(item: RevealCard): boolean {
    return item.card !== undefined && SHINY.has(item.card.rarity);
  }

  protected goNext(): void {
    const moving = !this.last();
    this.next.emit();
    // The new pack replaces the old one: say which pack it is and start reading from its top.
    if (moving) afterNextRender(() => this.heading()?.nativeElement.focus(), { injector: this.injector });
  }
}
