import { ChangeDetectionStrategy, Component, DOCUMENT, DestroyRef, inject, signal } from '@angular/core';
import { takeUntilDestroyed } from '@angular/core/rxjs-interop';
import { ActivatedRoute, Router, RouterLink } from '@angular/router';
import { TranslocoDirective } from '@jsverse/transloco';
import { AccessApi } from '../../core/api/access-api';
import { ApiError, toApiError } from '../../core/api/api-error';
import { TokenStore } from '../../core/storage/token-store';
import { keyFromFragment } from '../../shared/access/access-links';
import { ProblemMessage } from '../../shared/problem-message';

type Opening = 'checking' | 'missing' | 'revoked' | 'failed';

/**
 * `/events/:id/staff#<organizer token>`, the staff link (issue 12): the token leaves the address bar
 * (and the history) at once; once the server confirms it is this event's organizer token, it goes into
 * this device's token store and the organizer page opens. A rotated link says so.
 */
@Component({
  selector: 'app-staff-link-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [RouterLink, TranslocoDirective, ProblemMessage],
  template: `
    <ng-container *transloco="let t">
      @switch (state()) {
        @case ('checking') {
          <p role="status">{{ t('access.staffOpen.opening') }}</p>
        }
        @default {
          <h1>{{ t('access.staffOpen.title') }}</h1>
          @if (state() === 'failed') {
            <app-problem-message [error]="error()" />
          } @else {
            <p class="problem" role="alert" data-testid="staff-link-refused">
              {{ t(state() === 'revoked' ? 'access.staffOpen.revoked' : 'access.staffOpen.missing') }}
            </p>
          }
          <a class="button secondary" routerLink="/">{{ t('common.backHome') }}</a>
        }
      }
    </ng-container>
  `,
})
export class StaffLinkPage {
  private readonly tokens = inject(TokenStore);
  private readonly router = inject(Router);
  protected readonly state = signal<Opening>('checking');
  protected readonly error = signal<ApiError | null>(null);

  constructor() {
    const document = inject(DOCUMENT);
    const eventId = inject(ActivatedRoute).snapshot.paramMap.get('id') ?? '';
    const token = keyFromFragment(document.location.hash);
    document.defaultView?.history.replaceState(null, '', document.location.pathname);
    if (!token || !eventId) {
      this.state.set('missing');
      return;
    }
    inject(AccessApi)
      .access(eventId, token)
      .pipe(takeUntilDestroyed(inject(DestroyRef)))
      .subscribe({
        next: (access) => {
          if (access.role !== 'organizer') {
            this.state.set('revoked');
            return;
          }
          this.tokens.saveOrganizerToken(eventId, token);
          void this.router.navigate(['/events', eventId, 'organize'], { replaceUrl: true });
        },
        error: (error: unknown) => {
          const problem = toApiError(error);
          const refused = problem.status === 401 || problem.status === 403 || problem.status === 404;
          this.error.set(problem);
          this.state.set(refused ? 'revoked' : 'failed');
        },
      });
  }
}
