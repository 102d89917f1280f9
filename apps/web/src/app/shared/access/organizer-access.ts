import {
  ChangeDetectionStrategy,
  Component,
  DOCUMENT,
  DestroyRef,
  computed,
  inject,
  input,
  signal,
} from '@angular/core';
import { takeUntilDestroyed } from '@angular/core/rxjs-interop';
import type { PublicPlayer, ReentryCredential } from '@cantina/contract';
import { TranslocoDirective } from '@jsverse/transloco';
import { finalize } from 'rxjs';
import { AccessApi } from '../../core/api/access-api';
import { ApiError, toApiError } from '../../core/api/api-error';
import { TokenStore } from '../../core/storage/token-store';
import { ProblemMessage } from '../problem-message';
import { qrDataUrl } from '../qr-svg';
import { staffLink } from './access-links';
import { lazyJoinBase } from './lazy-join-base';
import { ReentryCard } from './reentry-card';

/**
 * The organizer's keys for other devices (issue 12): the staff link (the organizer token itself, in
 * the link's fragment; a new link revokes the old one) and any player's re-entry code.
 */
@Component({
  selector: 'app-organizer-access',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective, ProblemMessage, ReentryCard],
  templateUrl: './organizer-access.html',
  styleUrl: './organizer-access.css',
})
export class OrganizerAccess {
  private readonly api = inject(AccessApi);
  private readonly tokens = inject(TokenStore);
  private readonly document = inject(DOCUMENT);
  private readonly destroyRef = inject(DestroyRef);
  private readonly address = lazyJoinBase();
  protected readonly joinBase = this.address.base;

  readonly eventId = input.required<string>();
  readonly players = input.required<readonly PublicPlayer[]>();
  /** The organizer token this device holds (the page shows this panel only with one). */
  private readonly token = computed(() => this.tokens.organizerToken(this.eventId()) ?? '');

  protected readonly staffShown = signal(false);
  protected readonly link = computed(() => {
    const base = this.joinBase();
    return base && this.token() ? staffLink(base.origin, this.eventId(), this.token()) : '';
  });
  protected readonly qr = computed(() => (this.staffShown() && this.link() ? qrDataUrl(this.link()) : ''));
  protected readonly unreachable = computed(() => this.joinBase()?.source === 'loopback');
  protected readonly copied = signal(false);
  protected readonly confirmingRotate = signal(false);
  protected readonly rotating = signal(false);
  protected readonly rotateError = signal<ApiError | null>(null);

  protected readonly selectedPlayer = signal('');
  protected readonly reentry = signal<{ player: PublicPlayer; credential: ReentryCredential } | null>(null);
  protected readonly issuing = signal(false);
  protected readonly reentryError = signal<ApiError | null>(null);

  protected showStaffLink(): void {
    this.address.start();
    this.staffShown.set(true);
  }

  protected copy(): void {
    const clipboard = this.document.defaultView?.navigator.clipboard;
    if (!clipboard) return;
    clipboard.writeText(this.link()).then(
      () => this.copied.set(true),
      () => this.copied.set(false),
    );
  }

  /** A new organizer token: every device holding the old one (or its link) is out; this one keeps going. */
  protected rotate(): void {
    if (this.rotating()) return;
    this.rotating.set(true);
    this.rotateError.set(null);
    const eventId = this.eventId();
    this.api
      .rotateOrganizerToken(eventId, this.token())
      .pipe(takeUntilDestroyed(this.destroyRef))
      .subscribe({
        next: ({ organizerToken }) => {
          this.tokens.saveOrganizerToken(eventId, organizerToken);
          // The page's live feed and requests hold the old token: start again with the new one.
          this.document.location.reload();
        },
        error: (error: unknown) => {
          this.rotating.set(false);
          this.rotateError.set(toApiError(error));
        },
      });
  }

  protected showReentry(): void {
    const player = this.players().find((candidate) => candidate.id === this.selectedPlayer());
    if (!player || this.issuing()) return;
    this.address.start();
    this.issuing.set(true);
    this.reentryError.set(null);
    this.api
      .issueReentry(this.eventId(), player.id, this.token())
      .pipe(
        finalize(() => this.issuing.set(false)),
        takeUntilDestroyed(this.destroyRef),
      )
      .subscribe({
        next: (credential) => this.reentry.set({ player, credential }),
        error: (error: unknown) => this.reentryError.set(toApiError(error)),
      });
  }
}
