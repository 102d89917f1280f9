import { ChangeDetectionStrategy, Component, DestroyRef, computed, inject, input, signal } from '@angular/core';
import { takeUntilDestroyed } from '@angular/core/rxjs-interop';
import type { ReentryCredential } from '@cantina/contract';
import { TranslocoDirective } from '@jsverse/transloco';
import { finalize } from 'rxjs';
import { AccessApi } from '../../core/api/access-api';
import { ApiError, toApiError } from '../../core/api/api-error';
import { TokenStore } from '../../core/storage/token-store';
import { ProblemMessage } from '../problem-message';
import { lazyJoinBase } from './lazy-join-base';
import { ReentryCard } from './reentry-card';

/**
 * On the player's own phone: "Phone dying? Your re-entry code". A code (and its QR) the player notes
 * now and types on any other phone later to get the seat back (issue 12).
 */
@Component({
  selector: 'app-player-reentry',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective, ProblemMessage, ReentryCard],
  template: `
    @if (identity()) {
      <details class="player-reentry no-print" data-testid="player-reentry" [open]="startOpen()" *transloco="let t">
        <summary data-testid="player-reentry-toggle">{{ t('access.player.summary') }}</summary>
        <p class="hint">{{ t('access.player.hint') }}</p>
        @if (credential(); as credential) {
          <app-reentry-card [credential]="credential" [origin]="joinBase()?.origin ?? null" />
        }
        <app-problem-message [error]="error()" />
        <button
          type="button"
          class="secondary"
          data-testid="player-reentry-show"
          [disabled]="pending()"
          (click)="issue()"
        >
          {{ credential() ? t('access.player.renew') : t('access.player.show') }}
        </button>
      </details>
    }
  `,
  styles: `
    .player-reentry {
      margin: 1rem 0;
      display: grid;
      gap: 0.5rem;
    }
    summary {
      cursor: pointer;
      min-height: 48px;
      display: flex;
      align-items: center;
      font-weight: 600;
    }
  `,
})
export class PlayerReentry {
  private readonly api = inject(AccessApi);
  private readonly destroyRef = inject(DestroyRef);
  private readonly tokens = inject(TokenStore);
  private readonly address = lazyJoinBase();
  protected readonly joinBase = this.address.base;

  readonly eventId = input.required<string>();
  /** Open from the start (the page loaded the panel on a tap). */
  readonly startOpen = input(false);
  /** The seat this device holds in the event (none: nothing to show). */
  protected readonly identity = computed(() => this.tokens.player(this.eventId()));

  protected readonly credential = signal<ReentryCredential | null>(null);
  protected readonly pending = signal(false);
  protected readonly error = signal<ApiError | null>(null);

  protected issue(): void {
    const identity = this.identity();
    if (!identity || this.pending()) return;
    this.address.start();
    this.pending.set(true);
    this.error.set(null);
    this.api
      .issueReentry(this.eventId(), identity.id, identity.token)
      .pipe(
        finalize(() => this.pending.set(false)),
        takeUntilDestroyed(this.destroyRef),
      )
      .subscribe({
        next: (credential) => this.credential.set(credential),
        error: (error: unknown) => this.error.set(toApiError(error)),
      });
  }
}
