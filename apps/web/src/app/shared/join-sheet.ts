import { ChangeDetectionStrategy, Component, DOCUMENT, computed, inject, input } from '@angular/core';
import { TranslocoDirective } from '@jsverse/transloco';
import { qrDataUrl } from './qr-svg';

/** The body class that makes the printout only the join sheet (see `.join-sheet-page` in styles.css). */
const PRINTING_CLASS = 'print-join-sheet';

/**
 * A "Print join sheet" button and the sheet it prints: the event's name, a big QR code of the join
 * link, the code and the link, for the store's counter. Hidden on screen and in other printouts.
 */
@Component({
  selector: 'app-join-sheet',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective],
  template: `
    <ng-container *transloco="let t">
      <button type="button" class="secondary no-print" data-testid="print-join-sheet" (click)="print()">
        {{ t('organize.joinSheet.print') }}
      </button>
      <article class="join-sheet-page" data-testid="join-sheet">
        <h1>{{ eventName() }}</h1>
        <p class="scan">{{ t('organize.joinSheet.scan') }}</p>
        <img [src]="qr()" [alt]="t('organize.qrAlt', { url: url() })" data-testid="join-sheet-qr" />
        <p class="code">{{ joinCode() }}</p>
        <p>
          {{ t('organize.joinAt') }} <strong data-testid="join-sheet-url">{{ url() }}</strong>
        </p>
      </article>
    </ng-container>
  `,
  styles: `
    .join-sheet-page {
      text-align: center;
      color: #000;
      background: #fff;
    }
    h1 {
      margin: 0 0 0.5cm;
      font-size: 28pt;
    }
    .scan {
      font-size: 16pt;
    }
    img {
      display: block;
      width: 12cm;
      height: 12cm;
      margin: 0.5cm auto;
    }
    .code {
      margin: 0.5cm 0;
      font-family: var(--mono);
      font-size: 40pt;
      font-weight: 800;
      letter-spacing: 0.12em;
    }
  `,
})
export class JoinSheet {
  private readonly document = inject(DOCUMENT);
  readonly eventName = input.required<string>();
  readonly joinCode = input.required<string>();
  readonly url = input.required<string>();
  protected readonly qr = computed(() => qrDataUrl(this.url()));

  protected print(): void {
    const window = this.document.defaultView;
    if (!window) return;
    const body = this.document.body;
    body.classList.add(PRINTING_CLASS);
    window.addEventListener('afterprint', () => body.classList.remove(PRINTING_CLASS), { once: true });
    window.print();
  }
}
