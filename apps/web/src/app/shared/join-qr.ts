import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { qrDataUrl } from './qr-svg';

/** The QR code players scan to join, drawn in the browser. */
@Component({
  selector: 'app-join-qr',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<img data-testid="join-qr" [src]="src()" [alt]="alt()" width="256" height="256" />`,
  styles: `
    img {
      display: block;
      width: min(100%, 18rem);
      height: auto;
      aspect-ratio: 1;
      border-radius: var(--radius);
      background: #fff;
    }
  `,
})
export class JoinQr {
  readonly url = input.required<string>();
  readonly alt = input.required<string>();
  protected readonly src = computed(() => qrDataUrl(this.url()));
}
