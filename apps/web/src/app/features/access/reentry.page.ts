import { ChangeDetectionStrategy, Component, DOCUMENT, DestroyRef, inject, signal } from '@angular/core';
import { takeUntilDestroyed } from '@angular/core/rxjs-interop';
import { FormControl, FormGroup, ReactiveFormsModule, Validators } from '@angular/forms';
import { Router, RouterLink } from '@angular/router';
import { ID_MAX_LENGTH } from '@cantina/contract';
import { normalizeReentryCode } from '@cantina/events';
import { TranslocoDirective } from '@jsverse/transloco';
import { finalize } from 'rxjs';
import { AccessApi } from '../../core/api/access-api';
import { ApiError, toApiError } from '../../core/api/api-error';
import { TokenStore } from '../../core/storage/token-store';
import { keyFromFragment } from '../../shared/access/access-links';
import { ProblemMessage } from '../../shared/problem-message';

/**
 * `/reentry` (typed code) and `/reentry#<code>` (the re-entry QR): trades a player's re-entry code for
 * their seat on this device, then opens their event (issue 12). The code leaves the address bar at once.
 */
@Component({
  selector: 'app-reentry-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [ReactiveFormsModule, RouterLink, TranslocoDirective, ProblemMessage],
  template: `
    <ng-container *transloco="let t">
      <h1>{{ t('access.enter.title') }}</h1>
      <section class="card" aria-labelledby="reentry-form-title">
        <h2 id="reentry-form-title" class="visually-hidden">{{ t('access.enter.title') }}</h2>
        <p class="hint">{{ t('access.enter.hint') }}</p>
        <form [formGroup]="form" (ngSubmit)="submit()" novalidate [attr.aria-busy]="pending()">
          <div class="field">
            <label for="reentry-code">{{ t('access.enter.label') }}</label>
            <input
              id="reentry-code"
              data-testid="reentry-code-input"
              formControlName="code"
              autocomplete="one-time-code"
              autocapitalize="characters"
              spellcheck="false"
              placeholder="ABCDE-FGHJK"
              [attr.maxlength]="maxLength"
              aria-describedby="reentry-code-error"
              [attr.aria-invalid]="invalid()"
              (input)="invalid.set(false)"
            />
            <p class="field-error" id="reentry-code-error" aria-live="polite">
              @if (invalid()) {
                {{ t('access.enter.invalid') }}
              }
            </p>
          </div>
          <app-problem-message [error]="error()" />
          <button type="submit" class="primary" data-testid="reentry-submit" [disabled]="pending()">
            {{ pending() ? t('access.enter.submitting') : t('access.enter.submit') }}
          </button>
        </form>
      </section>
      <a class="button secondary" routerLink="/">{{ t('common.backHome') }}</a>
    </ng-container>
  `,
})
export class ReentryPage {
  private readonly api = inject(AccessApi);
  private readonly tokens = inject(TokenStore);
  private readonly router = inject(Router);
  private readonly destroyRef = inject(DestroyRef);
  protected readonly maxLength = ID_MAX_LENGTH;

  protected readonly code = new FormControl('', { nonNullable: true, validators: [Validators.required] });
  protected readonly form = new FormGroup({ code: this.code });
  protected readonly invalid = signal(false);
  protected readonly pending = signal(false);
  protected readonly error = signal<ApiError | null>(null);

  constructor() {
    const document = inject(DOCUMENT);
    const fromLink = keyFromFragment(document.location.hash, ID_MAX_LENGTH);
    if (document.location.hash) document.defaultView?.history.replaceState(null, '', document.location.pathname);
    if (fromLink) {
      this.code.setValue(fromLink);
      this.submit();
    }
  }

  protected submit(): void {
    if (this.pending()) return;
    const code = normalizeReentryCode(this.code.value);
    if (!code) {
      this.invalid.set(true);
      return;
    }
    this.pending.set(true);
    this.error.set(null);
    this.api
      .reenter(code)
      .pipe(
        finalize(() => this.pending.set(false)),
        takeUntilDestroyed(this.destroyRef),
      )
      .subscribe({
        next: (player) => {
          this.tokens.savePlayer(player.eventId, player);
          void this.router.navigate(['/events', player.eventId, 'play'], { replaceUrl: true });
        },
        error: (error: unknown) => this.error.set(toApiError(error)),
      });
  }
}
