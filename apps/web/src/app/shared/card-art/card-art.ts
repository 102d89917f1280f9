import { ChangeDetectionStrategy, Component, computed, inject, input, signal } from '@angular/core';
import type { Card } from '@cantina/games';
import { NgTemplateOutlet } from '@angular/common';
import { TranslocoDirective } from '@jsverse/transloco';
import { CardImageFailures } from './card-image-failures';
import { CARD_IMAGE_SIZE, cardCaption, frontShape } from './card-image';
import { CardZoom } from './card-zoom';

/**
 * How a tap reaches the large view: `image` — the picture itself is a button (pool, deck builder,
 * pack reveal); `corner` — a small button on the picture, because a tap on the card means something
 * else there (the pick screen selects it).
 */
export type ZoomTrigger = 'image' | 'corner';

/**
 * A card's picture, lazily loaded at a reserved size, with the name as visually hidden text. Without
 * a picture, or once it fails to load, it shows what it wraps instead: the text tile.
 */
@Component({
  selector: 'app-card-art',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [NgTemplateOutlet, TranslocoDirective, CardZoom],
  host: { '[class.has-image]': 'showImage()', '[attr.data-shape]': 'shape()' },
  template: `
    @if (showImage()) {
      <div class="art" *transloco="let t">
        @if (zoomTrigger() === 'image') {
          <button
            type="button"
            class="image-button"
            data-testid="card-zoom-open"
            [attr.aria-label]="t('cardArt.enlarge', { name: caption() })"
            (click)="open($event)"
          >
            <ng-container [ngTemplateOutlet]="picture" />
          </button>
        } @else {
          <ng-container [ngTemplateOutlet]="picture" />
          <button
            type="button"
            class="corner"
            tabindex="-1"
            data-testid="card-zoom-open"
            [attr.aria-label]="t('cardArt.enlarge', { name: caption() })"
            (click)="open($event)"
          >
            <span class="corner-icon" aria-hidden="true">⤢</span>
          </button>
        }
        <ng-template #picture>
          <img
            class="image"
            data-testid="card-image"
            alt=""
            loading="lazy"
            decoding="async"
            [src]="url()"
            [attr.width]="size().width"
            [attr.height]="size().height"
            (error)="broken()"
          />
        </ng-template>
        @if (withName()) {
          <span class="visually-hidden" [attr.data-testid]="nameTestId()">{{ caption() }}</span>
        }
      </div>
    } @else {
      <ng-content />
    }
    @if (zoomed()) {
      <app-card-zoom [card]="card()" (closed)="zoomed.set(false)" />
    }
  `,
  styles: `
    :host {
      display: block;
    }
    .art {
      position: relative;
    }
    .image {
      display: block;
      width: 100%;
      height: auto;
      border-radius: 4.5% / 3.2%;
      background: var(--chip-bg);
    }
    :host([data-shape='landscape']) .image {
      border-radius: 3.2% / 4.5%;
    }
    .image-button {
      display: block;
      width: 100%;
      min-height: 0;
      padding: 0;
      border: none;
      background: none;
      cursor: zoom-in;
    }
    /* A 48px target in the card's corner; only the circle inside it is drawn. */
    .corner {
      position: absolute;
      right: 0;
      bottom: 0;
      display: grid;
      place-items: center;
      width: 3rem;
      min-width: 0;
      height: 3rem;
      min-height: 0;
      padding: 0;
      border: none;
      background: none;
      cursor: zoom-in;
    }
    .corner-icon {
      display: grid;
      place-items: center;
      width: 2rem;
      height: 2rem;
      border: 1px solid rgb(255 255 255 / 0.7);
      border-radius: 50%;
      background: rgb(0 0 0 / 0.6);
      color: #fff;
      font-size: 1rem;
      line-height: 1;
    }
  `,
})
export class CardArt {
  readonly card = input.required<Card>();
  readonly zoomTrigger = input<ZoomTrigger>('image');
  /** `data-testid` of the hidden name (the pick screen keeps its `pick-card-name`). */
  readonly nameTestId = input<string | null>(null);
  /** Off where the name is already written beside the picture (a thumbnail in a list). */
  readonly withName = input(true);

  private readonly failures = inject(CardImageFailures);
  protected readonly zoomed = signal(false);

  protected readonly url = computed(() => this.card().imageUrl ?? null);
  protected readonly showImage = computed(() => {
    const url = this.url();
    return url !== null && !this.failures.has(url);
  });
  protected readonly shape = computed(() => frontShape(this.card()));
  protected readonly size = computed(() => CARD_IMAGE_SIZE[this.shape()]);
  protected readonly caption = computed(() => cardCaption(this.card()));

  protected broken(): void {
    const url = this.url();
    if (url) this.failures.add(url);
  }

  protected open(event: Event): void {
    // The tap is for the large view only, not for the tile around it (which would select the card).
    event.stopPropagation();
    this.zoomed.set(true);
  }
}
