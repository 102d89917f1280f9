import { ChangeDetectionStrategy, Component, computed, inject, input } from '@angular/core';
import type { ReentryCredential } from '@cantina/contract';
import { formatReentryCode } from '@cantina/events';
import { TranslocoDirective } from '@jsverse/transloco';
import { LanguageService } from '../../core/i18n/language.service';
import { qrDataUrl } from '../qr-svg';
import { reentryLink } from './access-links';

/** A re-entry code as a player reads it: big code, a QR code of the re-entry link, until when it works. */
@Component({
  selector: 'app-reentry-card',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective],
  template: `
    <div class="reentry" data-testid="reentry-card" *transloco="let t">
      @if (name(); as name) {
        <p class="who">{{ t('access.card.for', { name }) }}</p>
      }
      <p class="code" data-testid="reentry-code" [attr.aria-label]="t('access.card.codeLabel')">{{ code() }}</p>
      @if (link(); as link) {
        <img [src]="qr()" [alt]="t('access.card.qrAlt', { name: name() ?? '' })" data-testid="reentry-qr" />
        <p class="hint">
          {{ t('access.card.scan') }}
          <span class="url" data-testid="reentry-url">{{ link }}</span>
        </p>
      }
      <p class="hint" data-testid="reentry-expiry">{{ t('access.card.once', { time: expiry() }) }}</p>
    </div>
  `,
  styles: `
    .reentry {
      display: grid;
      gap: 0.5rem;
      justify-items: start;
    }
    .who {
      margin: 0;
      font-weight: 600;
    }
    .code {
      margin: 0;
      font:
        700 clamp(1.75rem, 8vw, 2.5rem) / 1.1 ui-monospace,
        monospace;
      letter-spacing: 0.08em;
      overflow-wrap: anywhere;
    }
    img {
      display: block;
      width: min(100%, 14rem);
      height: auto;
      aspect-ratio: 1;
      border-radius: var(--radius);
      background: #fff;
    }
    .url {
      overflow-wrap: anywhere;
    }
  `,
})
export class ReentryCard {
  private readonly lang = inject(LanguageService).current;
  readonly credential = input.required<ReentryCredential>();
  /** The address phones can open (see `injectJoinBase`); without one, the code alone. */
  readonly origin = input<string | null>(null);
  readonly name = input<string | null>(null);

  protected readonly code = computed(() => formatReentryCode(this.credential().code));
  protected readonly link = computed(() => {
    const origin = this.origin();
    return origin ? reentryLink(origin, this.code()) : null;
  });
  protected readonly qr = computed(() => {
    const link = this.link();
    return link ? qrDataUrl(link) : '';
  });
  protected readonly expiry = computed(() =>
    new Intl.DateTimeFormat(this.lang(), { weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(
      new Date(this.credential().expiresAt),
    ),
  );
}
