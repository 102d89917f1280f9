import {
  ChangeDetectionStrategy,
  Component,
  ElementRef,
  afterNextRender,
  computed,
  inject,
  input,
  output,
  viewChild,
} from '@angular/core';
import type { Card } from '@cantina/games';
import { TranslocoDirective } from '@jsverse/transloco';
import { CardImageFailures } from './card-image-failures';
import { CARD_IMAGE_SIZE, backShape, cardCaption, frontShape } from './card-image';

/**
 * A card shown large over the page (a modal `<dialog>`): the front, and the back of a double-sided
 * card (an SWU leader's unit side). A tap anywhere or Escape closes it.
 */
@Component({
  selector: 'app-card-zoom',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective],
  template: `
    <dialog
      #dialog
      class="zoom"
      tabindex="-1"
      data-testid="card-zoom"
      [attr.aria-label]="caption()"
      (click)="dismiss($event)"
      (keydown)="$event.stopPropagation()"
      (close)="closed.emit()"
      *transloco="let t"
    >
      <div class="sides">
        @if (card().imageUrl; as url) {
          <figure>
            <img
              [src]="url"
              [alt]="back() ? t('cardArt.front', { name: caption() }) : caption()"
              [class]="frontShape()"
              [attr.width]="front().width"
              [attr.height]="front().height"
              data-testid="card-zoom-front"
              (error)="failures.add(url)"
            />
          </figure>
        }
        @if (back(); as url) {
          <figure>
            <img
              [src]="url"
              [alt]="t('cardArt.back', { name: caption() })"
              class="portrait"
              [attr.width]="backSize.width"
              [attr.height]="backSize.height"
              data-testid="card-zoom-back"
              (error)="failures.add(url)"
            />
          </figure>
        }
      </div>
      <p class="caption">{{ caption() }}</p>
      <p class="hint">{{ t('cardArt.closeHint') }}</p>
    </dialog>
  `,
  styles: `
    .zoom {
      max-width: 100vw;
      max-height: 100dvh;
      margin: auto;
      overflow: auto;
      padding: 1rem;
      border: none;
      background: transparent;
      color: #fff;
      text-align: center;
      cursor: zoom-out;
    }
    .zoom::backdrop {
      background: rgb(0 0 0 / 0.85);
    }
    .sides {
      display: flex;
      flex-wrap: wrap;
      justify-content: center;
      gap: 1rem;
    }
    figure {
      margin: 0;
    }
    /* As large as the screen allows, whatever the picture's own pixel size. */
    img {
      display: block;
      height: auto;
      border-radius: 4.5% / 3.2%;
    }
    .portrait {
      width: min(88vw, 28rem, calc(78dvh * 63 / 88));
    }
    .landscape {
      width: min(92vw, 40rem, calc(78dvh * 88 / 63));
      border-radius: 3.2% / 4.5%;
    }
    .caption {
      margin: 0.75rem 0 0.25rem;
      font-weight: 700;
    }
    .hint {
      margin: 0;
      color: #ccc;
      font-size: 0.85rem;
    }
  `,
})
export class CardZoom {
  readonly card = input.required<Card>();
  readonly closed = output<void>();

  protected readonly failures = inject(CardImageFailures);
  private readonly dialog = viewChild.required<ElementRef<HTMLDialogElement>>('dialog');

  protected readonly caption = computed(() => cardCaption(this.card()));
  protected readonly back = computed(() => this.card().backImageUrl ?? null);
  protected readonly frontShape = computed(() => frontShape(this.card()));
  protected readonly front = computed(() => CARD_IMAGE_SIZE[this.frontShape()]);
  protected readonly backSize = CARD_IMAGE_SIZE[backShape()];

  constructor() {
    afterNextRender(() => {
      const dialog = this.dialog().nativeElement;
      // jsdom and very old browsers have no modal dialogs: an open dialog still shows the card.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    });
  }

  /** Any tap closes it; the tap must not also reach the tile under it (which would select a card). */
  protected dismiss(event: Event): void {
    event.stopPropagation();
    const dialog = this.dialog().nativeElement;
    if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    else this.closed.emit();
  }
}
